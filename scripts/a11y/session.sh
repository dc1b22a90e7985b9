#!/usr/bin/env bash
# Runs inside a private D-Bus session (dbus-run-session, from scripts/test.d/screen-reader.sh):
# starts the accessibility bus, then the app headless twice. First with AT-SPI off: the app must
# not appear on the accessibility bus. Then with AT-SPI on (org.a11y.Status IsEnabled, as Orca and
# the desktop's settings set it): scripts/a11y/screen_reader_walk.py walks J-01 and J-04 through it.
# Needs ZK_A11Y_BINARY (the app) and ZK_A11Y_WORK (a fresh folder).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$ZK_A11Y_WORK
# The bus launcher keeps IsEnabled in GSettings: in memory here, never in the user's settings.
export GSETTINGS_BACKEND=memory
/usr/libexec/at-spi-bus-launcher --launch-immediately >&2 &
launcher=$!
app=""
off=""
cleanup() {
    [ -z "$app" ] || kill "$app" 2>/dev/null || true
    [ -z "$off" ] || kill "$off" 2>/dev/null || true
    kill "$launcher" 2>/dev/null || true
}
trap cleanup EXIT
status() {
    gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.freedesktop.DBus.Properties."$@"
}
for _ in $(seq 1 100); do
    status Get org.a11y.Status IsEnabled >/dev/null 2>&1 && break
    sleep 0.05
done
start_app() {
    # The walk reads German names: a German device, whatever the machine's locale.
    (cd "$work" && exec env -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 ZK_RESOURCES="$root/Resources" \
        SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
        "$ZK_A11Y_BINARY" --data-dir "$work/data-$1" >"$work/app-$1.log" 2>&1) &
    app=$!
}
wait_for_line() {
    for _ in $(seq 1 200); do
        grep -x "$2" "$work/app-$1.log" >/dev/null 2>&1 && return 0
        sleep 0.05
    done
    echo "screen-reader: the app ($1) never printed '$2'" >&2
    exit 1
}

# AT-SPI off: an app shows its welcome and keeps running beside the walk; it must stay off the bus.
status Set org.a11y.Status IsEnabled "<false>" >/dev/null
start_app off
off=$app
wait_for_line off "screen S02"

# AT-SPI on: the walk.
status Set org.a11y.Status IsEnabled "<true>" >/dev/null
start_app on
/usr/bin/python3 "$here/screen_reader_walk.py" || {
    echo "screen-reader: the app's last lines:" >&2
    tail -8 "$work/app-on.log" >&2
    exit 1
}
# Counting the picture's label (docs/usability.md#the-counting-picture) answered every task of the
# round right at the first try.
if grep '^event task ' "$work/app-on.log" | grep -v 'firstTry=true' >&2; then
    echo "screen-reader: a task above was not answered right at the first try by counting its picture" >&2
    exit 1
fi
grep -x "screen S19" "$work/app-on.log" >/dev/null || {
    echo "screen-reader: the app never showed S19" >&2
    exit 1
}
