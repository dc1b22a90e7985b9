#!/usr/bin/env bash
# Issue 39: the app with a screen reader. In a private D-Bus session with the accessibility bus
# (at-spi2-core) and the app headless, python3-pyatspi walks J-01 (first start to the first task)
# and the parent check-in J-04 (the gate, the overview, a child's progress) by the controls'
# German names, pressing them through AT-SPI's action; every control on every screen visited has
# a name and a role. With AT-SPI off the app stays off the bus (docs/usability.md#the-desktop-bridge).
# Prints `screen_reader.seconds <n>`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for tool in dbus-run-session gdbus /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || {
        echo "screen-reader: $tool is missing; make setup installs it (scripts/apt/a11y.txt)" >&2
        exit 1
    }
done
mkdir -m 700 "$work/runtime"
started=$(date +%s%N)
env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS -u ZK_ACCESSIBILITY \
    HOME="$work" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
    ZK_A11Y_BINARY="$binary" ZK_A11Y_WORK="$work" \
    timeout 120 dbus-run-session -- "$root/scripts/a11y/session.sh" 2> >(grep -v -e '^dbus-daemon' -e '^SpiRegistry' >&2)
elapsed=$((($(date +%s%N) - started) / 1000000))
echo "screen_reader.seconds $(awk "BEGIN { printf \"%.2f\", $elapsed / 1000 }")"
