#!/usr/bin/env bash
# Builds the desktop host and prints the path of the `zahlenkette` executable (or of another
# product of the Desktop package: `zahlenkette-bench`, the benchmarks that never ship).
# usage: scripts/desktop-binary.sh [debug|release|debug-static] [PRODUCT]
# The release build links the Swift runtime statically (D-1302): the same binary serves
# `make run`, `make demo`, the benchmarks, `make install` and `make deb`, so they share the one
# build folder (scripts/lib/swiftpm.sh) and the installed program runs without the toolchain.
# `make test` builds every debug product once and names their folder in ZK_DEBUG_PRODUCTS; this
# script then answers from it at once (ZK_DESKTOP_BINARY_RELEASE likewise names a release binary).
# debug-static: the debug build without debug information, linked with the Swift runtime as the
# release is, in a build folder of its own (.build/debug-static): objects of a static link do not
# mix with the shared debug build's (D-0049). `make test` installs and packages it.
set -euo pipefail
source "$(dirname "$0")/lib/swiftpm.sh"
configuration=${1:-debug}
product=${2:-zahlenkette}
[ "$product" = zahlenkette ] || ZK_DESKTOP_BINARY_RELEASE=""
case "$configuration" in
debug) prebuilt=${ZK_DEBUG_PRODUCTS:+$ZK_DEBUG_PRODUCTS/$product} ;;
debug-static) prebuilt="" ;;
release) prebuilt=${ZK_DESKTOP_BINARY_RELEASE:-} ;;
*)
    echo "desktop-binary: the configuration is debug, release or debug-static, not $configuration" >&2
    exit 2
    ;;
esac
if [ -n "$prebuilt" ] && [ -x "$prebuilt" ]; then
    echo "$prebuilt"
    exit 0
fi
# desktop_build ARGS…: `swift build` of the Desktop package in this configuration's folder.
desktop_build() {
    if [ "$configuration" = debug-static ]; then
        zk_build="$zk_build/debug-static" swiftpm Desktop build -Xswiftc -gnone "$@"
    else
        swiftpm Desktop build -c "$configuration" "$@"
    fi
}
flags=(--product "$product")
[ "$configuration" != debug ] && flags+=(--static-swift-stdlib)
desktop_build "${flags[@]}" >&2
echo "$(desktop_build --show-bin-path)/$product"
