#!/usr/bin/env bash
# Issue 19: the program started for a window where there is no display (no DISPLAY, no
# WAYLAND_DISPLAY, no SDL_VIDEODRIVER asking for a headless driver) stops at once with one German
# and one English sentence and a non-zero status, and touches no data folder, instead of running
# invisibly. Prints `no_display.seconds <n>`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "no-display: $*" >&2
    echo "$output" | tail -5 >&2
    exit 1
}
started=$(date +%s%N)
set +e
output=$(cd "$work" && env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER ZK_RESOURCES="$root/Resources" \
    SDL_AUDIODRIVER=dummy timeout 20 "$binary" --data-dir "$work/data" 2>&1)
status=$?
set -e
elapsed=$((($(date +%s%N) - started) / 1000000))
[ "$status" -ne 124 ] || fail "the program was still running after 20 s"
[ "$status" -ne 0 ] || fail "the program exited with status 0"
echo "$output" | grep '^zahlenkette: Zahlenkette braucht einen Bildschirm' >/dev/null || fail "no German sentence"
echo "$output" | grep '^zahlenkette: Zahlenkette needs a display' >/dev/null || fail "no English sentence"
[ ! -e "$work/data" ] || fail "the data folder was created"
echo "no-display: status $status after ${elapsed} ms"
echo "no_display.seconds $(awk "BEGIN { printf \"%.2f\", $elapsed / 1000 }")"
