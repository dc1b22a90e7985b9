#!/usr/bin/env bash
# `make check`: the developer's quick tier (docs/development.md#make-check), a few minutes when the
# build folder is warm. The lint, an incremental build of the kit and the desktop host, and the
# kit's tests without the long attacks (the SIGKILL crash tests and the monkey), which `make test`
# runs in full. It never replaces `make test` before a commit lands.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/swiftpm.sh

started=$(date +%s)
status=0
run() { # name, command…
    local name=$1 begun
    shift
    begun=$(date +%s)
    if "$@"; then
        echo "check: $name ok ($(($(date +%s) - begun)) s)"
    else
        echo "check: $name FAILED ($(($(date +%s) - begun)) s)" >&2
        status=1
    fi
}

source scripts/lib/tests.sh

run lint scripts/lint.sh
run "kit build" swiftpm Packages/ZahlenketteKit build --build-tests -q
run "kit tests" swiftpm Packages/ZahlenketteKit test --skip-build --skip "$zk_long_attacks" -q
run "desktop build" swiftpm Desktop build -q
echo "check: $( ((status == 0)) && echo passed || echo failed) in $(($(date +%s) - started)) s"
exit $status
