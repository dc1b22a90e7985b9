#!/usr/bin/env bash
# Plays every game journey in scripts/journeys/ (a file named after its game ID, such as
# blitzblick.txt) headless through the real renderer on a fresh data folder. Each must end with
# `ok`, start a round of its game, and print each line its `#> <regex>` comments expect, in that
# order (a plain line of output is a regex that matches itself).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
# shellcheck source=../journey-check.sh
source "$root/scripts/journey-check.sh"
status=0
for journey in "$root"/scripts/journeys/*.txt; do
    game=$(basename "$journey" .txt)
    [ -f "$root/Resources/Content/games/$game.json" ] || continue
    work=$(mktemp -d)
    mkdir -p "$work/demo" # journeys may photograph screens into demo/
    output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --script "$journey" 2>&1) || true
    rm -rf "$work"
    problems=()
    [ "$(echo "$output" | tail -1)" = "ok" ] || problems+=("ended with: $(echo "$output" | tail -1)")
    echo "$output" | grep "^event round-start game=$game " >/dev/null || problems+=("no round of $game started")
    while IFS= read -r problem; do problems+=("$problem"); done < <(journey_problems "$output" "$journey")
    if [ ${#problems[@]} -eq 0 ]; then
        echo "game-journeys: $game ok ($(echo "$output" | grep -c '^event task ' || true) tasks)"
    else
        echo "game-journeys: $game: $(printf '%s; ' "${problems[@]}")" >&2
        echo "$output" | grep -v '^event audio' | tail -15 >&2
        status=1
    fi
done
exit $status
