#!/usr/bin/env bash
# No English screen shows a German word (issue 40, docs/content.md#9-languages): the 27 screens
# S01-S27 are drawn headless with --language en at 1024x768 (S02 on a fresh device) and read back
# with tesseract's English OCR; no word of five letters or more may be one that only the German
# catalog values use. `--update` also writes the pictures to docs/images/en/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
command -v tesseract >/dev/null || { echo "english-screens: tesseract is missing: run make setup" >&2; exit 1; }
binary=$(scripts/desktop-binary.sh debug 2>/dev/null)
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
# Two at a time: each picture is drawn, then read, in its own process.
export binary shots
seq -w 1 27 | xargs -P 2 -I{} sh -c '
    fixture=""; [ "{}" = "02" ] && fixture="--fixture empty"
    "$binary" --screenshot "$shots/S{}.png" --screen "S{}" $fixture --language en >/dev/null &&
        tesseract "$shots/S{}.png" "$shots/S{}.png" -l eng >/dev/null 2>&1'
[ "$(ls "$shots"/S*.png.txt | wc -l)" -eq 27 ] || { echo "english-screens: not every screen was drawn and read" >&2; exit 1; }
python3 - "$shots" <<'PY'
import glob, json, os, re, sys

shots = sys.argv[1]
words = lambda text: {w.lower() for w in re.findall(r"[^\W\d_]{5,}", text)}
german, english = set(), set()
for catalog in ("Localizable", "Content"):
    for entry in json.load(open(f"Resources/Content/{catalog}.xcstrings", encoding="utf-8"))["strings"].values():
        for language, bucket in (("de", german), ("en", english)):
            def walk(node):
                if isinstance(node, dict):
                    if isinstance(node.get("value"), str):
                        bucket.update(words(node["value"]))
                    for child in node.values():
                        walk(child)
            walk(entry.get("localizations", {}).get(language, {}))
only_german = german - english
found = []
for path in sorted(glob.glob(os.path.join(shots, "S*.png.txt"))):
    screen = os.path.basename(path)[:3]
    text = open(path, encoding="utf-8").read()
    hits = sorted(words(text) & only_german)
    if hits:
        found.append(f"{screen}: {', '.join(hits)}")
if found:
    print("english-screens: German words on English screens:\n  " + "\n  ".join(found), file=sys.stderr)
    sys.exit(1)
count = len(glob.glob(os.path.join(shots, "S*.png.txt")))
print(f"english-screens: {count} English screens read by OCR, no German word ({len(only_german)} German-only words checked)")
PY
if [ "${1:-}" = "--update" ]; then
    mkdir -p docs/images/en
    cp "$shots"/S*.png docs/images/en/
fi
