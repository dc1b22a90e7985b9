#!/usr/bin/env bash
# Runs every benchmark in scripts/bench.d/ (release builds); each prints `<name> <value>` lines.
set -euo pipefail
cd "$(dirname "$0")/.."
for bench in scripts/bench.d/*.sh; do
    [ -e "$bench" ] || continue
    bash "$bench"
done
