#!/usr/bin/env bash
# The iPhone and iPad app's files in App/ (issue 38, docs/ios-host.md): Info.plist, the privacy
# manifest, the entitlements and the StoreKit configuration hold the spec's values, and the check
# catches a planted violation of each rule. ZKStoreTests.AppStoreKitFileTests holds the StoreKit
# file equal to ZKStore's product catalog and to S-24's prices.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/check_app_files.py
python3 scripts/check_app_files.py --self-test
