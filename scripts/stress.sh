#!/usr/bin/env bash
# `make stress` (issue 18): the long versions of the attacks `make test` runs short.
#   1. the store's crash-safety fault test with 1,000 SIGKILL runs (200 in `make test`);
#   2. the monkey: 500,000 random inputs through the real app, 20 seeds of 25,000 (release
#      build of MonkeyRunner; `make test` runs 20,000 in AppMonkeyTests);
#   3. the app killed with SIGKILL at 300 random moments of scripted play (30 in `make test`).
# MONKEY_INPUTS, MONKEY_SEEDS and KILL_RUNS change the sizes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/Packages/ZahlenketteKit"

echo "== store crash safety (1,000 SIGKILL runs)"
ZK_CRASH_RUNS=1000 swift test --filter ZKPersistenceTests.CrashSafetyTests

echo "== monkey"
swift build -c release --product MonkeyRunner >/dev/null
seeds=${MONKEY_SEEDS:-$(seq -s ' ' 101 120)}
"$(swift build -c release --show-bin-path)/MonkeyRunner" "$root/Resources" "${MONKEY_INPUTS:-25000}" $seeds

echo "== kill the app"
KILL_RUNS=${KILL_RUNS:-300} bash "$root/scripts/test.d/kill-the-app.sh"
