#!/usr/bin/env bash
# The garden journey through the real renderer (issue 14): scripts/journeys/garden.txt (earn, buy,
# place, drag, move by keyboard) on a fresh data folder, then the app again on the same folder with
# garden-again.txt (restart: still there). Each must end with `ok` and print every line its `#> `
# comments expect, in order.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
# shellcheck source=../journey-check.sh
source "$root/scripts/journey-check.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/demo" # the journeys photograph the garden into demo/
status=0
for journey in garden garden-again; do
    file="$root/scripts/journeys/$journey.txt"
    output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --script "$file" 2>&1) || true
    problems=()
    [ "$(echo "$output" | tail -1)" = "ok" ] || problems+=("ended with: $(echo "$output" | tail -1)")
    while IFS= read -r problem; do problems+=("$problem"); done < <(journey_problems "$output" "$file")
    if [ ${#problems[@]} -eq 0 ]; then
        echo "garden-journey: $journey ok"
    else
        echo "garden-journey: $journey: $(printf '%s; ' "${problems[@]}")" >&2
        echo "$output" | grep -v '^event audio' | tail -20 >&2
        status=1
    fi
done
exit $status
