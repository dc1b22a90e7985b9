#!/usr/bin/env python3
"""Checks the iPhone and iPad app's checked-in files in App/ (issue 38; docs/ios-host.md).

- App/Info.plist: German development region, the version of AppVersion.swift, every orientation,
  no UIRequiresFullScreen, no permission prompt (no usage description), no encryption export.
- App/PrivacyInfo.xcprivacy: no tracking, no tracking domains, no collected data, and exactly the
  required-reason API categories the package's product code uses, each with its reason code.
- App/Zahlenkette.entitlements: In-App Purchase needs no key, so the file holds none (no iCloud).
- App/StoreKit/Products.storekit: the group "Zahlenkette Premium" with the two products of
  SubscriptionPlan.productID, German names, 3,99 EUR and 29,99 EUR, a 7-day free trial and Family
  Sharing on both. (ZKStoreTests.AppStoreKitFileTests holds it equal to ProductCatalog and S-24.)

usage: scripts/check_app_files.py [--root DIR]   check DIR (default: the repository)
       scripts/check_app_files.py --self-test      plant a violation per rule in a copy; each must fail
Prints every problem and exits 1 when there is one.
"""
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = "Packages/ZahlenketteKit/Sources"

# Apple's required-reason API categories: the symbols that use one, and the reason code that
# describes this app's use (the app reads only its own container; it measures elapsed time).
REQUIRED_REASON_APIS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": (
        r"\b(stat|fstat|lstat|fstatat|getattrlist|getattrlistbulk|fgetattrlist|getattrlistat)\s*\("
        r"|\.(creationDate|modificationDate)\b|\b(fileModificationDate|creationDateKey|contentModificationDateKey)\b",
        "C617.1",
    ),
    "NSPrivacyAccessedAPICategorySystemBootTime": (
        r"\b(mach_absolute_time|mach_continuous_time|systemUptime)\b",
        "35F9.1",
    ),
    "NSPrivacyAccessedAPICategoryDiskSpace": (
        r"\b(statfs|statvfs|fstatfs|fstatvfs|systemFreeSize|systemSize)\b|\bvolumeAvailableCapacity\w*",
        "E174.1",
    ),
    "NSPrivacyAccessedAPICategoryUserDefaults": (r"\bUserDefaults\b", "CA92.1"),
    "NSPrivacyAccessedAPICategoryActiveKeyboards": (r"\bactiveInputModes\b", "54BD.1"),
}

SPEC_PRODUCTS = {  # plan: (period, price), as docs/store.md#products-and-storekit-2 states
    "monthly": ("P1M", "3.99"),
    "yearly": ("P1Y", "29.99"),
}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(re.sub(r"//.*$", "", line) for line in text.splitlines())


