#!/usr/bin/env bash
# Every English string passes hunspell's British English dictionary (issue 40, D-0223): the English
# values of both string catalogs (every plural variant), the English voice lines, and the English
# text of the desktop entry and the AppStream metadata. Placeholders are removed first; the names
# below are the only words allowed that the dictionary does not know.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v hunspell >/dev/null || { echo "english-spelling: hunspell is missing: run make setup" >&2; exit 1; }
# Names: the app, fonts, libraries and files the help page credits, the languages by their own names.
allowed="Zahlenkette Zwanzigerfeld Comfortaa DejaVu Noto Color SIL SDL SDL2 ttf zlib SQLite cairo eSpeak
Türkçe العربية Русский Українська Polski"
unknown=$(python3 - <<'PY' | hunspell -d en_GB -l | sort -u
import json, re, xml.etree.ElementTree as ET

texts = []
for catalog in ("Localizable", "Content"):
    strings = json.load(open(f"Resources/Content/{catalog}.xcstrings", encoding="utf-8"))["strings"]
    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("value"), str):
                texts.append(node["value"])
            for child in node.values():
                walk(child)
    for entry in strings.values():
        walk(entry.get("localizations", {}).get("en", {}))
texts += [line["text"] for line in json.load(open("Resources/Content/prompts.en.json", encoding="utf-8"))["lines"]]
for line in open("packaging/de.zahlenkette.app.desktop.in", encoding="utf-8"):
    key, _, value = line.partition("=")
    if key in ("Name[en]", "GenericName[en]", "Comment[en]", "Keywords[en]"):
        texts.append(value.replace(";", " "))
lang = "{http://www.w3.org/XML/1998/namespace}lang"
for node in ET.parse("packaging/de.zahlenkette.app.metainfo.xml.in").iter():
    if node.tag in ("summary", "p", "caption", "keyword") and node.get(lang) is None and node.text:
        texts.append(node.text)
for text in texts:
    # File names ("zahlenkette-export-2026-12-05.json", "THIRD_PARTY_NOTICES.md") are no words.
    text = re.sub(r"[\w…-]+\.[a-z]{2,5}\b", " ", text)
    print(re.sub(r"%(\d+\$)?(lld|@|d)|%#@\w+@|%arg|%%", " ", text))
PY
)
unexpected=$(comm -23 <(echo "$unknown" | sed '/^$/d') <(tr ' \n' '\n\n' <<<"$allowed" | sed '/^$/d' | sort -u))
if [ -n "$unexpected" ]; then
    echo "english-spelling: hunspell en_GB does not know: $(echo $unexpected)" >&2
    exit 1
fi
echo "english-spelling: every English string passes hunspell en_GB ($(echo "$allowed" | wc -w) names allowed)"
