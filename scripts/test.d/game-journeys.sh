#!/usr/bin/env bash
# Plays every game journey in scripts/journeys/ (a file named after its game ID, such as
# blitzblick.txt) headless through the real renderer on a fresh data folder, and checks that the
# output holds each line the journey expects (its `#> <regex>` lines), in that order.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
status=0
for journey in "$root"/scripts/journeys/*.txt; do
    grep -q '^#> ' "$journey" || continue
    name=$(basename "$journey" .txt)
    work=$(mktemp -d)
    output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$binary" --data-dir "$work/data" --script "$journey" 2>&1) || true
    rm -rf "$work"
    # Each expectation must match a line after the line the previous one matched.
    line=0
    missing=""
    while IFS= read -r pattern; do
        found=$(echo "$output" | tail -n +$((line + 1)) | grep -n -m1 -E -- "$pattern" | cut -d: -f1 || true)
        if [ -z "$found" ]; then
            missing="$pattern"
            break
        fi
        line=$((line + found))
    done < <(sed -n 's/^#> //p' "$journey")
    if [ -n "$missing" ]; then
        echo "game-journeys: $name: no line matches \"$missing\" after line $line" >&2
        echo "$output" | grep -v '^event audio' | tail -15 >&2
        status=1
    else
        echo "game-journeys: $name ok ($(echo "$output" | grep -c '^event task ') tasks)"
    fi
done
exit $status
