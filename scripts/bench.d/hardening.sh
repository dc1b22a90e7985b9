#!/usr/bin/env bash
# The app under long use (issue 18), headless with the shared release build of the desktop host:
#   app.soak_*: 2,000 rounds across every game on simulated days, resident memory growth after a
#     warm-up of 100 rounds (target < 5 MB) and the frame p99 of the last 200 rounds against the
#     first 200 after warm-up (target: within 10 %, ratio ≤ 1.10) — SOAK_ROUNDS changes the count;
#   app.year_launch_to_home_ms: launch to the child's first home frame on a family's year of data
#     (the store benchmark's fixture), median of five launches (target < 800 ms).
#   app.year_dashboard_ms: the gate to S-18's and S-19's first frames on that year (target < 100)
set -euo pipefail
bin=$("$(dirname "$0")/../desktop-binary.sh" release 2>/dev/null) || bin=$("$(dirname "$0")/../desktop-binary.sh" release)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
"$bin" --bench-soak "${SOAK_ROUNDS:-2000}" 2>/dev/null | grep '^app\.'
"$bin" --bench-year-launch 2>/dev/null | grep '^app\.'