def used_categories(root):
    """Required-reason categories used by the product code the app links (Sources/; the package's
    benchmarks and helpers live in Tools/ and Tests/ and are not part of the app)."""
    used = {}
    base = os.path.join(root, SOURCES)
    for target in sorted(os.listdir(base)):
        for folder, _, files in os.walk(os.path.join(base, target)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    code = strip_comments(handle.read())
                for category, (pattern, _) in REQUIRED_REASON_APIS.items():
                    if re.search(pattern, code):
                        used.setdefault(category, os.path.relpath(path, root))
    return used


def swift_literal(root, path, name):
    with open(os.path.join(root, path), encoding="utf-8") as handle:
        match = re.search(r'static let %s = "([^"]+)"' % name, handle.read())
    return match.group(1) if match else None


def load_plist(root, path, problems):
    try:
        with open(os.path.join(root, path), "rb") as handle:
            value = plistlib.load(handle)
    except (OSError, plistlib.InvalidFileException, ValueError) as error:
        problems.append("%s: not a readable property list (%s)" % (path, error))
        return None
    if not isinstance(value, dict):
        problems.append("%s: the top level is not a dictionary" % path)
        return None
    return value


def check_info(root, problems):
    info = load_plist(root, "App/Info.plist", problems)
    if info is None:
        return
    version = swift_literal(root, SOURCES + "/ZKCore/Release/AppVersion.swift", "current")
    expected = {
        "CFBundleDevelopmentRegion": "de",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "ITSAppUsesNonExemptEncryption": False,
        "LSRequiresIPhoneOS": True,
    }
    for key, value in expected.items():
        if info.get(key) != value:
            problems.append("Info.plist: %s is %r, not %r" % (key, info.get(key), value))
    if "de" not in info.get("CFBundleLocalizations", []):
        problems.append("Info.plist: CFBundleLocalizations lacks de")
    phone = {"UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
             "UIInterfaceOrientationLandscapeRight"}
    if set(info.get("UISupportedInterfaceOrientations", [])) != phone:
        problems.append("Info.plist: the iPhone must allow portrait and both landscapes (no screen locks orientation)")
    pad = phone | {"UIInterfaceOrientationPortraitUpsideDown"}
    if set(info.get("UISupportedInterfaceOrientations~ipad", [])) != pad:
        problems.append("Info.plist: the iPad must allow all four orientations")
    for key in ("UIRequiresFullScreen", "NSAppTransportSecurity", "UIBackgroundModes"):
        if key in info:
            problems.append("Info.plist: %s must not be set" % key)
    for key in sorted(info):
        if key.endswith("UsageDescription"):
            problems.append("Info.plist: %s asks a permission the app never needs" % key)


def check_privacy(root, problems):
    privacy = load_plist(root, "App/PrivacyInfo.xcprivacy", problems)
    if privacy is None:
        return
    if privacy.get("NSPrivacyTracking") is not False:
        problems.append("PrivacyInfo.xcprivacy: NSPrivacyTracking must be false")
    for key in ("NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes"):
        if privacy.get(key) != []:
            problems.append("PrivacyInfo.xcprivacy: %s must be an empty array" % key)
    declared = {}
    for entry in privacy.get("NSPrivacyAccessedAPITypes", []):
        declared[entry.get("NSPrivacyAccessedAPIType")] = entry.get("NSPrivacyAccessedAPITypeReasons")
    used = used_categories(root)
    for category, path in sorted(used.items()):
        reason = REQUIRED_REASON_APIS[category][1]
        if category not in declared:
            problems.append("PrivacyInfo.xcprivacy: %s is used (%s) but not declared" % (category, path))
        elif declared[category] != [reason]:
            problems.append("PrivacyInfo.xcprivacy: %s needs the reason [%s], has %r" % (category, reason, declared[category]))
    for category in sorted(set(declared) - set(used)):
        problems.append("PrivacyInfo.xcprivacy: %s is declared but no product code uses it" % category)


def check_entitlements(root, problems):
    entitlements = load_plist(root, "App/Zahlenkette.entitlements", problems)
    if entitlements is None:
        return
    for key in sorted(entitlements):
        kind = "an iCloud key" if re.search(r"icloud|ubiquity|cloudkit", key, re.I) else "a key"
        problems.append("Zahlenkette.entitlements: %s (%s); In-App Purchase needs none" % (kind, key))


def check_storekit(root, problems):
    path = "App/StoreKit/Products.storekit"
    try:
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            config = json.load(handle)
    except (OSError, ValueError) as error:
        problems.append("%s: not readable JSON (%s)" % (path, error))
        return
    bundle = swift_literal(root, SOURCES + "/ZKStore/Model/SubscriptionPlan.swift", "bundleID")
    if config.get("products") or config.get("nonRenewingSubscriptions"):
        problems.append("Products.storekit: only the subscription group may hold products")
    groups = config.get("subscriptionGroups", [])
    if len(groups) != 1 or groups[0].get("name") != "Zahlenkette Premium":
        problems.append("Products.storekit: one subscription group named \"Zahlenkette Premium\" expected")
        return
    subscriptions = {item.get("productID"): item for item in groups[0].get("subscriptions", [])}
    wanted = {"%s.premium.%s" % (bundle, plan): plan for plan in SPEC_PRODUCTS}
    if set(subscriptions) != set(wanted):
        problems.append("Products.storekit: products %s, expected %s" % (sorted(subscriptions), sorted(wanted)))
    for product_id, plan in sorted(wanted.items()):
        item = subscriptions.get(product_id)
        if item is None:
            continue
        period, price = SPEC_PRODUCTS[plan]
        if item.get("type") != "RecurringSubscription" or item.get("recurringSubscriptionPeriod") != period:
            problems.append("Products.storekit: %s must renew every %s" % (product_id, period))
        if item.get("displayPrice") != price:
            problems.append("Products.storekit: %s costs %r, not %s EUR" % (product_id, item.get("displayPrice"), price))
        if item.get("familyShareable") is not True:
            problems.append("Products.storekit: %s must be shared with the family" % product_id)
        offer = item.get("introductoryOffer") or {}
        if offer.get("paymentMode") != "free" or offer.get("subscriptionPeriod") not in ("P1W", "P7D"):
            problems.append("Products.storekit: %s needs a free 7-day trial" % product_id)
        if offer.get("numberOfPeriods", 1) != 1:
            problems.append("Products.storekit: %s's trial must be one period" % product_id)
        german = [entry for entry in item.get("localizations", []) if entry.get("locale", "").startswith("de")]
        if not german or not german[0].get("displayName"):
            problems.append("Products.storekit: %s has no German display name" % product_id)
        if item.get("subscriptionGroupID") != groups[0].get("id"):
            problems.append("Products.storekit: %s is not in the group's id" % product_id)
    if config.get("settings", {}).get("_storefront") != "DEU":
        problems.append("Products.storekit: the test storefront must be Germany (DEU), so prices are in EUR")


def check(root):
    problems = []
    check_info(root, problems)
    check_privacy(root, problems)
    check_entitlements(root, problems)
    check_storekit(root, problems)
    return problems


def edit_plist(path, change):
    with open(path, "rb") as handle:
        value = plistlib.load(handle)
    change(value)
    with open(path, "wb") as handle:
        plistlib.dump(value, handle)


def edit_json(path, change):
    with open(path, encoding="utf-8") as handle:
        value = json.load(handle)
    change(value)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, ensure_ascii=False, indent=2)


