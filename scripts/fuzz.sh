#!/usr/bin/env bash
# Fuzzes the parsers that read files a user or a damaged disk can hand the app, with libFuzzer
# (docs/persistence.md#fuzzing, docs/content.md#8-tests-and-fuzzing; issue 18). Each target is a standalone binary built with
# -sanitize=fuzzer,address from the package sources it needs and an entry in scripts/fuzz/:
#   content   the content loader (ZKCore, ZKContent; ContentFuzzer.swift)
#   script    the journey script parser (ZKCore, ZKScene and the host's ScriptCommand.swift with
#             the host files that import nothing else; ScriptParserFuzzer.swift)
#   settings  the settings.json decoder (ZKCore, ZKPersistence with the system SQLite;
#             SettingsFuzzer.swift)
#   import    the import of an export file into a store in memory (ZKCore, ZKPersistence;
#             ImportFuzzer.swift): never traps, a refusal changes no row (docs/export.md#bad-files)
# usage: scripts/fuzz.sh [content|script|settings|import]...    (default: all four, in that order)
#   FUZZ_SECONDS   seconds per target (default 600; `make fuzz`)
#   FUZZ_OPT       the optimisation (default -O; the check in `make test` builds with -Onone)
#   FUZZ_WORK      output folder (default .build/fuzz); each target keeps its growing corpus in
#                  <work>/<target>/corpus and writes reproducers `crash-*` / `timeout-*` next to it
# Replay a reproducer: <work>/<target>/fuzz-<target> <file>. Leak detection is off: the Swift
# runtime keeps caches LeakSanitizer would report. Exits non-zero when any target found a problem
# or did not build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=${FUZZ_WORK:-$root/.build/fuzz}
seconds=${FUZZ_SECONDS:-600}
kit="$root/Packages/ZahlenketteKit/Sources"
desktop="$root/Desktop/Sources/ZahlenketteDesktopCore"
# Each module's interface comes out of its one compiler run: as a job of its own it type-checked the
# module a second time, a fifth of the fuzzers' build (D-0061).
flags=(-parse-as-library "${FUZZ_OPT:--O}" -gline-tables-only -sanitize=fuzzer,address -wmo
    -no-emit-module-separately-wmo -package-name ZahlenketteKit)
modules="$work/modules"
mkdir -p "$modules" "$work/tmp"
# The compiler leaves an empty temporary folder behind for most runs: in the work folder, not the
# system's (scripts/lib/swiftpm.sh).
export TMPDIR="$work/tmp"

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(content script settings import)

built=""
module() { # name, extra swiftc arguments...: builds a package module once per run
    local name=$1
    shift
    case " $built " in *" $name "*) return ;; esac
    mapfile -t sources < <(find "$kit/$name" -name '*.swift' | sort)
    (cd "$modules" && swiftc "${flags[@]}" -module-name "$name" -I "$modules" "$@" -emit-module \
        -emit-module-path "$modules/$name.swiftmodule" -emit-object -o "$modules/$name.o" "${sources[@]}")
    built="$built $name"
}

build() { # target: prints nothing, leaves <work>/<target>/fuzz-<target>
    local target=$1 dir="$work/$1"
    mkdir -p "$dir/corpus"
    case $target in
    content)
        module ZKCore
        module ZKContent
        (cd "$dir" && swiftc "${flags[@]}" -module-name ContentFuzzer -I "$modules" "$root/scripts/fuzz/ContentFuzzer.swift" \
            "$modules/ZKCore.o" "$modules/ZKContent.o" -o "$dir/fuzz-content")
        ;;
    script)
        module ZKCore
        module ZKScene
        # The host files that need nothing beyond Foundation, ZKCore and ZKScene: ScriptCommand.swift
        # and what it uses, without the app (chosen by their imports, so the list follows the code).
        mapfile -t host < <(for file in "$desktop"/*.swift; do
            grep -E '^(public |internal )?import ' "$file" | awk '{print $NF}' |
                grep -vxE 'Foundation|ZKCore|ZKScene' >/dev/null || echo "$file"
        done)
        # Run in the target's folder: with several sources swiftc leaves partial module files in the cwd.
        (cd "$dir" && swiftc "${flags[@]}" -module-name ScriptParserFuzzer -I "$modules" \
            "$root/scripts/fuzz/ScriptParserFuzzer.swift" "${host[@]}" "$modules/ZKCore.o" "$modules/ZKScene.o" \
            -o "$dir/fuzz-script")
        ;;
    settings)
        module ZKCore
        module ZKPersistence -I "$kit/CSQLite"
        (cd "$dir" && swiftc "${flags[@]}" -module-name SettingsFuzzer -I "$modules" -I "$kit/CSQLite" \
            "$root/scripts/fuzz/SettingsFuzzer.swift" "$modules/ZKCore.o" "$modules/ZKPersistence.o" -lsqlite3 \
            -o "$dir/fuzz-settings")
        ;;
    import)
        module ZKCore
        module ZKPersistence -I "$kit/CSQLite"
        (cd "$dir" && swiftc "${flags[@]}" -module-name ImportFuzzer -I "$modules" -I "$kit/CSQLite" \
            "$root/scripts/fuzz/ImportFuzzer.swift" "$modules/ZKCore.o" "$modules/ZKPersistence.o" -lsqlite3 \
            -o "$dir/fuzz-import")
        ;;
    *)
        echo "fuzz: unknown target $target (content, script, settings or import)" >&2
        return 1
        ;;
    esac
}

seed() { # target: copies the seed inputs into the corpus
    local target=$1 corpus="$work/$1/corpus"
    case $target in
    content)
        # Each shipped file, prefixed with the byte that selects it (paths sorted as the fuzzer sorts them).
        python3 - "$corpus" <<'PY'
import os, sys
base = "Resources/Content"
paths = sorted(os.path.relpath(os.path.join(d, f), base) for d, _, fs in os.walk(base) for f in fs)
for i, p in enumerate(paths):
    with open(os.path.join(sys.argv[1], f"seed-{i:03d}"), "wb") as out:
        out.write(bytes([i]) + open(os.path.join(base, p), "rb").read())
PY
        ;;
    script) cp scripts/journeys/*.txt "$corpus/" ;;
    settings) cp scripts/fuzz/seeds/settings/*.json "$corpus/" ;;
    import) cp scripts/fuzz/seeds/import/* "$corpus/" ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    echo "== fuzz $target: ${seconds}s"
    # The linker's warnings about sanitizer symbols are noise; the log is shown when a build fails.
    if ! build "$target" >"$work/build-$target.log" 2>&1; then
        grep -m20 -E "error" "$work/build-$target.log" >&2 || true
        echo "fuzz: $target did not build (log: $work/build-$target.log)" >&2
        status=1
        continue
    fi
    seed "$target"
    max_len=65536
    [ "$target" = content ] && max_len=1200000
    if ! (cd "$work/$target" && ASAN_OPTIONS=detect_leaks=0 ZK_CONTENT_DIR="$root/Resources/Content" \
        "./fuzz-$target" -max_total_time="$seconds" -detect_leaks=0 -max_len="$max_len" -rss_limit_mb=4096 \
        -timeout=20 -artifact_prefix="$work/$target/" -print_final_stats=1 corpus 2>&1 | tail -8); then
        echo "fuzz: $target found a problem; see $work/$target/" >&2
        status=1
    fi
done
exit $status
