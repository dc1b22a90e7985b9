#!/usr/bin/env bash
# Memory and Punkt zu Punkt through the real renderer (issue 13): each journey in
# scripts/journeys/<gameId>.txt runs headless on a fresh data folder and must end with `ok`;
# its events must show the whole round.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)

run() {
    local work
    work=$(mktemp -d)
    mkdir -p "$work/demo"
    (cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --script "$root/scripts/journeys/$1.txt" 2>&1) || {
        rm -rf "$work"
        echo "premium-games-journeys: $1 failed" >&2
        return 1
    }
    rm -rf "$work"
}

fail() { echo "premium-games-journeys: $*" >&2; exit 1; }

memory=$(run memory) || { echo "$memory" | tail -20; exit 1; }
[ "$(echo "$memory" | tail -1)" = "ok" ] || { echo "$memory" | tail -20; fail "memory did not end with ok"; }
echo "$memory" | grep -q '^event round-start game=memory step=1 tasks=4$' || fail "memory: no board of 4 pairs"
[ "$(echo "$memory" | grep -c '^event task ')" -eq 4 ] || fail "memory: expected 4 scored pairs"
echo "$memory" | grep -q '^screen S08' || fail "memory: the round end was not reached"
echo "memory: $(echo "$memory" | grep -E '^event (round-start|task|round-end)' | cut -d' ' -f2-4 | tr '\n' ';')"

dots=$(run punkt_zu_punkt) || { echo "$dots" | tail -20; exit 1; }
[ "$(echo "$dots" | tail -1)" = "ok" ] || { echo "$dots" | tail -20; fail "punkt_zu_punkt did not end with ok"; }
[ "$(echo "$dots" | grep -c '^event round-start game=punkt_zu_punkt')" -eq 2 ] || fail "punkt_zu_punkt: expected 2 rounds"
[ "$(echo "$dots" | grep -c '^event task ')" -eq 8 ] || fail "punkt_zu_punkt: expected 4 scored dots per round"
echo "$dots" | grep -q '^event task .*attempts=2' || fail "punkt_zu_punkt: the wrong dot was not counted"
stickers=$(echo "$dots" | grep '^event picture ' | sort -u | wc -l)
[ "$stickers" -eq 2 ] || fail "punkt_zu_punkt: expected two different first-time pictures, got $stickers"
echo "$dots" | grep -q 'prompt=prompt.punkt_zu_punkt.done' || fail "punkt_zu_punkt: the finished picture was not named"
echo "punkt_zu_punkt: $(echo "$dots" | grep -E '^event (picture|round-end)' | cut -d' ' -f2-3 | tr '\n' ';')"