def yearly(config):
    return next(item for item in config["subscriptionGroups"][0]["subscriptions"] if item["productID"].endswith(".yearly"))


PLANTS = [
    ("tracking on", "App/PrivacyInfo.xcprivacy", edit_plist, lambda p: p.update(NSPrivacyTracking=True)),
    ("a collected data type", "App/PrivacyInfo.xcprivacy", edit_plist,
     lambda p: p.update(NSPrivacyCollectedDataTypes=[{"NSPrivacyCollectedDataType": "NSPrivacyCollectedDataTypeName"}])),
    ("a used category left out", "App/PrivacyInfo.xcprivacy", edit_plist,
     lambda p: p.update(NSPrivacyAccessedAPITypes=p["NSPrivacyAccessedAPITypes"][:1])),
    ("a wrong reason code", "App/PrivacyInfo.xcprivacy", edit_plist,
     lambda p: p["NSPrivacyAccessedAPITypes"][0].update(NSPrivacyAccessedAPITypeReasons=["3B52.1"])),
    ("an unused category declared", "App/PrivacyInfo.xcprivacy", edit_plist,
     lambda p: p["NSPrivacyAccessedAPITypes"].append(
         {"NSPrivacyAccessedAPIType": "NSPrivacyAccessedAPICategoryDiskSpace", "NSPrivacyAccessedAPITypeReasons": ["E174.1"]})),
    ("an iCloud key", "App/Zahlenkette.entitlements", edit_plist,
     lambda p: p.update({"com.apple.developer.icloud-services": ["CloudKit"]})),
    ("UIRequiresFullScreen", "App/Info.plist", edit_plist, lambda p: p.update(UIRequiresFullScreen=True)),
    ("a permission prompt", "App/Info.plist", edit_plist, lambda p: p.update(NSMotionUsageDescription="x")),
    ("an English development region", "App/Info.plist", edit_plist, lambda p: p.update(CFBundleDevelopmentRegion="en")),
    ("a version other than AppVersion.swift's", "App/Info.plist", edit_plist,
     lambda p: p.update(CFBundleShortVersionString="9.9.9")),
    ("the yearly price changed", "App/StoreKit/Products.storekit", edit_json, lambda c: yearly(c).update(displayPrice="24.99")),
    ("the trial taken off", "App/StoreKit/Products.storekit", edit_json, lambda c: yearly(c).update(introductoryOffer=None)),
    ("Family Sharing off", "App/StoreKit/Products.storekit", edit_json, lambda c: yearly(c).update(familyShareable=False)),
    ("the old product ID", "App/StoreKit/Products.storekit", edit_json, lambda c: yearly(c).update(productID="zk.premium.yearly")),
    ("the group renamed", "App/StoreKit/Products.storekit", edit_json,
     lambda c: c["subscriptionGroups"][0].update(name="Premium")),
]


def self_test():
    if check(REPO):
        print("check_app_files: the repository's own files fail; fix them before the self-test")
        return 1
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(["cp", "-r", os.path.join(REPO, "App"), work], check=True)
        sources = os.path.join(work, SOURCES)
        shutil.copytree(os.path.join(REPO, SOURCES), sources)
        for name, path, edit, change in PLANTS:
            full = os.path.join(work, path)
            with open(full, "rb") as handle:
                original = handle.read()
            edit(full, change)
            caught = bool(check(work))
            print("check_app_files: %s: %s" % ("caught" if caught else "NOT caught", name))
            failures += 0 if caught else 1
            with open(full, "wb") as handle:
                handle.write(original)
        # Product code that starts reading free disk space must be declared.
        planted = os.path.join(sources, "ZKCore", "PlantedDiskSpace.swift")
        with open(planted, "w", encoding="utf-8") as handle:
            handle.write("import Foundation\n\nlet planted = URLResourceKey.volumeAvailableCapacityKey\n")
        caught = any("DiskSpace is used" in problem for problem in check(work))
        print("check_app_files: %s: product code reading disk space, undeclared" % ("caught" if caught else "NOT caught"))
        failures += 0 if caught else 1
    if failures:
        print("check_app_files: %d planted violations passed" % failures)
        return 1
    print("check_app_files: every planted violation was caught")
    return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    root = arguments[1] if arguments[:1] == ["--root"] and len(arguments) == 2 else REPO
    problems = check(root)
    for problem in problems:
        print("check_app_files: " + problem)
    if problems:
        return 1
    print("check_app_files: App/ is as the spec asks (%d required-reason categories used and declared)"
          % len(used_categories(root)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
