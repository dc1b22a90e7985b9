"""Module-graph check behind scripts/check-imports.sh (spec 5.3.3).

The graph checked is the one `swift package dump-package` reports; this script keeps no copy of it.
It holds only the architecture's rules: which modules a target may depend on (ALLOWED). It fails on
a declared dependency the rules forbid, on an import that is not a declared dependency, on a
declared dependency no source file imports (the two must match exactly), on any remote package, on
a portable target importing a UI or platform framework, and on a product target linking TestSupport.
The games are the package's `Game<Name>` targets, read from the dump like everything else.
"""
import json
import os
import re
import subprocess
import sys

GAME_NAME = re.compile(r"^Game[A-Z][A-Za-z]*$")
GAME_DEPS = {"ZKGameKit", "ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"}

# May-depend rules of the portable package: target -> modules of the package it may use. The
# games' rows and the app's games are filled in from the dump (`rules`).
CORE_ALLOWED = {
    "ZKCore": set(),
    "ZKLearningEngine": {"ZKCore"},
    "ZKContent": {"ZKCore"},
    "ZKPersistence": {"ZKCore", "CSQLite"},
    "ZKAudio": {"ZKCore", "ZKContent"},
    "ZKScene": {"ZKCore"},
    "ZKDesignSystem": {"ZKCore", "ZKScene"},
    "ZKGameKit": {"ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"},
    "ZKRewards": {"ZKCore", "ZKPersistence", "ZKContent"},
    "ZKStore": {"ZKCore"},
    "ZKParentArea": {"ZKCore", "ZKContent", "ZKPersistence", "ZKStore", "ZKDesignSystem", "ZKScene",
                     "ZKLearningEngine"},
    "ZKApp": {"ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKScene", "ZKDesignSystem", "ZKGameKit",
              "ZKLearningEngine", "ZKRewards", "ZKStore", "ZKParentArea"},
    "EngineBenchmark": {"ZKCore", "ZKLearningEngine"},
    "StoreWorkload": {"ZKCore", "ZKPersistence"},
    "StoreBenchmark": {"ZKCore", "ZKPersistence", "StoreWorkload"},
    "StoreCrashHelper": {"ZKCore", "ZKPersistence", "StoreWorkload"},
    "PurchaseCrashHelper": {"ZKCore", "ZKContent", "ZKPersistence", "ZKRewards"},
    "AbenteuerCrashHelper": {"ZKApp", "ZKCore", "ZKPersistence"},
    "SceneBenchmark": {"ZKCore", "ZKScene", "ZKDesignSystem"},
    "AppMonkey": {"ZKApp", "ZKCore", "ZKGameKit", "ZKPersistence", "ZKScene"},
    "MonkeyRunner": {"AppMonkey", "ZKCore"},
    "TestSupport": {"ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKStore", "ZKGameKit", "ZKScene",
                    "ZKDesignSystem"},
    # The build tool that writes the app's game registry from the app's dependencies.
    "RegistryGenerator": set(),
    "RegistryPlugin": {"RegistryGenerator"},
}
# Imports a plugin target may use besides the system modules.
PLUGIN_IMPORTS = {"PackagePlugin"}


def rules(games):
    """The allowed dependencies with the package's games filled in."""
    allowed = {name: set(deps) for name, deps in CORE_ALLOWED.items()}
    for game in games:
        allowed[game] = set(GAME_DEPS)
    allowed["ZKApp"] |= set(games)
    return allowed
# System modules any target may import.
SYSTEM = {"Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "Synchronization"}
# Never in a portable target (docs/development.md#platform-contracts: the host owns the platform).
FORBIDDEN_PORTABLE = {"SwiftUI", "UIKit", "AppKit", "AVFoundation", "StoreKit", "CSDL2", "CCairo", "Network",
                      "FoundationNetworking", "CoreMotion", "SpriteKit", "PencilKit"}
# The desktop host: may use the whole portable package, SDL and cairo (the report's PDF), nothing
# networked.
DESKTOP_ALLOWED = {"CSDL2", "CCairo", "ZahlenketteDesktopCore", "ZahlenketteDesktopSDL"} | set(CORE_ALLOWED) | SYSTEM
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|internal|private|fileprivate|package)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")

errors = []


def dump(package_dir):
    out = subprocess.run(["swift", "package", "dump-package"], cwd=package_dir, capture_output=True, text=True)
    if out.returncode != 0:
        errors.append(f"{package_dir}: swift package dump-package failed: {out.stderr.strip()[:400]}")
        return None
    return json.loads(out.stdout)


def target_deps(target):
    names = []
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dep:
                names.append(dep[kind][0])
    return names


