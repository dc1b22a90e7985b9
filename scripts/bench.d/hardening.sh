#!/usr/bin/env bash
# The app under long use (issue 18), headless with `zahlenkette-bench`:
#   app.soak_*: 2,000 rounds across every game on simulated days, resident memory growth after a
#     warm-up of 100 rounds (target < 5 MB) and the frame p99 of the last 200 rounds against the
#     first 200 after warm-up (target: within 10 %, ratio ≤ 1.10) — SOAK_ROUNDS changes the count;
#   app.year_launch_to_home_ms: launch to the child's first home frame on a family's year of data
#     (written by the store benchmark's `--write-year`), median of five launches (target < 800 ms);
#   app.year_dashboard_ms: the gate to S-18's and S-19's first frames on that year (target < 100).
# ZK_BENCH_TINY=1: the debug build, 12 rounds and a few days of data.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/scripts/lib/swiftpm.sh"
if [ "${ZK_BENCH_TINY:-0}" = 1 ]; then configuration=debug rounds=12; else configuration=release rounds=${SOAK_ROUNDS:-2000}; fi
bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench 2>/dev/null) ||
    bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench)
store_bench=$(kit_product "$configuration" StoreBenchmark)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy

"$bin" soak "$rounds"

year=$(mktemp -d)
trap 'rm -rf "$year"' EXIT
morning=$("$store_bench" --write-year "$year")
"$bin" year-launch "$year" "$morning"
