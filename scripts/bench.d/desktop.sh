#!/usr/bin/env bash
# Desktop host benchmarks (issue 6), headless: render.frame_ms.p50/.p99 (benchmark scene at
# 1024x768 offscreen, target p99 < 8 ms), desktop.first_frame_ms (process start to first present,
# median of 10 starts, target < 400 ms), desktop.rss_mb (gallery shown 5 s, target < 200 MB).
set -euo pipefail
# The shared release build (scripts/desktop-binary.sh), so `make deb` and `make run` reuse it.
bin=$("$(dirname "$0")/../desktop-binary.sh" release 2>/dev/null) || bin=$("$(dirname "$0")/../desktop-binary.sh" release)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy

"$bin" --bench-render 600

times=()
for _ in $(seq 1 10); do
    start=$(date +%s%N)
    "$bin" --bench-first-frame >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (a[int((NR+1)/2)] + a[int(NR/2)+1]) / 2}')
echo "desktop.first_frame_ms $median"

"$bin" --bench-memory 5 2>/dev/null | grep '^desktop.rss_mb'

# The app: tap to the first frame showing feedback, and the task's unit of work (issue 7).
"$bin" --bench-app 200 2>/dev/null | grep '^app\.'
