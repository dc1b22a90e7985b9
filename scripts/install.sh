#!/usr/bin/env bash
# `make install` / `make uninstall` (issue 20): puts the release build of `zahlenkette` (Swift
# runtime linked in) and everything a desktop needs under PREFIX, or takes exactly those files
# away again. DESTDIR stages the files elsewhere (scripts/deb.sh builds the package from it).
# With the default PREFIX ~/.local, share/zahlenkette is also the children's data folder
# (zahlenkette.sqlite, settings.json): both actions touch only the resource folders in it (D-1308).
# usage: scripts/install.sh install|uninstall PREFIX
#
#   PREFIX/bin/zahlenkette
#   PREFIX/share/zahlenkette/{Content,Images,Audio,Icons}    found by ResourceLocator
#   PREFIX/share/applications/<app id>.desktop               the menu entry
#   PREFIX/share/icons/hicolor/{48..512,scalable}/apps/      the icon
#   PREFIX/share/metainfo/<app id>.metainfo.xml              AppStream
#   PREFIX/share/man/man1/zahlenkette.1.gz                   from --help (help2man)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../packaging/publisher.env
. "$root/packaging/publisher.env"
action=${1:?usage: scripts/install.sh install|uninstall PREFIX}
prefix=${2:?usage: scripts/install.sh install|uninstall PREFIX}
case "$prefix" in /*) ;; *) echo "install: PREFIX must be an absolute folder, not '$prefix'." >&2; exit 2 ;; esac
prefix=${prefix%/}
target="${DESTDIR:-}$prefix"
sizes=(48 64 128 256 512)
resources=(Content Images Audio Icons)

# Every path this script installs, relative to the target; uninstall removes exactly these.
installed_paths() {
    echo bin/zahlenkette
    for folder in "${resources[@]}"; do echo "share/zahlenkette/$folder"; done
    echo "share/applications/$APP_ID.desktop"
    echo "share/metainfo/$APP_ID.metainfo.xml"
    echo share/man/man1/zahlenkette.1.gz
    echo "share/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in "${sizes[@]}"; do echo "share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"; done
}

if [ "$action" = uninstall ]; then
    while read -r path; do rm -rf "${target:?}/$path"; done < <(installed_paths)
    # Kept when it still holds a child's progress.
    rmdir "$target/share/zahlenkette" 2>/dev/null || true
    echo "uninstall: Zahlenkette removed from $target"
    exit 0
fi
[ "$action" = install ] || { echo "install: the action is install or uninstall, not '$action'." >&2; exit 2; }

binary=$("$root/scripts/desktop-binary.sh" release)
version=$("$root/scripts/app-version.sh")
date=$("$root/scripts/app-version.sh" --date)

# The program, stripped of its symbols (82 MB become 61 MB).
install -d "$target/bin"
install -m 755 "$binary" "$target/bin/zahlenkette"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$target/bin/zahlenkette"

# Resources: what the app reads at run time, never the sources they are made from (Resources/Art).
install -d "$target/share/zahlenkette"
for folder in "${resources[@]}"; do
    rm -rf "${target:?}/share/zahlenkette/$folder"
    cp -R "$root/Resources/$folder" "$target/share/zahlenkette/"
    find "$target/share/zahlenkette/$folder" -type d -exec chmod 755 {} +
    find "$target/share/zahlenkette/$folder" -type f -exec chmod 644 {} +
done

# Desktop entry and AppStream metadata from their templates in packaging/.
install -d "$target/share/applications" "$target/share/metainfo" "$target/share/man/man1"
sed -e "s|@BINDIR@|$prefix/bin|g" -e "s|@APP_ID@|$APP_ID|g" \
    "$root/packaging/$APP_ID.desktop.in" >"$target/share/applications/$APP_ID.desktop"
sed -e "s|@APP_ID@|$APP_ID|g" -e "s|@VERSION@|$version|g" -e "s|@DATE@|$date|g" \
    -e "s|@SCREENSHOT_URL@|$SCREENSHOT_URL|g" \
    "$root/packaging/$APP_ID.metainfo.xml.in" >"$target/share/metainfo/$APP_ID.metainfo.xml"
chmod 644 "$target/share/applications/$APP_ID.desktop" "$target/share/metainfo/$APP_ID.metainfo.xml"

# Icons: the PNGs scripts/build-icons.sh rendered from Resources/Art/app_icon.svg, and the SVG.
for size in "${sizes[@]}"; do
    install -D -m 644 "$root/Resources/Icons/${size}x${size}.png" \
        "$target/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 "$root/Resources/Art/app_icon.svg" "$target/share/icons/hicolor/scalable/apps/$APP_ID.svg"

# The man page is the program's own --help and --version (one text to keep current), without the
# "Here:" lines that name this machine's folders. The date is the release date, so two builds of
# one version give the same page.
SOURCE_DATE_EPOCH=$(date -u -d "$date" +%s) help2man --no-info --section 1 \
    --name "calm number-learning app for children aged 2 to 6" \
    --version-string "$version" "$target/bin/zahlenkette" | sed '/^Here: /d' |
    gzip -9n >"$target/share/man/man1/zahlenkette.1.gz"
chmod 644 "$target/share/man/man1/zahlenkette.1.gz"

echo "install: Zahlenkette $version installed in $target (start it with $prefix/bin/zahlenkette or from the menu)"
