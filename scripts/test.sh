#!/usr/bin/env bash
# Runs every package's tests, then the repository checks in scripts/test.d/, and closes with one
# summary line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
passed=0
failed=0

for package in Packages/ZahlenketteKit Desktop; do
    [ -f "$package/Package.swift" ] || continue
    echo "== swift test: $package"
    # The manifest reads the file system (a target appears with its folder), so a cached manifest
    # goes stale; always evaluate it afresh.
    (cd "$package" && swift test --manifest-cache none 2>&1) >"$log"
    rc=$?
    grep -vE '^\[[0-9]+/[0-9]+\] ' "$log"
    tests=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | grep -oE '[0-9]+' | tail -1)
    issues=$(grep -E 'Test run with .* failed' "$log" | grep -oE 'with [0-9]+ issues?' | grep -oE '[0-9]+' | tail -1)
    if [ $rc -ne 0 ]; then
        status=1
        failed=$((failed + ${issues:-1}))
        passed=$((passed + ${tests:-0} - ${issues:-0}))
    else
        passed=$((passed + ${tests:-0}))
    fi
done

for check in scripts/test.d/*.sh; do
    [ -e "$check" ] || continue
    echo "== $check"
    if bash "$check"; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi
done

echo "tests: $passed passed, $failed failed"
exit $status
