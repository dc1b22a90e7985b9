#!/usr/bin/env python3
"""Links a product of the debug build once more, with the Swift runtime linked in, as the release is
(D-0052; docs/development.md#make-test).

`make test` installs and packages the debug build: `dpkg-shlibdeps` needs a program that names no
Swift library, since no Debian package provides them. Compiling the debug build a second time for
that (what `swift build --static-swift-stdlib` does) cost a cold build of every module. The objects
are the same but for their link entries, so this script reuses them:

1. It reads the product's link command from SwiftPM's build manifest (`.build/debug.yaml`).
2. It compiles a file of imports with `-static-stdlib` — one `import` of each module the objects
   link a library of — so that the compiler names the static runtime's libraries, in its own
   order, as link entries of that object (static Foundation needs CoreFoundation, the ICU data and
   Synchronization as archives of their own; the shared library carries or loads them itself).
3. It runs the link again with `-static-stdlib`, that object added and without debug information
   (`-gnone`, as the release links), into OUTPUT.

usage: scripts/static_relink.py MANIFEST PRODUCT OUTPUT
  MANIFEST  SwiftPM's llbuild manifest of the debug build (.build/debug.yaml)
  PRODUCT   the executable product the manifest links (zahlenkette)
  OUTPUT    where the statically linked program goes (its folder is made)
Exits non-zero with one line on stderr when the manifest has no link of that product or a step fails.
"""
import json
import os
import re
import subprocess
import sys


def link_arguments(manifest, product):
    """The `args` of the manifest's command whose only output is the debug program `product`."""
    outputs = None
    with open(manifest, encoding="utf-8") as lines:
        for line in lines:
            stripped = line.strip()
            if stripped.startswith("outputs:"):
                outputs = json.loads(stripped[len("outputs:"):])
            elif (
                stripped.startswith("args:")
                and outputs is not None
                and len(outputs) == 1
                and outputs[0].endswith(f"/debug/{product}")
            ):
                return json.loads(stripped[len("args:"):])
            elif re.match(r'^\s*"[^"]+":\s*$', line):
                outputs = None
    return None


def linked_modules(swiftc, arguments):
    """The module names behind the link entries of the link's objects (`-lFoundation` →
    Foundation, `-lswiftDispatch` → Dispatch); `canImport` later drops the names that are no module."""
    lists = [argument[1:] for argument in arguments if argument.startswith("@")]
    objects = []
    for path in lists:
        with open(path, encoding="utf-8") as listed:
            objects += [line.strip().strip("'\"") for line in listed if line.strip()]
    extract = os.path.join(os.path.dirname(swiftc), "swift-autolink-extract")
    entries = subprocess.run(
        [extract, *objects, "-o", "-"], check=True, capture_output=True, text=True
    ).stdout.split()
    modules = set()
    for entry in entries:
        if not entry.startswith("-l"):
            continue
        library = entry[2:]
        modules.add(library)
        if library.startswith("swift") and len(library) > 5:
            modules.add(library[5:])
    return sorted(module for module in modules if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", module))


def main(argv):
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    manifest, product, output = argv[1:]
    arguments = link_arguments(manifest, product)
    if not arguments or "-o" not in arguments:
        sys.stderr.write(f"static_relink: {manifest} has no link of {product}; build it first\n")
        return 1
    swiftc = arguments[0]
    folder = os.path.dirname(os.path.abspath(output))
    os.makedirs(folder, exist_ok=True)
    imports = os.path.join(folder, "static-runtime.swift")
    with open(imports, "w", encoding="utf-8") as source:
        for module in linked_modules(swiftc, arguments):
            source.write(f"#if canImport({module})\nimport {module}\n#endif\n")
    entries = os.path.join(folder, "static-runtime.o")
    subprocess.run(
        [swiftc, "-static-stdlib", "-parse-as-library", "-module-name", "StaticRuntime", "-c", imports,
         "-o", entries],
        check=True,
    )
    link = list(arguments)
    link[link.index("-o") + 1] = output
    link = [argument for argument in link if argument != "-g"]
    link += ["-static-stdlib", "-gnone", entries]
    subprocess.run(link, check=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except subprocess.CalledProcessError as failure:
        sys.stderr.write(f"static_relink: {os.path.basename(failure.cmd[0])} failed (exit {failure.returncode})\n")
        sys.exit(1)
