#!/usr/bin/env bash
# Runs every package's tests, then the repository checks in scripts/test.d/, and closes with one
# summary line "tests: N passed, N failed". Every failure is repeated just above that line (the
# failing tests' own lines, or a failing check's last lines), because a CI log is often read from
# its end only.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
failures=$(mktemp)
trap 'rm -f "$log" "$failures"' EXIT
status=0
passed=0
failed=0

for package in Packages/ZahlenketteKit Desktop; do
    [ -f "$package/Package.swift" ] || continue
    echo "== swift test: $package"
    (cd "$package" && swift test 2>&1) >"$log"
    rc=$?
    grep -vE '^\[[0-9]+/[0-9]+\] ' "$log"
    tests=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | grep -oE '[0-9]+' | tail -1)
    issues=$(grep -E 'Test run with .* failed' "$log" | grep -oE 'with [0-9]+ issues?' | grep -oE '[0-9]+' | tail -1)
    if [ $rc -ne 0 ]; then
        status=1
        failed=$((failed + ${issues:-1}))
        passed=$((passed + ${tests:-0} - ${issues:-0}))
        {
            echo "-- $package (swift test exit $rc):"
            # Swift Testing marks a failure with ✘; XCTest and the compiler write "error:".
            grep -m40 -E '✘|error:|Fatal error|Crash|signal [0-9]+' "$log" || tail -20 "$log"
        } >>"$failures"
    else
        passed=$((passed + ${tests:-0}))
    fi
done

for check in scripts/test.d/*.sh; do
    [ -e "$check" ] || continue
    echo "== $check"
    if bash "$check" 2>&1 | tee "$log"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        status=1
        { echo "-- $check failed; its last lines:"; tail -15 "$log"; } >>"$failures"
    fi
done

if [ -s "$failures" ]; then
    echo "== what failed"
    cat "$failures"
fi
echo "tests: $passed passed, $failed failed"
exit $status
