# Sourced by the journey checks in scripts/test.d/: compares a journey's output with its comments.
# Every `#> <regex>` line must match a line of the output after the line the previous one matched;
# no line of the output may match a `#! <regex>` line. Prints one problem per line, nothing when
# the output is as the journey expects.
journey_problems() {
    local output=$1 journey=$2 line=0 found pattern
    while IFS= read -r pattern; do
        found=$(echo "$output" | tail -n +$((line + 1)) | grep -n -m1 -E -- "$pattern" | cut -d: -f1 || true)
        if [ -z "$found" ]; then
            echo "no line matches \"$pattern\" after line $line"
            return 0
        fi
        line=$((line + found))
    done < <(sed -n 's/^#> //p' "$journey")
    while IFS= read -r pattern; do
        if echo "$output" | grep -E -- "$pattern" >/dev/null; then echo "a line matches \"$pattern\""; fi
    done < <(sed -n 's/^#! //p' "$journey")
}
