#!/usr/bin/env bash
# `make stress` (issue 18): the long versions of the attacks `make test` runs short.
#   1. the store's crash-safety fault test, the killed daily backup and the killed import, 1,000
#      SIGKILL runs each (200, 200 and 100 in `make test`);
#   2. the monkey: 500,000 random inputs through the real app, 20 seeds of 25,000 (release
#      build of MonkeyRunner; `make test` runs 20,000 in AppMonkeyTests);
#   3. the app killed with SIGKILL at 300 random moments of scripted play (30 in `make test`);
#   4. the importer's fuzzer for 5 minutes (3 seconds in `make test`, docs/export.md#bad-files).
# MONKEY_INPUTS, MONKEY_SEEDS, KILL_RUNS and IMPORT_FUZZ_SECONDS change the sizes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/lib/swiftpm.sh"

echo "== store crash safety, killed backups and killed imports (1,000 SIGKILL runs each)"
ZK_CRASH_RUNS=1000 swiftpm Packages/ZahlenketteKit test --filter "ZKPersistenceTests.(CrashSafetyTests|BackupCrashTests|ImportCrashTests)"

echo "== monkey"
swiftpm Packages/ZahlenketteKit build -c release --product MonkeyRunner >/dev/null
runner="$(swiftpm_bin release)/MonkeyRunner"
read -r -a remaining <<<"${MONKEY_SEEDS:-$(seq -s ' ' 101 120)}"
monkey_failed=0
# A seed that crashes the app kills the runner: name it, then go on with the seeds after it.
while ((${#remaining[@]})); do
    log=$(mktemp)
    set +e
    "$runner" "$root/Resources" "${MONKEY_INPUTS:-25000}" "${remaining[@]}" | tee "$log"
    status=${PIPESTATUS[0]}
    set -e
    finished=$(grep -c '^monkey seed=' "$log" || true)
    rm -f "$log"
    if ((status <= 128)); then
        ((status == 0)) || monkey_failed=1
        break
    fi
    echo "monkey seed=${remaining[$finished]} CRASHED the app (signal $((status - 128))); replay: $runner $root/Resources ${MONKEY_INPUTS:-25000} ${remaining[$finished]}"
    monkey_failed=1
    remaining=("${remaining[@]:$((finished + 1))}")
done

echo "== kill the app"
KILL_RUNS=${KILL_RUNS:-300} bash "$root/scripts/test.d/kill-the-app.sh"

echo "== the importer's fuzzer"
FUZZ_SECONDS=${IMPORT_FUZZ_SECONDS:-300} "$root/scripts/fuzz.sh" import
exit "$monkey_failed"
