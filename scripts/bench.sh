#!/usr/bin/env bash
# `make bench`: runs every benchmark in scripts/bench.d/, even when one fails, and prints one line
# per figure: `<name> <median>` followed by the spread of the repeats, e.g.
#   app.tap_to_feedback_ms.p99 3.4  (3.1–3.9 over 3)
# so a reader can tell noise from change (docs/development.md#benchmarks). It exits non-zero
# naming every benchmark that failed and every figure that is missing or zero.
#
# Each benchmark `<name>.sh` lists the figures it must print in `<name>.figures` (one name per
# line; `*` matches a population or kind; `zero-ok` after a name allows 0). A benchmark runs
# BENCH_REPEATS times (3), or once where its script says `# bench-repeats: 1` (seeded
# simulations print the same figures every time; their timings are percentiles already).
#
# usage: scripts/bench.sh [--tiny] [NAME…]
#   --tiny  every benchmark once at a tiny size on the debug build (`make test` runs this; the
#           figures mean nothing, their presence does)
#   NAME    only these benchmarks (engine, store, …)
set -uo pipefail
cd "$(dirname "$0")/.."

tiny=0
names=()
for argument in "$@"; do
    case "$argument" in
    --tiny) tiny=1 ;;
    *) names+=("$argument") ;;
    esac
done
export ZK_BENCH_TINY=$tiny

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()

for bench in scripts/bench.d/*.sh; do
    name=$(basename "$bench" .sh)
    if [ ${#names[@]} -gt 0 ] && ! printf "%s\n" "${names[@]}" | grep -x "$name" >/dev/null; then continue; fi
    repeats=${BENCH_REPEATS:-3}
    grep -qx '# bench-repeats: 1' "$bench" && repeats=1
    [ $tiny -eq 1 ] && repeats=1
    echo "== $name (${repeats}×)" >&2
    : >"$work/$name.all"
    ok=1
    for run in $(seq 1 "$repeats"); do
        if ! bash "$bench" >"$work/$name.$run" 2>"$work/$name.$run.err"; then
            ok=0
            echo "bench: $name failed (run $run); its last lines:" >&2
            tail -15 "$work/$name.$run.err" >&2
            tail -5 "$work/$name.$run" >&2
        fi
        grep -E '^[A-Za-z0-9_.-]+ -?[0-9]' "$work/$name.$run" >>"$work/$name.all"
    done
    # The median and the spread of every figure over the runs, in first-seen order.
    python3 - "$work/$name.all" <<'EOF'
import statistics, sys
values, order = {}, []
for line in open(sys.argv[1]):
    name, value = line.split()[:2]
    if name not in values:
        order.append(name)
    values.setdefault(name, []).append(float(value))
def show(x):
    return f"{x:.6g}"
for name in order:
    runs = values[name]
    median = statistics.median(runs)
    spread = f"  ({show(min(runs))}–{show(max(runs))} over {len(runs)})" if len(runs) > 1 else ""
    print(f"{name} {show(median)}{spread}")
EOF
    # Every figure the benchmark promises is there and, unless allowed, not zero.
    if [ -f "scripts/bench.d/$name.figures" ]; then
        if ! python3 - "scripts/bench.d/$name.figures" "$work/$name.all" "$name" <<'EOF'; then
import fnmatch, sys
expected = []
for line in open(sys.argv[1]):
    line = line.split("#")[0].split()
    if line:
        expected.append((line[0], "zero-ok" in line[1:]))
printed = {}
for line in open(sys.argv[2]):
    name, value = line.split()[:2]
    printed.setdefault(name, []).append(float(value))
problems = []
for pattern, zero_ok in expected:
    matches = [name for name in printed if fnmatch.fnmatchcase(name, pattern)]
    if not matches:
        problems.append(f"{pattern} is missing")
    for name in matches:
        if not zero_ok and any(value == 0 for value in printed[name]):
            problems.append(f"{name} is zero")
for problem in problems:
    print(f"bench: {sys.argv[3]}: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
            ok=0
        fi
    else
        echo "bench: $name has no $name.figures listing what it must print" >&2
        ok=0
    fi
    [ $ok -eq 1 ] || failed+=("$name")
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "bench: failed: ${failed[*]}" >&2
    exit 1
fi
echo "bench: every benchmark ran and printed its figures" >&2
