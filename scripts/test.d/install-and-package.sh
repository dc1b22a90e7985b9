#!/usr/bin/env bash
# Issue 20: Zahlenkette installs like a Linux desktop app and finds its pictures and voice from
# any folder.
#   1. `scripts/install.sh` into a temporary PREFIX: the installed program, started from another
#      temporary folder, photographs S-05 with the avatar's colours; reinstalling and uninstalling
#      keep a child's store in share/zahlenkette and leave no other file.
#   2. `scripts/deb.sh` (the release build in the shared .build/ is reused), `apt-get install ./…deb`,
#      then the installed `zahlenkette` started from /tmp, headless: S-05 with the avatar's
#      colours, and the audio service names the voice files it found; the package is removed.
# Prints `install_package.seconds <n>` at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
started=$(date +%s)
# `make test` installs and packages the build ZK_PACKAGE_BUILD names (debug-static: the debug
# build's objects linked with the Swift runtime as the release is, D-0049, D-0052); run by hand,
# this check packages the release build.
if [ -z "${ZK_DESKTOP_BINARY_RELEASE:-}" ] && [ -n "${ZK_PACKAGE_BUILD:-}" ]; then
    ZK_DESKTOP_BINARY_RELEASE=$("$root/scripts/desktop-binary.sh" "$ZK_PACKAGE_BUILD")
    export ZK_DESKTOP_BINARY_RELEASE
fi
work=$(mktemp -d)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
installed=""
cleanup() {
    [ -z "$installed" ] || $sudo apt-get remove -y -qq zahlenkette >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
unset ZK_RESOURCES
# The two-children fixture's first child, whom S-05 shows, has the fox.
avatar=avatar_fuchs.png
fail() {
    echo "install-and-package: $*" >&2
    exit 1
}

# 1. A user install under a temporary PREFIX, started from an unrelated folder.
mkdir -p "$work/elsewhere"
"$root/scripts/install.sh" install "$work/prefix" >/dev/null
(cd "$work/elsewhere" && "$work/prefix/bin/zahlenkette" --screenshot "$work/prefix-S05.png" --screen S05 \
    --fixture two-children)
python3 "$root/scripts/check-picture-colours.py" "$work/prefix-S05.png" "$work/prefix/share/zahlenkette/Images/$avatar"
# With PREFIX ~/.local, share/zahlenkette is also the data folder: uninstalling and installing
# again keep a child's store; everything else goes.
echo "progress" >"$work/prefix/share/zahlenkette/zahlenkette.sqlite"
"$root/scripts/install.sh" install "$work/prefix" >/dev/null 2>&1
"$root/scripts/install.sh" uninstall "$work/prefix" >/dev/null
[ "$(cat "$work/prefix/share/zahlenkette/zahlenkette.sqlite")" = progress ] || fail "the child's store did not survive"
rm "$work/prefix/share/zahlenkette/zahlenkette.sqlite"
left=$(find "$work/prefix" -type f | wc -l)
[ "$left" -eq 0 ] || fail "uninstall left $left files under $work/prefix"

# 2. The Debian package, installed the way a family's machine installs it.
if dpkg-query -W -f='${Status}' zahlenkette 2>/dev/null | grep 'install ok installed' >/dev/null; then
    fail "a zahlenkette package is already installed; remove it (apt-get remove zahlenkette) so the test can install its own"
fi
# gzip instead of xz: the same package, built in seconds rather than a minute.
DEB_COMPRESSION=gzip DEB_OUT="$work/deb" "$root/scripts/deb.sh" | tee "$work/deb.log"
deb=$(sed -n 's/^deb //p' "$work/deb.log")
[ -f "$deb" ] || fail "scripts/deb.sh made no package"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
installed=yes
program=$(command -v zahlenkette) || fail "the package installed no zahlenkette on PATH"
[ "$program" = /usr/bin/zahlenkette ] || fail "zahlenkette on PATH is $program, not the package's /usr/bin/zahlenkette"
echo "installed: $(cd /tmp && zahlenkette --version)"

(cd /tmp && zahlenkette --screenshot "$work/deb-S05.png" --screen S05 --fixture two-children)
python3 "$root/scripts/check-picture-colours.py" "$work/deb-S05.png" "/usr/share/zahlenkette/Images/$avatar"

# The window with the dummy audio driver: the audio service says where its voice came from on
# stderr, then SIGTERM closes the window the way a desktop session would.
exec {window}< <(cd /tmp && exec zahlenkette --data-dir "$work/data" 2>&1 >/dev/null)
pid=$!
voice=""
while IFS= read -r -t 60 -u "$window" line; do
    case "$line" in *"voice: "*) voice=$line && break ;; esac
done
kill -TERM "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
exec {window}<&-
echo "$voice" | grep -E '^zahlenkette: voice: [1-9][0-9]* lines in /usr/share/zahlenkette/Audio/de$' >/dev/null ||
    fail "the installed app did not report its voice files (last line: '${voice:-${line:-none}}')"
echo "$voice"

$sudo apt-get remove -y -qq zahlenkette >/dev/null
installed=""
[ ! -e /usr/bin/zahlenkette ] && [ ! -e /usr/share/zahlenkette ] || fail "apt-get remove left files behind"
echo "install_package.seconds $(($(date +%s) - started))"
