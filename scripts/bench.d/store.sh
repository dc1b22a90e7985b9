#!/usr/bin/env bash
# Store benchmark (issues 5 and 18): StoreBenchmark. Prints on stdout the 90-day fixture's figures
# (unit of work, open, streamed export and its ratio to the sqlite3 tool's JSON dump, prune, file
# size) and a family's year (file size, open, unit of work p99, the daily backup and the unit of
# work p99 while it runs, its export against its import into an empty store); the synchronous=NORMAL/FULL
# comparison and the fixtures' row counts go to stderr (D-0305, D-1104). ZK_BENCH_TINY=1: the
# debug build and a few days of each fixture.
set -euo pipefail
source "$(dirname "$0")/../lib/swiftpm.sh"
configuration=release
[ "${ZK_BENCH_TINY:-0}" = 1 ] && configuration=debug
bench=$(kit_product "$configuration" StoreBenchmark)
"$bench"
