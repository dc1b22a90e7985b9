#!/usr/bin/env bash
# Prints the app's version, or with --date its release date, from the one place both are kept:
# Packages/ZahlenketteKit/Sources/ZKCore/Release/AppVersion.swift (issue 20).
# usage: scripts/app-version.sh [--date]
set -euo pipefail
file="$(dirname "$0")/../Packages/ZahlenketteKit/Sources/ZKCore/Release/AppVersion.swift"
key=current
[ "${1:-}" = "--date" ] && key=releaseDate
value=$(sed -n "s/^ *public static let $key = \"\([^\"]*\)\"$/\1/p" "$file")
[ -n "$value" ] || { echo "app-version: no '$key' string literal in $file" >&2; exit 1; }
echo "$value"
