#!/usr/bin/env bash
# Plants each forbidden construct in a temporary copy of the repository and proves that
# scripts/lint.sh fails on it (and passes on the unplanted copy).
set -uo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One dump of each package manifest for all the runs below (scripts/check_imports.py).
export ZK_DUMP_PACKAGE_CACHE="$work/.dump-package-cache"
mkdir -p "$ZK_DUMP_PACKAGE_CACHE"
git ls-files -co --exclude-standard -z | tar --null -T - -cf - 2>/dev/null | tar -xf - -C "$work"

target="$work/Packages/ZahlenketteKit/Sources/ZKCore/Planted.swift"
failures=0

# After the full run on the unplanted copy, swift-format looks only at the planted Swift file
# (`planted`; none for a plant outside Swift), which keeps the thirty runs short.
planted=""
run_lint() {
    if [ "${full_lint:-1}" = 1 ]; then
        (cd "$work" && scripts/lint.sh >/dev/null 2>&1)
    else
        (cd "$work" && LINT_SWIFT_FORMAT_ONLY="$planted" scripts/lint.sh >/dev/null 2>&1)
    fi
}

if ! run_lint; then
    echo "test-lint: the unplanted copy already fails the lint" >&2
    (cd "$work" && scripts/lint.sh) 2>&1 | tail -20 >&2
    exit 1
fi

