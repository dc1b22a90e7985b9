#!/usr/bin/env python3
"""Adds or updates one key of a string catalog, keeping the file's layout.

usage: scripts/add-string.py [--catalog Content] KEY "German value" "translator comment"
"""
import json
import sys
from pathlib import Path

args = sys.argv[1:]
catalog = "Localizable"
if len(args) >= 2 and args[0] == "--catalog":
    catalog = args[1]
    args = args[2:]
if len(args) != 3:
    sys.exit(__doc__)
key, value, comment = args
path = Path(__file__).resolve().parent.parent / "Resources" / "Content" / f"{catalog}.xcstrings"
data = json.loads(path.read_text(encoding="utf-8"))
data["strings"][key] = {
    "comment": comment,
    "extractionState": "manual",
    "localizations": {"de": {"stringUnit": {"state": "translated", "value": value}}},
}
data["strings"] = dict(sorted(data["strings"].items()))
path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
