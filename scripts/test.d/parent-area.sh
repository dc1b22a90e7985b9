#!/usr/bin/env bash
# The parent area through the real renderer (issue 16): J-04, the parent check-in, as a desktop
# journey on the two-children fixture (a week of play); the export it writes validated against
# docs/export.schema.json with Python's jsonschema; the report it prints read back with pdftotext
# (German text) and rendered with pdftoppm against a low-resolution golden with a tolerance; and
# `zahlenkette --report N --out FILE.pdf` on a data folder a first session left, and
# `--export FILE` / `--import FILE --replace|--add` on it (docs/export.md#import).
# ZK_UPDATE_GOLDENS=1 rewrites the golden page.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/parent" "$work/demo"
run() {
    (cd "$work" && HOME="$work" TZ=Europe/Berlin ZK_RESOURCES="$root/Resources" SDL_VIDEODRIVER=offscreen \
        SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME="$work/.config" "$binary" "$@")
}
fail() { echo "parent-area: $*" >&2; exit 1; }

# The validator: the Python on PATH if it has jsonschema, else Debian's (python3-jsonschema).
python=python3
python3 -c 'import jsonschema' 2>/dev/null || python=/usr/bin/python3
"$python" -c 'import jsonschema' || fail "jsonschema is missing; run make setup"

# J-04 in the window's renderer.
output=$(run --data-dir "$work/data" --script "$root/scripts/journeys/parent-check-in.txt" 2>&1) || {
    echo "$output" | tail -20
    fail "the journey failed"
}
echo "$output" | grep -E '^(screen|ok|fail)' | tr '\n' ' '
echo
for expected in '^screen S17$' '^screen S18$' '^screen S19$' '^screen S21$' '^screen S23$' \
    '^event report file=.*/Documents/zahlenkette-bericht-2026-10-01-2\.pdf$' \
    '^event export file=.*/Documents/zahlenkette-export-2026-10-01\.json$' '^ok$'; do
    echo "$output" | grep -E "$expected" >/dev/null || fail "the journey printed no line matching $expected"
done
[ "$(ls "$work/parent" | wc -l)" -eq 5 ] || fail "expected 5 screenshots"
export_file="$work/Documents/zahlenkette-export-2026-10-01.json"
report_file="$work/Documents/zahlenkette-bericht-2026-10-01-2.pdf"

