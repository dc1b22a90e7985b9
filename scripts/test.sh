#!/usr/bin/env bash
# `make test`, the full check CI runs: the lint, every package's tests, then the repository checks
# in scripts/test.d/. It closes with each stage's seconds and one summary line
# "tests: N passed, N failed"; every failure is repeated just above that line (the failing tests'
# own lines, or a failing check's last lines), because a CI log is often read from its end only.
#
# Speed (docs/development.md#make-test): every package builds into the one `.build/` folder, so
# the desktop reuses the kit's modules; the host is built once up front and the checks reuse that
# binary; the checks run two at a time. TEST_JOBS changes that number.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/swiftpm.sh
source scripts/lib/tests.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures="$work/failures"
stages="$work/stages"
: >"$failures"
: >"$stages"
runs="$work/runs"
: >"$runs"
status=0
run_started=$(date +%s)
passed=0
failed=0

# stage NAME COMMAND…: runs the command with its output in $work/stage.log, and notes its seconds.
stage() {
    local name=$1 started rc
    shift
    echo "== $name"
    started=$(date +%s)
    "$@" >"$work/stage.log" 2>&1
    rc=$?
    # A stage that ran in the background earlier says its own seconds (stage_seconds).
    printf '%-34s %5d s\n' "$name" "${stage_seconds:-$(($(date +%s) - started))}" >>"$stages"
    return $rc
}

# A stage that is no test run: a failure counts once and shows its last lines.
step() {
    local name=$1
    if stage "$@"; then
        grep -vE '^\[[0-9]+/[0-9]+\] ' "$work/stage.log" | tail -5
    else
        status=1
        failed=$((failed + 1))
        cat "$work/stage.log"
        { echo "-- $name failed; its last lines:"; tail -25 "$work/stage.log"; } >>"$failures"
    fi
}

# A package's test run: counts its tests, and on failure repeats the failing tests' lines.
test_run() {
    local name=$1 log rc tests issues
    stage "$@"
    rc=$?
    log="$work/stage.log"
    # The per-test lines are dropped; Swift Testing's own summary ("Test run with N tests passed")
    # stays, so a reader of the log sees each run's count in the runner's words.
    awk '/^\[[0-9]+\/[0-9]+\] |^◇ / { next } /^✔ (Test|Suite) / && !/^✔ Test run with / { next } { print }' "$log"
    grep -E '^(✔|✘) Test run with ' "$log" | sed "s/^/$name: /" >>"$runs"
    tests=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | grep -oE '[0-9]+' | tail -1)
    issues=$(grep -E 'Test run with .* failed' "$log" | grep -oE 'with [0-9]+ issues?' | grep -oE '[0-9]+' | tail -1)
    if [ $rc -ne 0 ]; then
        status=1
        failed=$((failed + ${issues:-1}))
        passed=$((passed + ${tests:-0} - ${issues:-0}))
        {
            echo "-- $name (exit $rc):"
            # Swift Testing marks a failure with ✘; XCTest and the compiler write "error:".
            grep -m40 -E '✘|error:|Fatal error|Crash|signal [0-9]+' "$log" || tail -20 "$log"
        } >>"$failures"
    else
        passed=$((passed + ${tests:-0}))
    fi
}

step "lint" scripts/lint.sh
step "kit: build with tests" swiftpm Packages/ZahlenketteKit build --build-tests
# The crash attacks wait on process starts and disk syncs more than on the processor, and the app's
# long walks and the monkey run on the main actor, one test at a time: both lanes run from the test
# bundle itself (SwiftPM allows one of its commands per build folder at a time) beside the kit's
# other tests and the desktop's builds, and are counted when those are done.
# beside NAME FILTER: starts the kit's tests that FILTER names in the background.
kit_bin=$(swiftpm_bin debug)
beside() {
    local log="$work/$1.log" started
    started=$(date +%s)
    (
        cd Packages/ZahlenketteKit &&
            NO_COLOR=1 "$kit_bin/ZahlenketteKitPackageTests.xctest" --testing-library swift-testing \
                --filter "$2" >"$log" 2>&1
        echo "$? $(($(date +%s) - started))" >"$log.status"
    ) &
}
# collect NAME PID TITLE: waits for that run and counts it as a test run titled TITLE.
collect() {
    local log="$work/$1.log" rc seconds
    wait "$2"
    read -r rc seconds <"$log.status" 2>/dev/null || { rc=1 seconds=0; }
    stage_seconds=$seconds test_run "$3" bash -c "cat '$log'; exit $rc"
}
beside attacks "$zk_crash_attacks"
attacks=$!
beside walks "$zk_app_walks|$zk_monkey"
walks=$!
test_run "kit: tests (without the attacks and walks)" swiftpm Packages/ZahlenketteKit test --skip-build --disable-xctest \
    --skip "$zk_long_attacks|$zk_app_walks"
