#!/usr/bin/env bash
# Builds the desktop host and prints the path of the `zahlenkette` executable.
# usage: scripts/desktop-binary.sh [debug|release]
set -euo pipefail
cd "$(dirname "$0")/../Desktop"
configuration=${1:-debug}
swift build -c "$configuration" --product zahlenkette >&2
echo "$(swift build -c "$configuration" --show-bin-path)/zahlenkette"