def imports_of(folder):
    found = []
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    match = IMPORT.match(line)
                    if match:
                        found.append((path, number, match.group(1)))
    return found


def check_kit():
    package_dir = "Packages/ZahlenketteKit"
    data = dump(package_dir)
    if data is None:
        return
    if data.get("dependencies"):
        errors.append(f"{package_dir}: remote or local package dependencies are forbidden (spec 5.2.2)")
    names = {t["name"] for t in data["targets"]}
    games = sorted(t["name"] for t in data["targets"] if t["type"] == "regular" and GAME_NAME.match(t["name"]))
    allowed = rules(games)
    for target in data["targets"]:
        name, kind = target["name"], target["type"]
        deps = target_deps(target)
        if kind == "system":
            continue
        extra = PLUGIN_IMPORTS if kind == "plugin" else set()
        if kind == "test":
            under_test = name[:-5] if name.endswith("Tests") else name
            bad = [d for d in deps if d not in (under_test, "TestSupport")]
            if bad:
                errors.append(f"{name}: test target depends on {bad}; tests depend on their target and TestSupport")
            allowed_imports = allowed.get(under_test, set()) | {under_test, "TestSupport", "Testing", "XCTest"} \
                | allowed["TestSupport"]
            folder = os.path.join(package_dir, "Tests", name)
            check_imports(name, folder, allowed_imports)
            continue
        if name not in allowed:
            errors.append(f"{name}: target is not in the module graph rules (scripts/check_imports.py)")
            continue
        bad = [d for d in deps if d not in allowed[name]]
        if bad:
            errors.append(f"{name}: depends on {bad}, outside its allowed dependencies")
        if "TestSupport" in deps and name != "TestSupport":
            errors.append(f"{name}: a product target may never link TestSupport")
        folder = os.path.join(package_dir, target.get("path") or os.path.join("Sources", name))
        imported = check_imports(name, folder, set(deps) | extra | ({"Testing", "XCTest"} if name == "TestSupport"
                                                                      else set()))
        # Declared and imported must match exactly; the app's games are imported by the registry
        # its plugin generates, and a plugin's tool is run, not imported.
        generated = set(games) if target.get("pluginUsages") else set()
        unused = [d for d in deps if d not in imported and d not in generated and kind != "plugin"
                  and d != "CSQLite"]
        if unused:
            errors.append(f"{name}: declares {unused} but no source file imports them")
    missing = [t for t in allowed if t not in names and os.path.isdir(os.path.join(package_dir, "Sources", t))]
    for target in missing:
        errors.append(f"{target}: source folder exists but the target is not declared")
    for folder in sorted(os.listdir(os.path.join(package_dir, "Sources"))):
        if GAME_NAME.match(folder) and folder not in games:
            errors.append(f"{folder}: a game folder exists but Package.swift's game list does not name it")


def check_imports(name, folder, allowed_imports):
    """Fails on imports outside `allowed_imports`; returns the package modules imported."""
    imported = set()
    for path, number, module in imports_of(folder):
        if module in FORBIDDEN_PORTABLE:
            errors.append(f"{path}:{number}: portable code imports {module} (docs/development.md#platform-contracts)")
        elif module not in SYSTEM and module not in allowed_imports:
            errors.append(f"{path}:{number}: {name} may not import {module}")
        imported.add(module)
    return imported


def check_desktop():
    if not os.path.isfile("Desktop/Package.swift"):
        return
    data = dump("Desktop")
    if data is None:
        return
    for dep in data.get("dependencies", []):
        location = json.dumps(dep)
        if "fileSystem" not in location and "local" not in location:
            errors.append(f"Desktop: only the local ZahlenketteKit package may be a dependency: {location[:200]}")
    games = {t["name"] for t in (dump("Packages/ZahlenketteKit") or {"targets": []})["targets"]
             if GAME_NAME.match(t["name"])}
    for folder, extra in (("Desktop/Sources", set()), ("Desktop/Tests", {"Testing", "XCTest"})):
        for path, number, module in imports_of(folder):
            if module in {"Network", "FoundationNetworking", "SwiftUI", "UIKit"}:
                errors.append(f"{path}:{number}: the desktop host may not import {module}")
            elif module not in DESKTOP_ALLOWED | games | extra and not module.startswith("Zahlenkette"):
                errors.append(f"{path}:{number}: the desktop host imports unknown module {module}")
    for path, number, module in imports_of("Packages/ZahlenketteKit/Sources"):
        if module in {"CSDL2", "CCairo"}:
            errors.append(f"{path}:{number}: {module} belongs to the desktop host only")


check_kit()
check_desktop()
if errors:
    print("\n".join(errors), file=sys.stderr)
    sys.exit(1)
print("check-imports: module graph ok")
