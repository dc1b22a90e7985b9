#!/usr/bin/env bash
# Scene build time of the heaviest child scene (issue 6): scene.build_us.p99, target < 1000 us.
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --manifest-cache none --product SceneBenchmark >/dev/null 2>&1 || swift build -c release --manifest-cache none --product SceneBenchmark
"$(swift build -c release --manifest-cache none --show-bin-path)/SceneBenchmark"
