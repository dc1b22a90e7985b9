"""Module-graph check behind scripts/check-imports.sh (spec 5.3.3).

The ALLOWED table is the authority: a dependency in Package.swift or an import line that is not in
it fails, and so does any remote package, a portable target importing a UI or platform framework,
or a product target linking TestSupport.
"""
import json
import os
import re
import subprocess
import sys

GAMES = [
    "GameEntdecken", "GameWieViele", "GameHoerHin", "GameWasFehlt", "GameBlitzblick",
    "GameMehrOderWeniger", "GameNachspuren", "GameSchuettelbox", "GameFroschsprung",
    "GameZahlenmonster", "GameMemory", "GamePunktZuPunkt",
]
GAME_DEPS = {"ZKGameKit", "ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"}

# May-import table of the portable package: target -> modules of the package it may use.
ALLOWED = {
    "ZKCore": set(),
    "ZKLearningEngine": {"ZKCore"},
    "ZKContent": {"ZKCore"},
    "ZKPersistence": {"ZKCore", "CSQLite"},
    "ZKAudio": {"ZKCore", "ZKContent"},
    "ZKScene": {"ZKCore"},
    "ZKDesignSystem": {"ZKCore", "ZKScene"},
    "ZKGameKit": {"ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"},
    "ZKRewards": {"ZKCore", "ZKPersistence"},
    "ZKStore": {"ZKCore"},
    "ZKParentArea": {"ZKCore", "ZKPersistence", "ZKStore", "ZKDesignSystem", "ZKScene", "ZKLearningEngine"},
    "ZKApp": {"ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKScene", "ZKDesignSystem", "ZKGameKit",
              "ZKLearningEngine", "ZKRewards", "ZKStore", "ZKParentArea", *GAMES},
    "EngineBenchmark": {"ZKCore", "ZKLearningEngine"},
    "StoreWorkload": {"ZKCore", "ZKPersistence"},
    "StoreBenchmark": {"ZKCore", "ZKPersistence", "StoreWorkload"},
    "StoreCrashHelper": {"ZKCore", "ZKPersistence", "StoreWorkload"},
    "SceneBenchmark": {"ZKCore", "ZKScene", "ZKDesignSystem"},
    "TestSupport": {"ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKStore", "ZKGameKit", "ZKScene",
                    "ZKDesignSystem"},
    **{game: GAME_DEPS for game in GAMES},
}
# System modules any target may import.
SYSTEM = {"Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "Synchronization"}
# Never in a portable target (architecture.md 3: the host owns the platform).
FORBIDDEN_PORTABLE = {"SwiftUI", "UIKit", "AppKit", "AVFoundation", "StoreKit", "CSDL2", "Network",
                      "FoundationNetworking", "CoreMotion", "SpriteKit", "PencilKit"}
# The desktop host: may use the whole portable package and SDL, nothing networked.
DESKTOP_ALLOWED = {"CSDL2", "ZahlenketteDesktopCore", "ZahlenketteDesktopSDL"} | set(ALLOWED) | SYSTEM
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
    for target in data["targets"]:
        name, kind = target["name"], target["type"]
        deps = target_deps(target)
        if kind == "system":
            continue
        if kind == "test":
            under_test = name[:-5] if name.endswith("Tests") else name
            bad = [d for d in deps if d not in (under_test, "TestSupport")]
            if bad:
                errors.append(f"{name}: test target depends on {bad}; tests depend on their target and TestSupport")
            allowed_imports = ALLOWED.get(under_test, set()) | {under_test, "TestSupport", "Testing", "XCTest"} \
                | ALLOWED["TestSupport"]
            folder = os.path.join(package_dir, "Tests", name)
        else:
            if name not in ALLOWED:
                errors.append(f"{name}: target is not in the module graph table (scripts/check_imports.py)")
                continue
            bad = [d for d in deps if d not in ALLOWED[name]]
            if bad:
                errors.append(f"{name}: depends on {bad}, outside its allowed dependencies")
            if "TestSupport" in deps and name != "TestSupport":
                errors.append(f"{name}: a product target may never link TestSupport")
            allowed_imports = ALLOWED[name] | ({"Testing", "XCTest"} if name == "TestSupport" else set())
            folder = target.get("path") or os.path.join("Sources", name)
            folder = os.path.join(package_dir, folder)
        for path, number, module in imports_of(folder):
            if module in FORBIDDEN_PORTABLE:
                errors.append(f"{path}:{number}: portable code imports {module} (architecture.md 3)")
            elif module not in SYSTEM and module not in allowed_imports:
                errors.append(f"{path}:{number}: {name} may not import {module}")
    missing = [t for t in ALLOWED if t not in names and os.path.isdir(os.path.join(package_dir, "Sources", t))]
    for target in missing:
        errors.append(f"{target}: source folder exists but the target is not declared")


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
    for root, _, _ in os.walk("Desktop/Sources"):
        pass
    for path, number, module in imports_of("Desktop/Sources"):
        if module in {"Network", "FoundationNetworking", "SwiftUI", "UIKit"}:
            errors.append(f"{path}:{number}: the desktop host may not import {module}")
        elif module not in DESKTOP_ALLOWED and not module.startswith("Zahlenkette"):
            errors.append(f"{path}:{number}: the desktop host imports unknown module {module}")
    for path, number, module in imports_of("Packages/ZahlenketteKit/Sources"):
        if module == "CSDL2":
            errors.append(f"{path}:{number}: SDL belongs to the desktop host only")


check_kit()
check_desktop()
if errors:
    print("\n".join(errors), file=sys.stderr)
    sys.exit(1)
print("check-imports: module graph ok")
