#!/usr/bin/env bash
# Fuzzes the content loader with libFuzzer (architecture.md 7: content JSON fuzzing never crashes
# the loader). Builds ZKCore and ZKContent with -sanitize=fuzzer,address into a standalone binary,
# seeds the corpus with every shipped content file, then runs for a bounded time.
#   scripts/fuzz-content.sh                 60 seconds
#   FUZZ_SECONDS=600 scripts/fuzz-content.sh
# A crash or an unreported broken file leaves a reproducer `crash-*` in .build/fuzz-content/ and
# exits non-zero (leak detection is off: the Swift runtime keeps caches LeakSanitizer reports); replay it with `.build/fuzz-content/fuzz-content <file>`. Not part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/.build/fuzz-content"
mkdir -p "$out/corpus"
kit="$root/Packages/ZahlenketteKit/Sources"
flags=(-parse-as-library -O -g -sanitize=fuzzer,address -wmo)

mapfile -t core < <(find "$kit/ZKCore" -name '*.swift' | sort)
mapfile -t content < <(find "$kit/ZKContent" -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name ZKCore -emit-module -emit-module-path "$out/ZKCore.swiftmodule" \
    -emit-object -o "$out/ZKCore.o" "${core[@]}"
swiftc "${flags[@]}" -module-name ZKContent -I "$out" -emit-module -emit-module-path "$out/ZKContent.swiftmodule" \
    -emit-object -o "$out/ZKContent.o" "${content[@]}"
swiftc "${flags[@]}" -module-name ContentFuzzer -I "$out" scripts/fuzz/ContentFuzzer.swift \
    "$out/ZKCore.o" "$out/ZKContent.o" -o "$out/fuzz-content"

# Seed: each shipped file, prefixed with the byte that selects it (paths sorted as the fuzzer sorts them).
python3 - "$out/corpus" <<'PY'
import os, sys
base = "Resources/Content"
paths = sorted(os.path.relpath(os.path.join(d, f), base) for d, _, fs in os.walk(base) for f in fs)
for i, p in enumerate(paths):
    with open(os.path.join(sys.argv[1], f"seed-{i:03d}"), "wb") as out:
        out.write(bytes([i]) + open(os.path.join(base, p), "rb").read())
PY

cd "$out"
ASAN_OPTIONS=detect_leaks=0 ZK_CONTENT_DIR="$root/Resources/Content" ./fuzz-content -max_total_time="${FUZZ_SECONDS:-60}" \
    -detect_leaks=0 -max_len=1200000 -rss_limit_mb=4096 -print_final_stats=1 corpus
