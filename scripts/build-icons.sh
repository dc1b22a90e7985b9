#!/usr/bin/env bash
# Renders the launcher icon, Resources/Art/app_icon.svg (original art: ten beads on a string), into
# Resources/Icons/<n>x<n>.png at the hicolor sizes 48 to 512; 256x256 is also the window icon.
# Developer tool like scripts/build-art.sh: the PNGs are committed, so installing needs none of this.
# Needs: librsvg2-bin (rsvg-convert).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "build-icons: rsvg-convert is missing (librsvg2-bin)" >&2; exit 1; }
mkdir -p Resources/Icons
for size in 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" Resources/Art/app_icon.svg -o "Resources/Icons/${size}x${size}.png"
done
echo "build-icons: the launcher icon rendered at 48, 64, 128, 256 and 512 px into Resources/Icons/"
