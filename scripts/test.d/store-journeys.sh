#!/usr/bin/env bash
# Plays the subscription journeys of scripts/journeys/store/ (J-05, J-06, J-07, J-10) headless
# through the real renderer with --store sandbox, each on a fresh data folder. Each must end with
# `ok` and print every line its `#> <regex>` comments expect, in that order; no line may match
# one of its `#! <regex>` comments.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
# shellcheck source=../journey-check.sh
source "$root/scripts/journey-check.sh"
status=0
for journey in "$root"/scripts/journeys/store/*.txt; do
    name=$(basename "$journey" .txt)
    work=$(mktemp -d)
    output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --store sandbox --script "$journey" 2>&1) || true
    rm -rf "$work"
    problems=()
    [ "$(echo "$output" | tail -1)" = "ok" ] || problems+=("ended with: $(echo "$output" | tail -1)")
    while IFS= read -r problem; do problems+=("$problem"); done < <(journey_problems "$output" "$journey")
    if [ ${#problems[@]} -eq 0 ]; then
        echo "store-journeys: $name ok ($(echo "$output" | grep -c '^screen ' || true) screens)"
    else
        echo "store-journeys: $name: $(printf '%s; ' "${problems[@]}")" >&2
        echo "$output" | grep -v '^event audio' | tail -20 >&2
        status=1
    fi
done
exit $status
