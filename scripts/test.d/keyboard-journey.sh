#!/usr/bin/env bash
# Issue 19: scripts/journeys/keyboard-only.txt, played headless through the binary on a fresh data
# folder with --seed 19, runs the first session (with the slips: Escape back from S-03, the check
# mark before a level), one round of every game that has a content file, and leaving a round,
# using keys alone, and ends with Ctrl+Q.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
journey="$root/scripts/journeys/keyboard-only.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
    "$binary" --data-dir "$work/data" --seed 19 --script "$journey" 2>&1) || true
fail() {
    echo "keyboard-journey: $*" >&2
    echo "$output" | grep -v '^event audio' | tail -15 >&2
    exit 1
}
# Keys only: nothing in the file taps, drags, traces, solves or types.
others=$(grep -vE '^(#|$|size |wait |expect |key )' "$journey" || true)
[ -z "$others" ] || fail "lines that are not keys: $(sed -n 1,3p <<<"$others" | tr '\n' ';')"
[ "$(echo "$output" | tail -1)" = "ok" ] || fail "ended with: $(echo "$output" | tail -1)"
echo "$output" | grep '^event profile-created ' >/dev/null || fail "no profile was created"
echo "$output" | grep -A5 '^screen S03$' | grep '^screen S02$' >/dev/null || fail "Escape on S-03 did not go back"
for content in "$root"/Resources/Content/games/*.json; do
    game=$(basename "$content" .json)
    echo "$output" | grep "^event round-start game=$game " >/dev/null || fail "no round of $game"
done
games=$(ls "$root"/Resources/Content/games/*.json | wc -l)
ends=$(echo "$output" | grep -c '^event round-end ' || true)
[ "$ends" -eq "$games" ] || fail "$ends rounds ended, $games expected"
# The last round is left: after its start the app goes home without a round end.
last_round=$(sed -n '/^event round-start/h; /^event round-start/!H; ${x;p}' <<<"$output")
grep '^event navigate screen=S05' <<<"$last_round" >/dev/null || fail "the last round was not left"
grep '^event round-end' <<<"$last_round" >/dev/null && fail "the last round ended instead of being left"
echo "$output" | grep '^event quit$' >/dev/null || fail "Ctrl+Q did not quit"
echo "keyboard-journey: ok ($ends rounds, $(echo "$output" | grep -c '^event task ') tasks," \
    "$(grep -c '^key ' "$journey") keys)"
