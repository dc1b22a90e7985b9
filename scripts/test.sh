#!/usr/bin/env bash
# `make test`, the full check CI runs: the lint, every package's tests, then the repository checks
# in scripts/test.d/. It closes with each stage's seconds and one summary line
# "tests: N passed, N failed"; every failure is repeated just above that line (the failing tests'
# own lines, or a failing check's last lines), because a CI log is often read from its end only.
#
# Speed (docs/development.md#make-test): every package builds into the one `.build/` folder, so
# the desktop reuses the kit's modules, and the checks reuse its debug programs; the checks that
# build their own run from the start in the idle processor time; the others run in two lanes
# (TEST_JOBS changes that number) beside them.
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

# The checks run in lanes that share one queue: a lane takes the next check of its list that no
# lane has taken yet (a claim is a folder in $work/claims, which only one lane can make), writes its
# log to $work/<check>.log and its exit status and seconds beside it.
# claim_checks FOLDER CHECK…
claim_checks() {
    local folder=$1 check name started rc
    shift
    for check in "$@"; do
        name=$(basename "$check")
        mkdir "$folder/claims/$name" 2>/dev/null || continue
        started=$(date +%s)
        bash "$check" >"$folder/$name.log" 2>&1
        rc=$?
        echo "$rc $(($(date +%s) - started))" >"$folder/$name.log.status"
    done
}
export -f claim_checks
mkdir "$work/claims"
# checks_named NAME…: the paths of the named checks that exist in scripts/test.d/, in that order.
checks_named() {
    local name
    for name in "$@"; do [ -f "scripts/test.d/$name" ] && echo "scripts/test.d/$name"; done
    return 0
}
# The checks that build in folders of their own and need nothing of the kit's build
# ($zk_early_checks) start at once in a lane of their own at the lowest priority: they take the
# processor time the lint, the kit's build and its tests leave idle (those wait on disk syncs and
# process starts), and whichever has not started when the other checks' lanes open is theirs
# (D-0051).
export ZK_PACKAGE_BUILD=debug-static
mapfile -t early < <(checks_named $zk_early_checks)
early_started=$(date +%s)
nice -n 19 bash -c 'claim_checks "$@"' claim_checks "$work" "${early[@]}" &
early_lane=$!

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
# Every product of both packages is now built in debug, in one folder: the checks and the tiny
# benchmarks take their programs from it (ZK_DEBUG_PRODUCTS) instead of asking SwiftPM again, which
# costs 2–3 processor seconds even when nothing is left to build. The install and package check
# installs and packages the debug build's objects linked once more with the Swift runtime, as the
# release is (ZK_PACKAGE_BUILD, D-0049, D-0052); the optimised build is `make bench`'s.
export ZK_DEBUG_PRODUCTS=$kit_bin
# The checks that mostly wait ($zk_waiting_checks) start now in a lane of their own, beside the
# desktop's tests and the checks' two lanes, which they would otherwise leave a core idle (D-0063).
mapfile -t waiting < <(checks_named $zk_waiting_checks)
claim_checks "$work" "${waiting[@]}" &
waiting_lane=$!
test_run "desktop: tests" swiftpm Desktop test --skip-build --disable-xctest
step "desktop: debug binary" scripts/desktop-binary.sh debug
collect walks "$walks" "kit: the walks and the monkey (beside)"
collect attacks "$attacks" "kit: the crash attacks (beside)"

# Every check, TEST_JOBS lanes at a time beside the early lane; the report keeps the folder's order.
mapfile -t checks < <(ls scripts/test.d/*.sh 2>/dev/null)
# The early checks not yet taken, then the slow ones ($zk_slow_checks), then the others.
mapfile -t ordered < <(checks_named $zk_early_checks $zk_slow_checks)
for check in "${checks[@]}"; do
    [[ " $zk_slow_checks $zk_early_checks " == *" $(basename "$check") "* ]] || ordered+=("$check")
done
# The early lane's check now runs at the priority of the others, so that it does not end last
# (possible only where the run may raise a priority, as CI's root can; otherwise it stays low).
descendants() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}
renice -n 0 -p "$early_lane" $(descendants "$early_lane") >/dev/null 2>&1 || true
echo "== ${#checks[@]} checks, ${TEST_JOBS:-2} lanes beside the early one"
started=$(date +%s)
lanes=()
for _ in $(seq "${TEST_JOBS:-2}"); do
    claim_checks "$work" "${ordered[@]}" &
    lanes+=($!)
done
wait "${lanes[@]}" "$waiting_lane"
printf '%-34s %5d s\n' "checks (${TEST_JOBS:-2} lanes)" $(($(date +%s) - started)) >>"$stages"
pool_ended=$(date +%s)
wait "$early_lane"
printf '%-34s %5d s\n' "early checks (from the start)" $(($(date +%s) - early_started)) >>"$stages"
printf '%-34s %5d s\n' "  of which after the pool" $(($(date +%s) - pool_ended)) >>"$stages"
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
