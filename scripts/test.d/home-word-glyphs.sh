#!/usr/bin/env bash
# Written home-language words draw with the desktop's fonts (docs/content.md#home-language-number-words,
# D-0226): SDL_ttf draws a string with one font and no fallback, so a letter the font lacks would
# show as a box under a child's numeral. Every letter of every word of numberwords.json whose
# language is `written` must be in the charset of Comfortaa Regular, the font the desktop draws
# child text with, and of DejaVu Sans, its fallback (docs/design-system.md#host-modes). Arabic is
# spoken, not written (D-0221): it needs shaping, and Comfortaa has none of its letters either.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v fc-query >/dev/null || { echo "home-word-glyphs: fc-query is missing: run make setup" >&2; exit 1; }
python3 - <<'PY'
import json, subprocess, sys

def font(pattern, family):
    found = subprocess.run(["fc-match", "-f", "%{family}\n%{file}", pattern], capture_output=True, text=True).stdout
    families, _, path = found.partition("\n")
    if family not in families.split(","):
        sys.exit(f"home-word-glyphs: {family} is not installed: run make setup")
    return path

def charset(path):
    listed = subprocess.run(["fc-query", "--format", "%{charset}", path], capture_output=True, text=True).stdout
    points = set()
    for part in listed.split():
        low, _, high = part.partition("-")
        points.update(range(int(low, 16), int(high or low, 16) + 1))
    return points

languages = json.load(open("Resources/Content/numberwords.json", encoding="utf-8"))["languages"]
failures, letters = [], 0
for family, pattern in (("Comfortaa", "Comfortaa:style=Regular"), ("DejaVu Sans", "DejaVu Sans:style=Book")):
    points = charset(font(pattern, family))
    for language in languages:
        needed = sorted({c for word in language["words"] for c in word if not c.isspace()})
        missing = [c for c in needed if ord(c) not in points]
        if language["written"]:
            letters += len(needed)
            if missing:
                failures.append(f"{family} lacks {' '.join(missing)} of the written {language['code']} words")
if failures:
    print("\n".join("home-word-glyphs: " + f for f in failures), file=sys.stderr)
    sys.exit(1)
written = [l["code"] for l in languages if l["written"]]
print(f"home-word-glyphs: {letters} letters of {len(written)} written languages ({', '.join(written)}) "
      "are in Comfortaa and DejaVu Sans")
PY
