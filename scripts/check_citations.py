#!/usr/bin/env python3
"""Holds the citation rule of docs/development.md#citations-in-comments.

1. A comment that cites a section of a design document kept outside this repository (`games.md 11.3`,
   `engine 9.6`, `engine-and-economy.md`, `architecture.md 4`, `style.md`) fails unless the same
   comment names the doc of this repository that states the rule (`docs/games.md#hint-ladder`).
2. Every `docs/<file>.md#<anchor>` a source, script or doc names (in a comment or not) exists: the file is there and the
   anchor is one of its headings (GitHub's anchors: lower case, punctuation dropped, spaces become
   hyphens, a repeated heading gets -1, -2).

`--count` prints the number of comments that cite a design section without naming a doc, exempt
paths included, and exits 0.
"""

import html
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Path prefixes exempt from the rule (relative to the repository's root): none; every comment
# follows it.
EXEMPT: tuple[str, ...] = ()

# A design-document citation: one of the design files by name (not a doc of this repository, which
# is always written `docs/<file>.md`), or the engine design by section number (`engine 9.6`).
DESIGN = re.compile(
    r"(?<![\w./-])(?:games|architecture|style|engine-and-economy)\.md\b"
    r"|\b[Ee]ngine(?:-and-economy)? §?\d+(?:\.\d+)*\b"
)
# This check and its test name the patterns they look for.
SELF = ("scripts/check_citations.py", "scripts/test-lint.sh")
DOC_REF = re.compile(r"docs/([\w.-]+\.md)(?:#([\w%-]+))?")


def repository_files():
    """The repository's files: git's list where there is one, else every file below the root (a
    copy such as the lint test's) without build folders."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True
    )
    if listed.returncode == 0:
        return [name for name in listed.stdout.split("\n") if name]
    names = []
    for folder, subfolders, files in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if not d.startswith(".") and d != "build"]
        names += [os.path.relpath(os.path.join(folder, f), ROOT) for f in files]
    return names


def tracked_files():
    for name in sorted(repository_files()):
        if "/.build/" in name:
            continue
        if name.endswith(".swift") and name.split("/")[0] in ("Packages", "Desktop", "App", "Tools"):
            yield name, "//"
        elif name in SELF:
            continue
        elif re.fullmatch(r"scripts/.*\.(sh|py|txt)", name) or name == "Makefile":
            yield name, "#"
        elif re.fullmatch(r"docs/[^/]+\.md", name) or name == "README.md":
            yield name, None


def comment_blocks(lines, marker):
    """Consecutive comment lines as (first line number, [(line number, text)]); a doc is one block
    per paragraph."""
    block = []
    for number, line in enumerate(lines, 1):
        if marker is None:
            text = line if line.strip() else None
        else:
            at = line.find(marker)
            text = line[at + len(marker) :] if at >= 0 else None
        if text is None:
            if block:
                yield block
            block = []
        else:
            block.append((number, text))
    if block:
        yield block


def anchor(heading):
    text = html.unescape(heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, seen, fenced = set(), {}, False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.startswith("```"):
            fenced = not fenced
            continue
        match = None if fenced else re.match(r"#{1,6} (.*)", line)
        if match:
            base = anchor(match.group(1))
            count = seen.get(base, 0)
            found.add(base if count == 0 else f"{base}-{count}")
            seen[base] = count + 1
    return found


def main():
    count_only = "--count" in sys.argv[1:]
    problems, uncited, cache = [], 0, {}
    for name, marker in tracked_files():
        exempt = name.startswith(EXEMPT)
        lines = (ROOT / name).read_text(encoding="utf-8", errors="replace").split("\n")
        for block in comment_blocks(lines, marker):
            text = " ".join(t for _, t in block)
            if DESIGN.search(text) and not DOC_REF.search(text):
                uncited += 1
                if not exempt:
                    line = next((n for n, t in block if DESIGN.search(t)), block[0][0])
                    problems.append(
                        f"{name}:{line}: cites a design document ({DESIGN.search(text).group(0)}) without"
                        " naming the doc of this repository that states the rule"
                    )
        if exempt:
            continue
        for number, part in enumerate(lines, 1):
            for match in DOC_REF.finditer(part):
                doc, fragment = match.group(1), match.group(2)
                path = ROOT / "docs" / doc
                if not path.is_file():
                    problems.append(f"{name}:{number}: docs/{doc} does not exist")
                    continue
                if fragment is None:
                    continue
                if doc not in cache:
                    cache[doc] = anchors(path)
                if fragment not in cache[doc]:
                    problems.append(f"{name}:{number}: docs/{doc} has no heading #{fragment}")
    if count_only:
        print(uncited)
        return 0
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
