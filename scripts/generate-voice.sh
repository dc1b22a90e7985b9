#!/usr/bin/env bash
# Synthesizes every voice line of Resources/Content/prompts.json with espeak-ng's German voice into
# Resources/Audio/de/<audioId>.ogg (architecture.md 6). Only lines whose text or voice settings
# changed are regenerated (hash manifest Resources/Audio/de/voice-manifest.json). A file that is not
# the one this script wrote (a recording dropped in under the same name) is kept and marked
# "recorded"; it is never overwritten. Developer tool: `make test` does not need it.
# Needs: espeak-ng, sox, vorbis-tools (oggenc), python3.
#   scripts/generate-voice.sh            regenerate what changed
#   scripts/generate-voice.sh --force    regenerate every synthesized line
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in espeak-ng sox oggenc python3; do
    command -v "$tool" >/dev/null || { echo "generate-voice: $tool is missing" >&2; exit 1; }
done
export ZK_FORCE=${1:-}
python3 - <<'PY'
import hashlib, json, os, subprocess, tempfile

# A calm, slightly slower setting for small children: female variant, 140 words/min (espeak-ng's
# default is 175), a little lower pitch, 10 ms extra gap between words.
VOICE = ["-v", "de+f3", "-s", "140", "-p", "46", "-g", "1"]
# Leading and trailing silence trimmed, then a short fixed pad, so sequences (a + b) flow.
TRIM = ["silence", "1", "0.02", "0.3%", "reverse", "silence", "1", "0.02", "0.3%", "reverse"]
SETTINGS = " ".join(VOICE) + " | sox gain -3 highpass 70 " + " ".join(TRIM) + " gain -n -3 pad 0.03 0.12 rate 22050 | oggenc -q 1"
out_dir = "Resources/Audio/de"
manifest_path = os.path.join(out_dir, "voice-manifest.json")
force = os.environ.get("ZK_FORCE") == "--force"
lines = json.load(open("Resources/Content/prompts.json", encoding="utf-8"))["lines"]
try:
    manifest = json.load(open(manifest_path, encoding="utf-8"))
except (OSError, ValueError):
    manifest = {}

def sha(data):
    return hashlib.sha256(data).hexdigest()

made = kept = recorded = 0
new_manifest = {}
for entry in lines:
    # "speech" overrides the text for the synthesizer only, where espeak-ng would misread the spelling.
    audio_id, text = entry["id"], entry.get("speech") or entry["text"]
    path = os.path.join(out_dir, audio_id + ".ogg")
    want = sha((SETTINGS + "\n" + text).encode())
    old = manifest.get(audio_id, {})
    current = sha(open(path, "rb").read()) if os.path.exists(path) else None
    if current is not None and old.get("source") == "recorded" or (
            current is not None and old.get("file") not in (None, current)):
        new_manifest[audio_id] = {"source": "recorded", "text": want, "file": current}
        recorded += 1
        continue
    if not force and current is not None and old.get("text") == want and old.get("file") == current:
        new_manifest[audio_id] = old
        kept += 1
        continue
    with tempfile.TemporaryDirectory() as tmp:
        raw, clean = os.path.join(tmp, "raw.wav"), os.path.join(tmp, "clean.wav")
        subprocess.run(["espeak-ng", *VOICE, "-w", raw, text], check=True)
        subprocess.run(["sox", "-R", raw, "-c", "1", clean, "gain", "-3", "highpass", "70", *TRIM, "gain", "-n", "-3",
                        "pad", "0.03", "0.12", "rate", "22050"], check=True)
        subprocess.run(["oggenc", "-Q", "-s", str(int(want[:7], 16)), "-q", "1", "-o", path, clean], check=True)
    new_manifest[audio_id] = {"source": "espeak-ng", "text": want, "file": sha(open(path, "rb").read())}
    made += 1

ids = {e["id"] for e in lines}
stale = [f for f in os.listdir(out_dir) if f.endswith(".ogg") and f[:-4] not in ids]
with open(manifest_path, "w", encoding="utf-8") as f:
    json.dump(dict(sorted(new_manifest.items())), f, indent=1)
    f.write("\n")
print(f"generate-voice: {made} synthesized, {kept} unchanged, {recorded} recorded, "
      f"{len(stale)} files without an inventory line{': ' + ', '.join(stale) if stale else ''}")
PY
