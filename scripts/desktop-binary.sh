#!/usr/bin/env bash
# Builds the desktop host and prints the path of the `zahlenkette` executable.
# usage: scripts/desktop-binary.sh [debug|release]
# The release build links the Swift runtime statically (D-1302): the same binary serves
# `make run`, `make demo`, the benchmarks, `make install` and `make deb`, so they share one cache
# in Desktop/.build and the installed program runs without the toolchain.
set -euo pipefail
cd "$(dirname "$0")/../Desktop"
configuration=${1:-debug}
flags=(-c "$configuration" --product zahlenkette)
[ "$configuration" = release ] && flags+=(--static-swift-stdlib)
swift build "${flags[@]}" >&2
echo "$(swift build -c "$configuration" --show-bin-path)/zahlenkette"
