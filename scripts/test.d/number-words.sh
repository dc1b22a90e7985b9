#!/usr/bin/env bash
# Every number word of every language equals an oracle someone else wrote (issue 40,
# docs/content.md#home-language-number-words): num2words (PyPI, installed by `make setup`) for 0 to
# 20, the highest number the app speaks, against
#  - the words of every language in Resources/Content/numberwords.json,
#  - the catalogs' number.<n>.word in every app language (Content.xcstrings),
#  - the spoken num.<n> lines of every app language (prompts.json, prompts.<lang>.json),
# and, for the parental gate, the written words of its 720 numbers from 112 to 998 in every app
# language (gatewords.<lang>.json, docs/content.md#the-gates-written-words).
# Where num2words departs from a language's standard spelling we follow the standard; each such
# departure is listed below with its source, and must still be a departure (a fixed oracle makes
# the exception stale, and the check says so).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 - <<'PY'
import json, sys

try:
    from num2words import num2words
except ImportError:
    sys.exit("number-words: num2words is missing: run `make setup` (scripts/setup.sh installs it from PyPI)")

# (language, number): (num2words' spelling, the standard spelling we use, source)
EXCEPTIONS = {
    ("tr", n): (f"on{w}", f"on {w}", "TDK Yazım Kılavuzu, Sayıların yazılışı: compound numbers are written apart (on dört)")
    for n, w in zip(range(11, 20), ["bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"])
}

content = "Resources/Content"
load = lambda name: json.load(open(f"{content}/{name}", encoding="utf-8"))
manifest = load("manifest.json")
sources = []  # (what, language, words 0..20 with None where absent)
for entry in load(manifest["files"].get("numberWords", "numberwords.json"))["languages"]:
    sources.append((f"numberwords.json {entry['code']}", entry["code"], entry["words"]))
strings = load(manifest["files"].get("content", "Content.xcstrings"))["strings"]
for language in manifest.get("languages", ["de"]):
    words = []
    for n in range(21):
        unit = strings.get(f"number.{n}.word", {}).get("localizations", {}).get(language, {}).get("stringUnit", {})
        words.append(unit.get("value"))
    sources.append((f"Content.xcstrings {language}", language, words))
    lines = load("prompts.json" if language == manifest.get("sourceLocale", "de") else f"prompts.{language}.json")["lines"]
    spoken = {line["id"]: line["text"] for line in lines}
    sources.append((f"voice {language}", language, [spoken.get(f"num.{n}") for n in range(21)]))

failures, checked, used = [], 0, set()


def check(what, language, n, word):
    """One word against num2words, or against the standard spelling where it departs."""
    global checked
    oracle = num2words(n, lang=language)
    checked += 1
    if (language, n) in EXCEPTIONS:
        theirs, ours, _ = EXCEPTIONS[(language, n)]
        used.add((language, n))
        if oracle != theirs:
            failures.append(f"{what} {n}: num2words now writes \"{oracle}\"; the exception for \"{theirs}\" is stale")
        elif word != ours:
            failures.append(f"{what} {n}: \"{word}\", the standard spelling is \"{ours}\"")
    elif word is None or word.lower() != oracle:
        failures.append(f"{what} {n}: \"{word}\", num2words says \"{oracle}\"")


for what, language, words in sources:
    if len(words) != 21:
        failures.append(f"{what}: {len(words)} words, expected 21 (0 to 20)")
        continue
    for n, word in enumerate(words):
        check(what, language, n, word)
gate_words = 0
for language in manifest.get("languages", ["de"]):
    words = load(f"gatewords.{language}.json")["words"]
    for key, word in sorted(words.items(), key=lambda item: int(item[0])):
        gate_words += 1
        check(f"gatewords.{language}.json", language, int(key), word)
    if len(words) != 720:
        failures.append(f"gatewords.{language}.json: {len(words)} words, expected the 720 gate numbers")
for key in sorted(set(EXCEPTIONS) - used):
    failures.append(f"exception {key} is not used by any language")
if failures:
    print("\n".join("number-words: " + f for f in failures), file=sys.stderr)
    sys.exit(1)
print(f"number-words: {checked} words of {len({s[1] for s in sources})} languages equal num2words, "
      f"{gate_words} of them the gate's ({len(used)} listed exceptions)")
PY
