#!/usr/bin/env bash
# Rewrites every Swift file in place with the project's .swift-format (spec 6.13).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t roots < <(for d in Packages Desktop App; do [ -d "$d" ] && echo "$d"; done)
swift format format --in-place --recursive --parallel --configuration .swift-format "${roots[@]}"
