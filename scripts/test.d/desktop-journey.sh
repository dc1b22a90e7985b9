#!/usr/bin/env bash
# Smoke journey through the real renderer (issue 7): the first session of
# scripts/journeys/first-session.txt, headless, on a fresh data folder; it must end with `ok`
# after reaching the round-end screen twice.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/demo"
output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
    "$binary" --data-dir "$work/data" --script "$root/scripts/journeys/first-session.txt" 2>&1) || {
    echo "$output" | tail -20
    exit 1
}
echo "$output" | grep -E '^(screen|fail|ok)' | tr '\n' ' '
echo
[ "$(echo "$output" | tail -1)" = "ok" ] || exit 1
[ "$(echo "$output" | grep -c '^screen S08')" -eq 2 ] || { echo "desktop-journey: the round end was not reached twice" >&2; exit 1; }
[ "$(ls "$work/demo" | wc -l)" -eq 7 ] || { echo "desktop-journey: expected 7 screenshots" >&2; exit 1; }
