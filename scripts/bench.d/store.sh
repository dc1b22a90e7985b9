#!/usr/bin/env bash
# Store benchmark (issue 5): release build of StoreBenchmark, six `<name> <value>` lines on stdout;
# the synchronous=NORMAL/FULL comparison goes to stderr (DECISIONS D-0305).
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --product StoreBenchmark >/dev/null 2>&1 || swift build -c release >/dev/null
"$(swift build -c release --show-bin-path)/StoreBenchmark"
