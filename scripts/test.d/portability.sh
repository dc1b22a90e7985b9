#!/usr/bin/env bash
# Portability (issue 38, docs/ios-host.md#portability): the portable package has no Linux-only code
# outside `#if os(Linux)` / `#if canImport(Glibc)`. The lint runs the check on the sources (and
# scripts/test-lint.sh plants violations into them); here its self-test proves that each rule bites
# and that guarded code passes.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/check_portability.py
python3 scripts/check_portability.py --self-test
