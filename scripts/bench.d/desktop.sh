#!/usr/bin/env bash
# Desktop host benchmarks (issue 6), headless, with `zahlenkette-bench` (the release build; the
# debug build at tiny sizes when ZK_BENCH_TINY=1):
#   render.frame_ms.p50/.p99: the benchmark scene at 1024x768 offscreen (target p99 < 8 ms);
#   desktop.first_frame_ms: process start to the app's first present, median of 10 starts
#     (target < 400 ms);
#   desktop.rss_mb: the app shown in its window for 5 s (target < 200 MB);
#   app.tap_to_feedback_ms, app.task_commit_ms: a child's tap to the frame showing feedback, and
#     the task's unit of work, over 200 tasks of Hör hin after a real first launch (issue 7).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ "${ZK_BENCH_TINY:-0}" = 1 ]; then
    configuration=debug frames=20 starts=2 seconds=1 tasks=5
else
    configuration=release frames=600 starts=10 seconds=5 tasks=200
fi
bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench 2>/dev/null) ||
    bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy

"$bin" render "$frames"

times=()
for _ in $(seq 1 "$starts"); do
    start=$(date +%s%N)
    "$bin" first-frame >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (a[int((NR+1)/2)] + a[int(NR/2)+1]) / 2}')
echo "desktop.first_frame_ms $median"

"$bin" memory "$seconds"
"$bin" app "$tasks"
