#!/usr/bin/env bash
# Game journeys (issue 13): every scripts/journeys/<gameId>.txt whose name is a game of
# Resources/Content/games/ is played headless on a fresh data folder through the real renderer.
# Each must end with `ok`, start a round of its game, report one `event task` per planned task,
# end the round on S-08, and print every line its "#> " comments name.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for journey in "$root"/scripts/journeys/*.txt; do
    game=$(basename "$journey" .txt)
    [ -f "$root/Resources/Content/games/$game.json" ] || continue
    rm -rf "$work/data"
    output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --script "$journey" 2>&1) || true
    problems=()
    [ "$(echo "$output" | tail -1)" = "ok" ] || problems+=("ended with: $(echo "$output" | tail -1)")
    start=$(echo "$output" | grep -m1 "^event round-start game=$game " || true)
    [ -n "$start" ] || problems+=("no round of $game started")
    tasks=$(echo "$start" | sed -n 's/.* tasks=\([0-9]*\).*/\1/p')
    done_tasks=$(echo "$output" | grep -c '^event task ' || true)
    [ "${tasks:-x}" = "$done_tasks" ] || problems+=("$done_tasks of ${tasks:-?} tasks reported")
    echo "$output" | grep -q '^event round-end ' || problems+=("the round did not end")
    echo "$output" | grep -q '^screen S08' || problems+=("the round-end screen did not show")
    while IFS= read -r wanted; do
        echo "$output" | grep -qF -- "$wanted" || problems+=("missing: $wanted")
    done < <(sed -n 's/^#> //p' "$journey")
    if [ ${#problems[@]} -eq 0 ]; then
        echo "$game: ok ($done_tasks tasks)"
    else
        echo "$game: $(printf '%s; ' "${problems[@]}")" >&2
        echo "$output" | tail -15 >&2
        status=1
    fi
done
exit $status
