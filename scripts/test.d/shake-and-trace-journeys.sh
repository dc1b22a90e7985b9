#!/usr/bin/env bash
# The Schüttelbox and Nachspuren journeys (issue 12) through the real renderer, headless, each on a
# fresh data folder: a whole round each, ending on the round-end screen with the events a child's
# round should leave (the shake and the strokes are never attempts; the first task took two).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

play() {
    local game=$1
    (cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data-$game" --script "$root/scripts/journeys/$game.txt" 2>&1)
}

fail() {
    echo "$1: $2" >&2
    echo "$3" | tail -20 >&2
    exit 1
}

check() {
    local game=$1 tasks=$2 output
    output=$(play "$game") || fail "$game" "the journey failed" "$output"
    [ "$(echo "$output" | tail -1)" = "ok" ] || fail "$game" "the journey did not end with ok" "$output"
    echo "$output" | grep "^event round-start game=$game " >/dev/null || fail "$game" "no round started" "$output"
    [ "$(echo "$output" | grep -c '^event task ')" -eq "$tasks" ] || fail "$game" "expected $tasks tasks" "$output"
    grep -m1 '^event task ' <<<"$output" | grep 'firstTry=false attempts=2 ' >/dev/null ||
        fail "$game" "the first task should have taken two attempts" "$output"
    [ "$(echo "$output" | grep -c '^event task .*attempts=1 ')" -eq $((tasks - 1)) ] ||
        fail "$game" "the other tasks should have taken one attempt each" "$output"
    echo "$output" | grep '^screen S08' >/dev/null || fail "$game" "the round end was not reached" "$output"
    echo "$output"
}

schuettelbox=$(check schuettelbox 6)
echo "$schuettelbox" | grep '^event audio feedback=split\.[0-9]*\.[0-9]*$' >/dev/null ||
    fail schuettelbox "no split line was spoken" "$schuettelbox"
echo "$schuettelbox" | grep '^event audio prompt=prompt.schuettelbox.hint1$' >/dev/null ||
    fail schuettelbox "the wrong answer did not bring H1" "$schuettelbox"
nachspuren=$(check nachspuren 4)
echo "$nachspuren" | grep '^event audio prompt=prompt.nachspuren.start$' >/dev/null ||
    fail nachspuren "the backwards stroke did not bring H1" "$nachspuren"
echo "schuettelbox and nachspuren journeys: ok"
