#!/usr/bin/env bash
# Benchmarks cannot silently break (docs/development.md#benchmarks).
#   1. scripts/bench.sh itself, on planted benchmarks in a temporary folder: one that fails, one
#      that leaves out a figure and one that prints a zero are each named, and the benchmark
#      after them still runs.
#   2. Every real benchmark once at a tiny size on the debug build (`scripts/bench.sh --tiny`):
#      each must run and print every figure its `.figures` file promises, none of them zero.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/scripts/bench.d"
cp "$root/scripts/bench.sh" "$work/scripts/"
plant() { # name, script body, figures
    printf '#!/usr/bin/env bash\n%s\n' "$2" >"$work/scripts/bench.d/$1.sh"
    printf '%s\n' "$3" >"$work/scripts/bench.d/$1.figures"
}
plant a-fails 'echo "a.ms 3"; exit 1' 'a.ms'
plant b-leaves-out 'echo "b.ms 2"' $'b.ms\nb.other_ms'
plant c-zero 'echo "c.ms 0"; echo "c.growth_mb 0"' $'c.ms\nc.growth_mb zero-ok'
plant d-fine 'echo "d.ms 1.5"' 'd.ms'
if BENCH_REPEATS=3 "$work/scripts/bench.sh" >"$work/out" 2>"$work/err"; then
    echo "benchmarks: bench.sh passed planted failures" >&2
    exit 1
fi
expect() { # file, pattern, what
    grep -E -- "$2" "$1" >/dev/null || {
        echo "benchmarks: bench.sh did not $3; it printed:" >&2
        cat "$work/out" "$work/err" >&2
        exit 1
    }
}
expect "$work/err" 'failed: a-fails b-leaves-out c-zero$' "name exactly the three failed benchmarks"
expect "$work/err" 'b-leaves-out: b.other_ms is missing' "name the missing figure"
expect "$work/err" 'c-zero: c.ms is zero' "name the zero figure"
expect "$work/out" '^d.ms 1.5  \(1.5–1.5 over 3\)$' "run the benchmark after the failed ones three times"
echo "benchmarks: bench.sh names a failed benchmark, a missing figure and a zero, and runs on"

"$root/scripts/bench.sh" --tiny
