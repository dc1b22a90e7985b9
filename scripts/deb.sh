#!/usr/bin/env bash
# `make deb` (issue 20): build/zahlenkette_<version>_<arch>.deb (DEB_OUT names another folder)
# from `scripts/install.sh` staged under /usr, with the runtime dependencies dpkg-shlibdeps reads
# off the binary plus the fonts, a copyright file carrying THIRD_PARTY_NOTICES.md, and a
# changelog. The desktop entry, the AppStream metadata and the package itself are validated
# (desktop-file-validate, appstreamcli in its offline mode, lintian: any error fails). The
# AppStream screenshots land in <out>/appstream/.
# Prints `deb <path>` and `deb.size_kb <n>` last.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/packaging/publisher.env"
version=$("$root/scripts/app-version.sh")
date=$("$root/scripts/app-version.sh" --date)
arch=$(dpkg --print-architecture)
out="${DEB_OUT:-$root/build}"
deb="$out/zahlenkette_${version}_${arch}.deb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/stage"
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(date -u -d "$date" +%s)

DESTDIR="$stage" "$root/scripts/install.sh" install /usr
doc="$stage/usr/share/doc/zahlenkette"
install -d "$doc" "$stage/DEBIAN" "$out"

# copyright: the DEP-5 template with the notices as its header comment (blank lines become " .").
notices="$work/notices"
sed -e 's/^$/./' -e 's/^/ /' "$root/THIRD_PARTY_NOTICES.md" >"$notices"
sed -e "s|@MAINTAINER@|$MAINTAINER|" -e "/^@NOTICES@$/{r $notices" -e 'd}' \
    "$root/packaging/debian/copyright.in" >"$doc/copyright"

# changelog: one entry per version, dated with the release date of AppVersion.swift.
{
    echo "zahlenkette ($version) unstable; urgency=medium"
    echo
    echo "  * Zahlenkette $version."
    echo
    echo " -- $MAINTAINER  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"

# Runtime dependencies: the shared libraries the binary links (SDL2, its ttf/image/mixer, SQLite,
# the C and C++ runtimes), as dpkg-shlibdeps maps them to packages.
mkdir -p "$work/shlibs/debian"
printf 'Source: zahlenkette\n\nPackage: zahlenkette\nArchitecture: any\n' >"$work/shlibs/debian/control"
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O -e"$stage/usr/bin/zahlenkette" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "deb: dpkg-shlibdeps found no library dependencies" >&2; exit 1; }

size=$(du -sk --apparent-size "$stage/usr" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$MAINTAINER|" \
    -e "s|@INSTALLED_SIZE@|$size|" -e "s#@SHLIBS@#$shlibs#" \
    "$root/packaging/debian/control.in" >"$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -newermt "@$SOURCE_DATE_EPOCH" -print0 | xargs -0 touch --no-dereference --date="@$SOURCE_DATE_EPOCH"

# xz gives the smallest package; DEB_COMPRESSION=gzip builds the same package about five times
# faster (the package test uses it). Debian's tools accept no other compressor.
rm -f "$deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$stage" "$deb" >/dev/null

echo "== desktop-file-validate"
desktop-file-validate "$stage/usr/share/applications/$APP_ID.desktop"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$stage/usr/share/metainfo/$APP_ID.metainfo.xml"
echo "== lintian"
lintian --fail-on error --info "$deb"

# The screenshots the metadata names, taken by the staged program from its staged resources.
"$root/scripts/appstream-screenshots.sh" "$stage/usr/bin/zahlenkette" "$out/appstream/screenshots"

echo "deb $deb"
echo "deb.size_kb $(($(stat -c %s "$deb") / 1024))"
echo "deb.installed_size_kb $size"
