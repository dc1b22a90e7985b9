#!/usr/bin/env bash
# The learning engine's benchmark (issue 3): simulated learners against three baselines, plus the
# planning and apply latencies. Release build; prints one `<name> <value>` line per figure.
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"

# The manifest declares a target only once its folder holds Swift files, so the cached manifest of
# an older checkout may not know EngineBenchmark yet: evaluate it afresh.
build() { swift build --manifest-cache none -c release --product EngineBenchmark >&2; }
if ! build; then
    # A release build description written before the target existed is stale; let SwiftPM rewrite it.
    rm -f .build/release.yaml
    build
fi
"$(swift build -c release --show-bin-path)/EngineBenchmark"
