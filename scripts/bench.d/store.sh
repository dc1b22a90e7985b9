#!/usr/bin/env bash
# Store benchmark (issues 5 and 18): release build of StoreBenchmark. Prints on stdout the 90-day
# fixture's figures (unit of work, open, streamed export and its ratio to the sqlite3 tool's JSON
# dump, prune, file size) and a family's year (file size, open, unit of work p99); the
# synchronous=NORMAL/FULL comparison and the fixtures' row counts go to stderr (D-0305, D-1104).
set -euo pipefail
cd "$(dirname "$0")/../../Packages/ZahlenketteKit"
swift build -c release --product StoreBenchmark >/dev/null 2>&1 || swift build -c release >/dev/null
"$(swift build -c release --show-bin-path)/StoreBenchmark"
