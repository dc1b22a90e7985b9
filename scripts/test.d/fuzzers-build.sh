#!/usr/bin/env bash
# The fuzzers cannot rot (issue 18): builds every target of scripts/fuzz.sh (content loader,
# script parser, settings decoder, importer) with its sanitizers and runs each for one second:
# thousands of inputs, enough to prove each still builds, starts and checks its invariant.
# It builds without optimisation, which halves the build and proves the same; `make fuzz` builds
# with -O and runs them for ten minutes each.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
if FUZZ_OPT=-Onone FUZZ_SECONDS=${FUZZ_CHECK_SECONDS:-1} FUZZ_WORK="$work" "$root/scripts/fuzz.sh" >"$work/run.log" 2>&1; then
    grep -E '^== fuzz|^Done ' "$work/run.log" | paste - - | sed 's/^== //'
    rm -rf "$work"
else
    tail -30 "$work/run.log" >&2
    echo "fuzzers-build: failed; builds, logs and any reproducer are in $work" >&2
    exit 1
fi
