#!/usr/bin/env bash
# Kill the app, not just the store (issue 18): the desktop binary plays the garden journey and is
# ended with SIGKILL at 30 moments (KILL_RUNS; `make stress` runs 300) inside rounds, at round
# ends, during a purchase, after the first settings write and at random times; after each kill
# the app must relaunch and the store must have lost and duplicated nothing (scripts/kill_the_app.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
python3 "$root/scripts/kill_the_app.py" "$binary" "$root/Resources" "${KILL_RUNS:-30}" "${KILL_SEED:-18}"
