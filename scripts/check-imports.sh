#!/usr/bin/env bash
# Enforces the module graph (spec 5.3.3, docs/development.md#module-rules): the target dependencies that
# `swift package dump-package` reports, and the import lines of every source file.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/check_imports.py "$@"