full_lint=0
plant() { # name, file content, [file; a Swift source in ZKCore by default]
    local file=${3:-$target}
    printf '%s\n' "$2" >"$file"
    planted=""
    [[ "$file" == *.swift ]] && planted=${file#"$work"/}
    if run_lint; then
        echo "test-lint: NOT caught: $1" >&2
        failures=$((failures + 1))
    else
        echo "test-lint: caught: $1"
    fi
    rm -f "$file"
    planted=""
}

# The constructs the lint's first stage finds (its greps, the portability and citation checks) are
# planted together, each in a file of its own, and the lint runs once: each counts as caught when
# the lint fails and names its file. The lint reports every finding of that stage before it stops,
# so one run proves them all; the later stages (swift-format, the module graph, the decisions
# index) stop at their first finding and get a run per plant below.
batch_names=() batch_files=()
batched() { # name, file content, [file; a Swift source of its own in ZKCore by default]
    local file=${3:-"$work/Packages/ZahlenketteKit/Sources/ZKCore/Planted${#batch_files[@]}.swift"}
    printf '%s\n' "$2" >"$file"
    batch_names+=("$1")
    batch_files+=("$file")
}

body() { printf 'enum Planted {\n    static func run() -> Int {\n        %s\n    }\n}' "$1"; }
marker=$(printf '%s%s' 'TO' 'DO')

batched "print" "$(body 'print(1); return 1')"
batched "try!" "$(body 'try! JSONSerialization.data(withJSONObject: []).count')"
batched "as!" "$(body 'return (1 as Any) as! Int')"
batched "fatalError" "$(body 'fatalError("no")')"
batched "precondition" "$(body 'precondition(true); return 1')"
batched "Date() outside ZKCore/Time" "$(body 'return Int(Date().timeIntervalSince1970)')"
batched "Calendar.current" "$(body 'return Calendar.current.firstWeekday')"
batched "URLSession" "$(body 'return URLSession.shared.hashValue')"
batched "socket(" "$(body 'return Int(socket(2, 1, 0))')"
batched "getaddrinfo(" "$(body 'return Int(getaddrinfo(nil, nil, nil, nil))')"
batched "URLSessionWebSocketTask" "$(body 'return URLSessionWebSocketTask.self == nil ? 0 : 1')"
batched "unfinished-work marker" "$(body "return 1  // $marker: later")"
batched "@_exported import" "$(printf '@_exported import Foundation\n\nenum Planted {}')"
batched "import Glibc outside #if canImport(Glibc)" "$(printf 'import Glibc\n\nenum Planted {}')"
batched "a /proc path" "$(body 'return (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))?.count ?? 0')"
batched "a /tmp path" "$(body 'return URL(fileURLWithPath: "/tmp/zahlenkette").path.count')"
batched "an XDG variable" "$(body 'return ProcessInfo.processInfo.environment["XDG_DATA_HOME"]?.count ?? 0')"
batched "a FileManager member iOS lacks" "$(body 'return FileManager.default.homeDirectoryForCurrentUser.path.count')"
batched "Bundle.main in the portable package" "$(body 'return Bundle.main.bundlePath.count')"
batched "a comment citing a design document's section" "$(printf '/// Planted (games.md 11.3).\nenum Planted {}')"
batched "a comment citing the engine design by number" "$(printf 'enum Planted {\n    // Two tries (engine 9.6).\n    static let tries = 2\n}')"
batched "a comment citing a docs anchor that does not exist" "$(printf '/// Planted (docs/games.md#no-such-heading).\nenum Planted {}')"
batched "a comment citing a doc that does not exist" "$(printf '/// Planted (docs/no-such-doc.md#round).\nenum Planted {}')"
batched "a journey citing a design document" "# Planted (architecture.md 4)." "$work/scripts/journeys/zz-planted.txt"
batched "grep -q at the end of a test script's pipeline" 'echo "$output" | grep -q "^ok$" || exit 1' \
    "$work/scripts/test.d/zz-planted-grep.sh"
batched "head in a test script's pipeline" 'echo "$output" | head -1' "$work/scripts/test.d/zz-planted-head.sh"
if output=$(cd "$work" && LINT_SWIFT_FORMAT_ONLY="" scripts/lint.sh 2>&1); then
    echo "test-lint: NOT caught: the lint passed with ${#batch_files[@]} planted violations" >&2
    failures=$((failures + 1))
fi
for i in "${!batch_files[@]}"; do
    if grep -F -- "${batch_files[$i]#"$work"/}:" <<<"$output" >/dev/null; then
        echo "test-lint: caught: ${batch_names[$i]}"
    else
        echo "test-lint: NOT caught: ${batch_names[$i]}" >&2
        failures=$((failures + 1))
    fi
    rm -f "${batch_files[$i]}"
done

plant "force unwrap" "$(body 'return Int("1")!')"
plant "misformatted code" "$(printf 'enum Planted {\n\tstatic let value = 1\n}')"
plant "import SwiftUI in a portable target" "$(printf 'import SwiftUI\n\nenum Planted {}')"
plant "import CSDL2 in a portable target" "$(printf 'import CSDL2\n\nenum Planted {}')"
plant "import of a module outside the graph" "$(printf 'import ZKLearningEngine\n\nenum Planted {}')"
# The same comment citing a doc by an existing anchor passes: the citation check, not another
# stage, caught the plants above.
printf '/// Planted (docs/games.md#hör-hin, Spec 9.4).\nenum Planted {}\n' >"$target"
if run_lint; then
    echo "test-lint: passes: a comment citing a doc by an existing anchor"
else
    echo "test-lint: a comment citing a doc by an existing anchor FAILED the lint" >&2
    failures=$((failures + 1))
fi
rm -f "$target"

# A tool beside the product modules, and a module table in the docs that drifted from Package.swift.
mkdir -p "$work/Packages/ZahlenketteKit/Sources/PlantedBenchmark"
plant "a tool folder in Sources/" 'let planted = 1' "$work/Packages/ZahlenketteKit/Sources/PlantedBenchmark/main.swift"
rmdir "$work/Packages/ZahlenketteKit/Sources/PlantedBenchmark"
cp "$work/docs/development.md" "$work/development.md.orig"
sed -i 's/^| ZKCore | nothing |$/| ZKCore | ZKScene |/' "$work/docs/development.md"
if cmp -s "$work/docs/development.md" "$work/development.md.orig"; then
    echo "test-lint: the module table's ZKCore row was not found to plant a drift" >&2
    failures=$((failures + 1))
elif run_lint; then
    echo "test-lint: NOT caught: a module table in the docs that differs from Package.swift" >&2
    failures=$((failures + 1))
else
    echo "test-lint: caught: a module table in the docs that differs from Package.swift"
fi
mv "$work/development.md.orig" "$work/docs/development.md"

# A decision appended without regenerating the index.
decisions="$work/DECISIONS.md"
cp "$decisions" "$work/DECISIONS.md.orig"
printf '\n**D-0099: A planted decision**\n- Date: 2026-12-05\n- Status: accepted\n' >>"$decisions"
if run_lint; then
    echo "test-lint: NOT caught: a decision missing from the index" >&2
    failures=$((failures + 1))
else
    echo "test-lint: caught: a decision missing from the index"
fi
mv "$work/DECISIONS.md.orig" "$decisions"

if [ $failures -ne 0 ]; then
    echo "test-lint: $failures planted violations passed the lint" >&2
    exit 1
fi
echo "test-lint: every planted violation was caught"
