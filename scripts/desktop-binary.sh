#!/usr/bin/env bash
# Builds the desktop host and prints the path of the `zahlenkette` executable (or of another
# product of the Desktop package: `zahlenkette-bench`, the benchmarks that never ship).
# usage: scripts/desktop-binary.sh [debug|release] [PRODUCT]
# The release build links the Swift runtime statically (D-1302): the same binary serves
# `make run`, `make demo`, the benchmarks, `make install` and `make deb`, so they share the one
# build folder (scripts/lib/swiftpm.sh) and the installed program runs without the toolchain.
# `make test` builds both once and names them in ZK_DESKTOP_BINARY_DEBUG and
# ZK_DESKTOP_BINARY_RELEASE, which this script then answers with at once.
set -euo pipefail
source "$(dirname "$0")/lib/swiftpm.sh"
configuration=${1:-debug}
product=${2:-zahlenkette}
[ "$product" = zahlenkette ] || { ZK_DESKTOP_BINARY_DEBUG="" ZK_DESKTOP_BINARY_RELEASE=""; }
case "$configuration" in
debug) prebuilt=${ZK_DESKTOP_BINARY_DEBUG:-} ;;
release) prebuilt=${ZK_DESKTOP_BINARY_RELEASE:-} ;;
*)
    echo "desktop-binary: the configuration is debug or release, not $configuration" >&2
    exit 2
    ;;
esac
if [ -n "$prebuilt" ] && [ -x "$prebuilt" ]; then
    echo "$prebuilt"
    exit 0
fi
flags=(-c "$configuration" --product "$product")
[ "$configuration" = release ] && flags+=(--static-swift-stdlib)
swiftpm Desktop build "${flags[@]}" >&2
echo "$(swiftpm Desktop build -c "$configuration" --show-bin-path)/$product"
