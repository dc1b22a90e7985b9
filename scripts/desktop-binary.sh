#!/usr/bin/env bash
# Builds the desktop host and prints the path of the `zahlenkette` executable (or of another
# product of the Desktop package: `zahlenkette-bench`, the benchmarks that never ship).
# usage: scripts/desktop-binary.sh [debug|release|debug-static] [PRODUCT]
# The release build links the Swift runtime statically (D-1302): the same binary serves
# `make run`, `make demo`, the benchmarks, `make install` and `make deb`, so they share the one
# build folder (scripts/lib/swiftpm.sh) and the installed program runs without the toolchain.
# `make test` builds every debug product once and names their folder in ZK_DEBUG_PRODUCTS; this
# script then answers from it at once (ZK_DESKTOP_BINARY_RELEASE likewise names a release binary).
# debug-static: the debug build's objects linked once more with the Swift runtime, as the release
# is, into .build/debug-static (scripts/static_relink.py, D-0049, D-0052): `make test` installs and
# packages it without compiling anything a second time.
set -euo pipefail
source "$(dirname "$0")/lib/swiftpm.sh"
configuration=${1:-debug}
product=${2:-zahlenkette}
[ "$product" = zahlenkette ] || ZK_DESKTOP_BINARY_RELEASE=""
case "$configuration" in
debug) prebuilt=${ZK_DEBUG_PRODUCTS:+$ZK_DEBUG_PRODUCTS/$product} ;;
release) prebuilt=${ZK_DESKTOP_BINARY_RELEASE:-} ;;
debug-static)
    # The link is read from the manifest of the Desktop package's debug build, which this build
    # (with nothing left to do under `make test`) writes.
    swiftpm Desktop build --product "$product" >&2
    python3 "$zk_root/scripts/static_relink.py" "$zk_build/debug.yaml" "$product" \
        "$zk_build/debug-static/$product" >&2
    echo "$zk_build/debug-static/$product"
    exit 0
    ;;
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
    swiftpm Desktop build -c "$configuration" "$@"
}
flags=(--product "$product")
[ "$configuration" = release ] && flags+=(--static-swift-stdlib)
desktop_build "${flags[@]}" >&2
echo "$(desktop_build --show-bin-path)/$product"
