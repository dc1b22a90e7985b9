#!/usr/bin/env bash
# Scene build time of the heaviest child scene (issue 6): scene.build_us.p99, target < 1000 us.
# ZK_BENCH_TINY=1: the debug build, a tenth of the builds.
set -euo pipefail
source "$(dirname "$0")/../lib/swiftpm.sh"
configuration=release
[ "${ZK_BENCH_TINY:-0}" = 1 ] && configuration=debug
bench=$(kit_product "$configuration" SceneBenchmark)
"$bench"