step "desktop: build with tests" swiftpm Desktop build --build-tests
test_run "desktop: tests" swiftpm Desktop test --skip-build --disable-xctest
# The desktop binary every check uses, built once: scripts/desktop-binary.sh answers from it. The
# install and package check installs and packages the debug build linked with the Swift runtime, as
# the release is, in a build folder of its own (ZK_PACKAGE_BUILD, D-0049); the optimised build is
# `make bench`'s, which measures it.
step "desktop: debug binary" scripts/desktop-binary.sh debug
# desktop-binary.sh prints the binary's path last.
debug_binary=$(tail -1 "$work/stage.log")
collect walks "$walks" "kit: the walks and the monkey (beside)"
collect attacks "$attacks" "kit: the crash attacks (beside)"
export ZK_DESKTOP_BINARY_DEBUG=$debug_binary ZK_PACKAGE_BUILD=debug-static

# The checks, TEST_JOBS at a time; each writes its own log, read back in their order.
run_check() { # check, log
    local started rc
    started=$(date +%s)
    bash "$1" >"$2" 2>&1
    rc=$?
    echo "$rc $(($(date +%s) - started))" >"$2.status"
}
export -f run_check
mapfile -t checks < <(ls scripts/test.d/*.sh 2>/dev/null)
# The slow checks first ($zk_slow_checks), then the others; the report keeps the folder's order.
ordered=()
for check in $zk_slow_checks; do [ -f "scripts/test.d/$check" ] && ordered+=("scripts/test.d/$check"); done
for check in "${checks[@]}"; do
    [[ " $zk_slow_checks " == *" $(basename "$check") "* ]] || ordered+=("$check")
done
# run_checks CHECK…: those checks, TEST_JOBS at a time.
run_checks() {
    local check
    for check in "$@"; do
        printf '%s\0%s\0' "$check" "$work/$(basename "$check").log"
    done | xargs -0 -r -n2 -P "${TEST_JOBS:-2}" bash -c 'run_check "$0" "$1"'
}
echo "== ${#checks[@]} checks, ${TEST_JOBS:-2} at a time"
started=$(date +%s)
run_checks "${ordered[@]}"
printf '%-34s %5d s\n' "checks (${TEST_JOBS:-2} at a time)" $(($(date +%s) - started)) >>"$stages"
for check in "${checks[@]}"; do
    log="$work/$(basename "$check").log"
    read -r rc seconds <"$log.status" 2>/dev/null || { rc=1 seconds=0; }
    echo "== $check (${seconds} s)"
    cat "$log"
    if [ "$rc" -eq 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        status=1
        { echo "-- $check failed; its last lines:"; tail -15 "$log"; } >>"$failures"
    fi
    printf '  %-32s %5d s\n' "$(basename "$check" .sh)" "$seconds" >>"$stages"
done

echo "== seconds per stage"
cat "$stages"
# The stages do not add up to the run: the kit's main lane also waits for the lanes beside it.
printf '%-34s %5d s\n' "the whole run (wall clock)" $(($(date +%s) - run_started))
echo "== test runs (Swift Testing's summaries), then the checks"
cat "$runs"
echo "checks: ${#checks[@]} scripts in scripts/test.d"
if [ -s "$failures" ]; then
    echo "== what failed"
    cat "$failures"
fi
echo "tests: $passed passed, $failed failed"
exit $status
