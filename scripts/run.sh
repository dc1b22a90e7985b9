#!/usr/bin/env bash
# `make run`: builds the desktop app and opens its window. Without a display it says so and
# points to `make demo`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "make run needs a display to open the Zahlenkette window; here there is none, so run 'make demo' to play a scripted first session headless and get its screenshots in demo/."
    exit 1
fi
binary=$("$root/scripts/desktop-binary.sh" release)
cd "$root"
exec "$binary" "$@"
