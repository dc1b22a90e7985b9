#!/usr/bin/env bash
# Renders every screenshot the AppStream metadata names (`@SCREENSHOT_URL@/<SCREEN>-<FIXTURE>.png`
# in packaging/<app id>.metainfo.xml.in) with the app's own --screenshot, at 1280x720 (16:9, as
# software centres show them), into OUTDIR. Those are the files to publish at SCREENSHOT_URL.
# usage: scripts/appstream-screenshots.sh BINARY OUTDIR
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/packaging/publisher.env"
binary=${1:?usage: scripts/appstream-screenshots.sh BINARY OUTDIR}
out=${2:?usage: scripts/appstream-screenshots.sh BINARY OUTDIR}
mkdir -p "$out"
names=$(grep -o '@SCREENSHOT_URL@/[A-Za-z0-9_-]*\.png' "$root/packaging/$APP_ID.metainfo.xml.in" | sed 's|.*/||')
[ -n "$names" ] || { echo "appstream-screenshots: the metainfo names no screenshot" >&2; exit 1; }
for name in $names; do
    base=${name%.png}
    screen=${base%%-*}
    fixture=${base#*-}
    SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --screenshot "$out/$name" --screen "$screen" --fixture "$fixture" --size 1280x720
done
echo "appstream-screenshots: $(echo "$names" | wc -w) screenshots in $out"
