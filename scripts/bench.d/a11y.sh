#!/usr/bin/env bash
# The screen-reader bridge (issue 39, docs/usability.md#the-desktop-bridge), with `zahlenkette-bench
# accessibility` in a private D-Bus session whose accessibility bus says AT-SPI is on:
#   a11y.ask_ms: the one question to the session bus the window asks after its first frame;
#   a11y.tree_us.p50/.p99: the accessible tree of the benchmark scene;
#   a11y.mirror_us.p50/.p99: a frame whose focus moved, mirrored into the running bridge.
# With the bridge off the window does none of this: desktop.sh's render.frame_ms and
# desktop.first_frame_ms are the figures without it. ZK_BENCH_TINY=1: the debug build, 50 frames.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ "${ZK_BENCH_TINY:-0}" = 1 ]; then configuration=debug frames=50; else configuration=release frames=2000; fi
bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench 2>/dev/null) ||
    bin=$("$root/scripts/desktop-binary.sh" "$configuration" zahlenkette-bench)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -m 700 "$work/runtime"
session() {
    /usr/libexec/at-spi-bus-launcher --launch-immediately >&2 &
    local launcher=$! status=0
    local call=(gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus
        --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled "<true>")
    for _ in $(seq 1 100); do "${call[@]}" >/dev/null 2>&1 && break || sleep 0.05; done
    SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy "$bin" accessibility "$frames" || status=$?
    kill "$launcher" 2>/dev/null || true
    return $status
}
export -f session
export bin frames
env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS -u ZK_ACCESSIBILITY \
    HOME="$work" XDG_RUNTIME_DIR="$work/runtime" GSETTINGS_BACKEND=memory \
    dbus-run-session -- bash -c session 2> >(grep -v -e '^dbus-daemon' -e '^SpiRegistry' >&2) |
    grep -v '^SpiRegistry'
