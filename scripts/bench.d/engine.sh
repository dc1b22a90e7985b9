#!/usr/bin/env bash
# The learning engine's benchmark (issue 3): simulated learners against three baselines, plus the
# planning and apply latencies. Release build; prints one `<name> <value>` line per figure.
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --product EngineBenchmark >&2
"$(swift build -c release --show-bin-path)/EngineBenchmark"
