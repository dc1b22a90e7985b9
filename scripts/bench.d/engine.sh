#!/usr/bin/env bash
# The learning engine's benchmark (docs/engine.md): simulated children under the engine, its
# ablations, fixed, random and the oracle teacher, plus the planning and apply latencies. Release
# build; prints one `<name> <value>` line per figure. ZK_BENCH_TINY=1: the debug build, one child
# per population, and only the policies `engine.figures` promises (the ablations are the full
# run's business).
# bench-repeats: 1
# (Its children are seeded, so every run prints the same shares; its latencies are percentiles
# over thousands of plans already.)
set -euo pipefail
source "$(dirname "$0")/../lib/swiftpm.sh"
configuration=release
if [ "${ZK_BENCH_TINY:-0}" = 1 ]; then
    configuration=debug
    export ENGINE_BENCH_LEARNERS=1 ENGINE_BENCH_POLICIES=engine,fixed,oracle_teacher,oracle_teacher_help_rule
fi
bench=$(kit_product "$configuration" EngineBenchmark)
"$bench"
