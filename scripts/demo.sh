#!/usr/bin/env bash
# `make demo`: plays the scripted first session headless through the real renderer, on a fresh
# data folder, and writes its screenshots to demo/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" release)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mkdir -p "$root/demo"
cd "$root"
SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy "$binary" --data-dir "$data" --script scripts/journeys/first-session.txt
echo "demo: screenshots in $root/demo/"
