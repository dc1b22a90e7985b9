#!/usr/bin/env bash
# J-03 Daily Abenteuer through the real renderer (issue 14): scripts/journeys/abenteuer.txt plays
# today's Abenteuer headless on a fresh data folder with --seed 4. It must end with `ok`, print
# every line its `#> <regex>` comments expect in order, plan three different games and play exactly
# those, in that order, one round each, greet every friend made in a stop right after that stop
# (before the trail or S-10, D-0767), and photograph the home button, the trail and the end screen.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
journey="$root/scripts/journeys/abenteuer.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/demo"
output=$(cd "$work" && ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
    "$binary" --data-dir "$work/data" --seed 4 --script "$journey" 2>&1) || true
problems=()
[ "$(echo "$output" | tail -1)" = "ok" ] || problems+=("ended with: $(echo "$output" | tail -1)")
line=0
while IFS= read -r pattern; do
    found=$(echo "$output" | tail -n +$((line + 1)) | grep -n -m1 -E -- "$pattern" | cut -d: -f1 || true)
    if [ -z "$found" ]; then
        problems+=("no line matches \"$pattern\" after line $line")
        break
    fi
    line=$((line + found))
done < <(sed -n 's/^#> //p' "$journey")
planned=$(echo "$output" | sed -n 's/^event abenteuer-planned .* games=//p')
played=$(echo "$output" | sed -n 's/^event abenteuer-stop stop=[0-9] game=//p' | paste -sd, -)
started=$(echo "$output" | sed -n 's/^event round-start game=\([a-z_]*\) .*/\1/p' | paste -sd, -)
[ "$(echo "$planned" | tr ',' '\n' | sort -u | wc -l)" -eq 3 ] || problems+=("planned games not three different: $planned")
[ "$played" = "$planned" ] || problems+=("stops played $played, planned $planned")
[ "$started" = "$planned" ] || problems+=("rounds started $started, planned $planned")
[ "$(echo "$output" | grep -c '^event round-end ')" -eq 3 ] || problems+=("not three round ends")
[ "$(echo "$output" | grep -c '^event abenteuer-complete ')" -eq 1 ] || problems+=("not one completion")
[ "$(ls "$work/demo" | wc -l)" -eq 3 ] || problems+=("expected 3 screenshots")
# Friends made during the stops, and those greeted between a stop's end and the next trail or S-10.
made=$(echo "$output" | sed -n 's/^event friend number=//p' | paste -sd, -)
greeted=$(echo "$output" | awk '/^event round-end /{open=1} /^screen S(09|10)$/{open=0}
    open && /^event celebration /{sub(/.*friend=/, ""); print}' | paste -sd, -)
[ -n "$made" ] || problems+=("no friend made in the stops")
[ "$greeted" = "$made" ] || problems+=("friends made in stops: $made; greeted after their stop: ${greeted:-none}")
if [ ${#problems[@]} -eq 0 ]; then
    echo "abenteuer-journey: ok ($planned, $(echo "$output" | grep -c '^event task ' || true) tasks, friends greeted $greeted)"
else
    echo "abenteuer-journey: $(printf '%s; ' "${problems[@]}")" >&2
    echo "$output" | grep -v '^event audio' | tail -15 >&2
    exit 1
fi