# The export against the schema; the schema itself refuses a device identifier or purchase data.
"$python" - "$root/docs/export.schema.json" "$export_file" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
document = json.load(open(sys.argv[2], encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
errors = [e.message for e in validator.iter_errors(document)]
assert not errors, errors
assert [p["avatar"] for p in document["profiles"]] == ["avatar.fuchs", "avatar.baer"], document["profiles"]
assert all(p["attempts"] for p in document["profiles"]), "a week of attempts"
for extra in ({"deviceID": "ABC"}, {"purchases": []}):
    tampered = json.loads(json.dumps(document))
    tampered.update(extra)
    assert list(validator.iter_errors(tampered)), f"the schema accepts {extra}"
    tampered = json.loads(json.dumps(document))
    tampered["profiles"][0].update(extra)
    assert list(validator.iter_errors(tampered)), f"the schema accepts {extra} in a profile"
# A decoration bought with stars ("purchasedAt", the ledger's "decorationPurchased") is the
# child's own garden, not money.
text = open(sys.argv[2], encoding="utf-8").read().lower()
text = text.replace('"purchasedat"', "").replace('"decorationpurchased"', "")
for word in ("device", "vendor", "purchase", "transaction", "subscription", "receipt"):
    assert word not in text, f"the export mentions {word}"
print("export: valid, no device or purchase data")
PY

# The report's German text.
pdfinfo "$report_file" | grep -E '^Pages: +1$' >/dev/null || fail "the report is not one page"
pdfinfo "$report_file" | grep -E '^Page size: +595 x 842 pts' >/dev/null || fail "the report is not A4"
text=$(pdftotext -layout "$report_file" -)
for expected in "Lernbericht Zahlenkette: Bär" "Zeitraum: 04.09.2026 bis 01.10.2026" \
    "Zahlenraum 1–20 · festgelegt · Stufe Vorschule" "Zählen" "Auf einen" "Ziffer" "Zahlwort" "Reihenfolge" \
    "Vergleichen" "Zerlegen" "Schreiben" "Diese Zahlen sitzen" "Gerade schwierig" \
    "Spielzeit pro Woche" "Woche ab 25.09." "ohne Noten"; do
    grep -qF "$expected" <<<"$text" || fail "the report lacks \"$expected\""
done
grep -qE 'Punkte|Rang|Platz ' <<<"$text" && fail "the report ranks or scores"
# A mix-up named on the page comes with its tip (the week's tasks are the engine's choice).
if grep -qF "werden manchmal verwechselt" <<<"$text"; then
    grep -qF "Sagt gemeinsam: zehn und" <<<"$text" || fail "the report names a mix-up without its tip"
fi
echo "report: one A4 page, German text present"

# The page at 20 dpi in grey against the golden, within a tolerance for antialiasing.
golden="$root/scripts/test.d/fixtures/report-two-children.pgm"
pdftoppm -r 20 -gray -singlefile "$report_file" "$work/report"
if [ "${ZK_UPDATE_GOLDENS:-}" = "1" ]; then cp "$work/report.pgm" "$golden"; fi
"$python" - "$golden" "$work/report.pgm" <<'PY'
import sys
def pgm(path):
    data = open(path, "rb").read()
    parts = data.split(maxsplit=4)
    assert parts[0] == b"P5", path
    width, height = int(parts[1]), int(parts[2])
    return width, height, parts[4][: width * height]
gw, gh, golden = pgm(sys.argv[1])
w, h, page = pgm(sys.argv[2])
assert (w, h) == (gw, gh), f"size {w}x{h}, golden {gw}x{gh}"
differing = sum(1 for a, b in zip(golden, page) if abs(a - b) > 48)
mean = sum(abs(a - b) for a, b in zip(golden, page)) / len(page)
assert differing <= 0.02 * len(page) and mean <= 4, f"{differing} pixels differ, mean {mean:.2f}"
print(f"report picture: {differing} of {len(page)} pixels differ, mean {mean:.2f}")
PY

# --report on a data folder a first session left (Mila plays two rounds).
run --data-dir "$work/family" --script "$root/scripts/journeys/first-session.txt" >/dev/null 2>&1 || fail "first session"
run --data-dir "$work/family" --report 1 --out "$work/mila.pdf" >/dev/null || fail "--report 1 failed"
mila=$(pdftotext -layout "$work/mila.pdf" -)
for expected in "Lernbericht Zahlenkette: Mila" "Zahlenraum 1–5 · automatisch · Stufe Die Kleinen" "Gerade schwierig"; do
    grep -qF "$expected" <<<"$mila" || fail "--report lacks \"$expected\""
done
if run --data-dir "$work/family" --report 3 --out "$work/none.pdf" 2>"$work/err"; then fail "--report 3 succeeded"; fi
grep -q "there is no profile 3" "$work/err" || fail "--report 3 did not say why"
[ ! -e "$work/none.pdf" ] || fail "--report 3 wrote a file"
echo "--report: Mila's page written; a missing profile is refused"

# --export and --import: the family moves to another data folder whole; added again, Mila gets a
# number; a bad file is refused with the German sentence and changes nothing.
run --data-dir "$work/family" --export "$work/moved.json" >/dev/null || fail "--export failed"
run --data-dir "$work/new-home" --import "$work/moved.json" --replace >"$work/out" || fail "--import --replace failed"
grep -qF "Übernommen: Mila. Der bisherige Stand ist als Sicherung vom" "$work/out" || fail "--import --replace did not name Mila: $(cat "$work/out")"
grep -qF "Käufe und Freischaltungen werden nicht übernommen" "$work/out" || fail "--import did not say purchases stay"
run --data-dir "$work/new-home" --export "$work/again.json" >/dev/null || fail "--export after the import failed"
"$python" - "$work/moved.json" "$work/again.json" <<'PY'
import json, sys
first, second = (json.load(open(path, encoding="utf-8")) for path in sys.argv[1:3])
first.pop("exportedAt"), second.pop("exportedAt")
assert first == second, "the second export differs from the first"
PY
run --data-dir "$work/family" --import "$work/moved.json" --add >"$work/out" || fail "--import --add failed"
grep -qF "Hinzugefügt: Mila (2)." "$work/out" || fail "--import --add did not number Mila: $(cat "$work/out")"
printf '{"schemaVersion": 1, "profiles": [' >"$work/cut.json"
run --data-dir "$work/family" --export "$work/before.json" >/dev/null
if run --data-dir "$work/family" --import "$work/cut.json" --replace 2>"$work/err"; then fail "a cut file was taken"; fi
grep -qF "Die Datei ist unvollständig" "$work/err" || fail "a cut file was refused without the sentence: $(cat "$work/err")"
run --data-dir "$work/family" --export "$work/after.json" >/dev/null
cmp -s <(sed 's/"exportedAt":"[^"]*"//' "$work/before.json") <(sed 's/"exportedAt":"[^"]*"//' "$work/after.json") ||
    fail "a refused import changed the family"
echo "--export/--import: the family moves whole; a taken name is numbered; a cut file is refused"
