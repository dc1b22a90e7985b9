#!/usr/bin/env bash
# Scene build time of the heaviest child scene (issue 6): scene.build_us.p99, target < 1000 us.
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --product SceneBenchmark >&2
"$(swift build -c release --show-bin-path)/SceneBenchmark"
