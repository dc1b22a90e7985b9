#!/usr/bin/env bash
# The learning engine's benchmark (issues 3 and 11): simulated children under the engine, its
# ablations, fixed, random and an oracle, plus the planning and apply latencies. Release build;
# prints one `<name> <value>` line per figure (docs/engine.md).
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --product EngineBenchmark >&2
"$(swift build -c release --show-bin-path)/EngineBenchmark"
