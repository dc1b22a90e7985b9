#!/usr/bin/env python3
"""The portable package builds for iPhone and iPad unchanged (issue 38; docs/ios-host.md#portability).

Every Swift source under Packages/ZahlenketteKit/Sources (everything but the desktop host) may use
Linux-only code only inside a branch of `#if os(Linux)`, `#if canImport(Glibc)` or
`#if canImport(Musl)` (also as `#elseif`), or in the `#else` of `#if canImport(Darwin)`. Outside
such a branch it may not:
- import Glibc or Musl;
- name a /proc or /tmp path, or an XDG base directory (`XDG_*`, `~/.config`, `~/.local/share`,
  `~/.cache`): data and resource locations come in from the host's composition root;
- call a FileManager member iOS lacks (`homeDirectoryForCurrentUser`, `homeDirectory(forUser:)`,
  `NSHomeDirectoryForUser`);
- read `Bundle.main`: resource folders come from the host as well (spec 5.4.4).
Comments are ignored. The package's tests run on Linux only and are not checked.

usage: scripts/check_portability.py [ROOT]       check ROOT (default: the repository)
       scripts/check_portability.py --self-test   guarded code passes, each unguarded rule fails
Prints every violation as path:line and exits 1 when there is one.
"""
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = "Packages/ZahlenketteKit/Sources"

RULES = [
    (re.compile(r"^\s*(@\w+\s+)*import\s+(Glibc|Musl)\b"), "imports a Linux C library"),
    (re.compile(r'"[^"\n]*(?<![\w.])/proc(/|\b)'), "names a /proc path"),
    (re.compile(r'"[^"\n]*(?<![\w.])/tmp(/|\b)'), "names a /tmp path"),
    (re.compile(r"\bXDG_[A-Z_]+\b"), "reads an XDG base directory variable"),
    (re.compile(r'"[^"\n]*(\.config/|\.local/share|\.cache/)'), "names an XDG base directory"),
    (re.compile(r"\b(homeDirectoryForCurrentUser|homeDirectory\(\s*forUser|NSHomeDirectoryForUser)\b"),
     "calls a FileManager member iOS lacks"),
    (re.compile(r"\bBundle\.main\b"), "looks up its own resources (the host passes their folder)"),
]

LINUX = re.compile(r"(?<!!)\b(os\(Linux\)|canImport\((Glibc|Musl)\))")
DARWIN = re.compile(r"(?<!!)\b(canImport\(Darwin\)|os\((macOS|iOS)\))")


def strip_comment(line, state):
    """The line without // and /* */ comments; `state["block"]` carries an open block comment."""
    out = []
    i = 0
    in_string = False
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        char = line[i]
        if char == '"' and (i == 0 or line[i - 1] != "\\"):
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            break
        elif not in_string and line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)


def violations(text, path):
    """(path, line number, message, line) for every unguarded use in one source."""
    found = []
    # One frame per open #if: whether the branch being read is Linux-only, and whether an earlier
    # branch of the same #if was Darwin-only (so its #else is Linux on the platforms built).
    frames = []
    state = {"block": False}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = strip_comment(raw, state)
        directive = line.strip()
        if directive.startswith("#if ") or directive.startswith("#if("):
            frames.append({"linux": bool(LINUX.search(directive)), "darwin": bool(DARWIN.search(directive))})
            continue
        if directive.startswith("#elseif") and frames:
            frames[-1]["linux"] = bool(LINUX.search(directive))
            frames[-1]["darwin"] = frames[-1]["darwin"] or bool(DARWIN.search(directive))
            continue
        if directive.startswith("#else") and frames:
            frames[-1]["linux"] = frames[-1]["darwin"]
            continue
        if directive.startswith("#endif") and frames:
            frames.pop()
            continue
        if any(frame["linux"] for frame in frames):
            continue
        for pattern, message in RULES:
            if pattern.search(line):
                found.append((path, number, message, raw.strip()))
    return found


def check(root):
    found = []
    base = os.path.join(root, SOURCES)
    for folder, _, files in sorted(os.walk(base)):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    found += violations(handle.read(), os.path.relpath(path, root))
    return found


GUARDED = [
    "#if canImport(Darwin)\n    import Darwin\n#elseif canImport(Glibc)\n    import Glibc\n#endif\n",
    "#if canImport(Darwin)\n    import Darwin\n#else\n    import Glibc\n#endif\n",
    '#if os(Linux)\n    let status = "/proc/self/status"\n#endif\n',
    '#if os(Linux)\n    let runtime = environment["XDG_RUNTIME_DIR"]\n#else\n    let runtime: String? = nil\n#endif\n',
    '// reads "/proc/self/status" on Linux only\nlet value = 1\n',
    "/* import Glibc */\nlet value = 1\n",
    'let file = URL(fileURLWithPath: folder).appendingPathComponent("tmp")\n',
]
UNGUARDED = [
    "import Glibc\n",
    "@preconcurrency import Glibc\n",
    "#if canImport(Darwin)\n    import Darwin\n#endif\nimport Musl\n",
    "#if !os(Linux)\n    import Glibc\n#endif\n",
    '#if canImport(Glibc)\n    import Glibc\n#else\n    let status = "/proc/self/status"\n#endif\n',
    'let status = try String(contentsOfFile: "/proc/self/status")\n',
    'let scratch = URL(fileURLWithPath: "/tmp/zahlenkette")\n',
    'let data = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]\n',
    'let settings = home + "/.config/zahlenkette"\n',
    "let home = FileManager.default.homeDirectoryForCurrentUser\n",
    'let home = FileManager.default.homeDirectory(forUser: "kind")\n',
    'let content = Bundle.main.url(forResource: "Content", withExtension: nil)\n',
]


def self_test():
    failures = 0
    for snippet in GUARDED:
        if violations(snippet, "guarded.swift"):
            print("check_portability: flagged guarded or harmless code:\n" + snippet)
            failures += 1
    for snippet in UNGUARDED:
        if not violations(snippet, "planted.swift"):
            print("check_portability: NOT caught:\n" + snippet)
            failures += 1
    if failures:
        return 1
    print("check_portability: %d planted violations caught, %d guarded uses passed" % (len(UNGUARDED), len(GUARDED)))
    return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    root = arguments[0] if arguments else REPO
    found = check(root)
    for path, number, message, line in found:
        print("%s:%d: %s: %s" % (path, number, message, line))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
