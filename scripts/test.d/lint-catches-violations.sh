#!/usr/bin/env bash
# Proves the lint works: a clean copy of the tree passes, and each forbidden construct planted in a
# temporary copy makes scripts/lint.sh fail.
set -euo pipefail
exec bash "$(dirname "$0")/../test-lint.sh"
