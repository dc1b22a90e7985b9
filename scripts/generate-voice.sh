#!/usr/bin/env bash
# Synthesizes every voice line of Resources/Content/prompts.json with espeak-ng's German voice into
# Resources/Audio/de/<audioId>.ogg (docs/content.md#5-voice); with --language en, the English lines of
# prompts.en.json with espeak-ng's British English voice into Resources/Audio/en/ (docs/content.md#9-languages).
# Only lines whose text or voice settings
# changed are regenerated (hash manifest Resources/Audio/<lang>/voice-manifest.json). A file that is not
# the one this script wrote (a recording dropped in under the same name) is kept and marked
# "recorded"; it is never overwritten. Developer tool: `make test` does not need it.
# Every line is normalized to -20 LUFS integrated with its true peak at or below -1 dBTP, and lead-ins
# ("leadIn": true, a number word follows) are spoken with a level, continuing tune (docs/content.md#5-voice).
# Needs: espeak-ng, sox, vorbis-tools (oggenc, oggdec), python3 with numpy and scipy.
#   scripts/generate-voice.sh                  regenerate what changed (German)
#   scripts/generate-voice.sh --force          regenerate every synthesized line
#   scripts/generate-voice.sh --language en    the English lines (with or without --force)
#   scripts/generate-voice.sh --numbers tr     a home language's number words 0-20 from numberwords.json
#                                              into Resources/Audio/tr/num.<n>.ogg (docs/content.md#home-language-number-words)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in espeak-ng sox oggenc oggdec python3; do
    command -v "$tool" >/dev/null || { echo "generate-voice: $tool is missing" >&2; exit 1; }
done
export ZK_FORCE="" ZK_LANGUAGE=de ZK_NUMBERS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --force) ZK_FORCE=--force ;;
        --language) ZK_LANGUAGE=${2:?--language needs a code such as en}; shift ;;
        --numbers) ZK_NUMBERS=${2:?--numbers needs a code such as tr}; ZK_LANGUAGE=$ZK_NUMBERS; shift ;;
        *) echo "generate-voice: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
python3 - <<'PY'
import hashlib, json, os, re, subprocess, sys, tempfile, wave

import numpy as np

sys.path.insert(0, "scripts")
import voice_analysis as va

# A calm, slightly slower setting for small children: female variant, 140 words/min (espeak-ng's
# default is 175), a little lower pitch, 10 ms extra gap between words.
VOICE = ["-s", "140", "-p", "46", "-g", "1"]
# Leading and trailing silence trimmed, then a short fixed pad, so sequences (a + b) flow.
TRIM = ["silence", "1", "0.02", "0.3%", "reverse", "silence", "1", "0.02", "0.3%", "reverse"]
SOX = ["gain", "-3", "highpass", "70", *TRIM, "pad", "0.03", "0.12", "rate", "22050"]
TARGET_LUFS, LIMIT_DBTP, LIMIT_MARGIN = -20.0, -1.0, 1.0
# The lead-in tune: German espeak ends a clause with a fall (statement) or a fall-rise (comma). A clip
# that a number word completes ("Spring auf die" + "Sieben") needs the pitch to stay level instead:
# a gentle head and a nucleus that ends slightly above where it starts. The tune is compiled into a
# private copy of espeak-ng's data folder; every clause type of the lead-in voice uses it.
LEADIN_TUNE = """prehead   46 57
headenv   fall 16
head       4 66 54 -4 -3
headextend 0 63 38 13 0
nucleus0 rise 58 62
nucleus  fall 64 60 60 62
"""
# Every language's espeak-ng voice is data: the `voice` of its entry in numberwords.json. The app's
# languages (manifest.json's `languages`) speak every line, German's in prompts.json, every other
# language's in prompts.<lang>.json (docs/content.md#9-languages); a home language speaks only its
# number words (--numbers).
LANGUAGE = os.environ.get("ZK_LANGUAGE", "de")
NUMBERS_ONLY = bool(os.environ.get("ZK_NUMBERS"))
manifest_file = json.load(open("Resources/Content/manifest.json", encoding="utf-8"))
SOURCE = manifest_file.get("sourceLocale", "de")
APP_LANGUAGES = manifest_file.get("languages", [SOURCE])
home = {entry["code"]: entry for entry in json.load(open("Resources/Content/numberwords.json", encoding="utf-8"))["languages"]}
if NUMBERS_ONLY:
    # A home language's number words (docs/content.md#home-language-number-words); the app's own
    # languages already speak theirs as num.<n> of their full voice.
    if LANGUAGE in APP_LANGUAGES or LANGUAGE not in home:
        sys.exit(f"generate-voice: --numbers takes a home language of numberwords.json that is no app language")
elif LANGUAGE not in APP_LANGUAGES:
    sys.exit(f"generate-voice: {LANGUAGE} is no language of manifest.json (--numbers speaks a home language)")
if LANGUAGE not in home:
    sys.exit(f"generate-voice: numberwords.json has no entry for {LANGUAGE}, which names its espeak-ng voice")
ESPEAK = home[LANGUAGE]["voice"]
SETTINGS = " ".join(VOICE) + " | sox " + " ".join(SOX) + f" | {TARGET_LUFS} LUFS {LIMIT_DBTP} dBTP | oggenc -q 1"
if LANGUAGE != "de":
    # German's hashes predate languages and stay as they were; every other voice is named.
    SETTINGS += f" | voice {ESPEAK}"
LEADIN_SETTINGS = SETTINGS + " | leadin " + LEADIN_TUNE
out_dir = f"Resources/Audio/{LANGUAGE}"
os.makedirs(out_dir, exist_ok=True)
manifest_path = os.path.join(out_dir, "voice-manifest.json")
force = os.environ.get("ZK_FORCE") == "--force"
if NUMBERS_ONLY:
    lines = [{"id": f"num.{n}", "text": word} for n, word in enumerate(home[LANGUAGE]["words"])]
else:
    prompts_file = "prompts.json" if LANGUAGE == SOURCE else f"prompts.{LANGUAGE}.json"
    lines = json.load(open(f"Resources/Content/{prompts_file}", encoding="utf-8"))["lines"]
try:
    manifest = json.load(open(manifest_path, encoding="utf-8"))
except (OSError, ValueError):
    manifest = {}


def sha(data):
    return hashlib.sha256(data).hexdigest()


def leadin_data(root):
    """espeak-ng's data folder with the lead-in tune compiled in and a voice `zk_leadin` that uses it."""
    version = subprocess.run(["espeak-ng", "--version"], check=True, capture_output=True, text=True).stdout
    system = re.search(r"Data at: (\S+)", version).group(1)
    data = os.path.join(root, "espeak-ng-data")
    os.makedirs(os.path.join(data, "voices"))
    os.makedirs(os.path.join(root, "phsource"))
    for name in os.listdir(system):
        if name not in ("voices", "intonations"):
            os.symlink(os.path.join(system, name), os.path.join(data, name))
    for name in os.listdir(os.path.join(system, "voices")):
        os.symlink(os.path.join(system, "voices", name), os.path.join(data, "voices", name))
    # The compiler insists on the four default tune names; here they are all the lead-in tune.
    with open(os.path.join(root, "phsource", "intonation"), "w") as f:
        for name in ("zk_leadin", "s1", "c1", "q1", "e1"):
            f.write(f"tune {name}\n{LEADIN_TUNE}endtune\n\n")
    with open(os.path.join(data, "voices", "zk_leadin"), "w") as f:
        f.write(f"name zk_leadin\nlanguage {ESPEAK}\ntunes zk_leadin zk_leadin zk_leadin zk_leadin\n")
    subprocess.run(["espeak-ng", f"--path={root}", "--compile-intonations"], check=True, capture_output=True)
    return root


def write_wav(path, samples, rate):
    pcm = np.clip(np.round(samples * 32767), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(pcm.tobytes())


def normalized(samples, rate, loudness, ceiling):
    """Gain to the loudness, true peaks limited to the ceiling; repeated because limiting lowers the
    loudness a little."""
    gain = loudness - va.integrated_loudness(samples, rate)
    for _ in range(6):
        out = va.limit(samples * 10 ** (gain / 20), rate, ceiling)
        error = loudness - va.integrated_loudness(out, rate)
        if abs(error) < 0.02:
            break
        gain += error
    return out


def synthesize(text, path, serial, leadin_root):
    voice = ["--path=" + leadin_root, "-v", "zk_leadin+f3"] if leadin_root else ["-v", ESPEAK + "+f3"]
    with tempfile.TemporaryDirectory() as tmp:
        raw, clean, level = (os.path.join(tmp, n) for n in ("raw.wav", "clean.wav", "level.wav"))
        subprocess.run(["espeak-ng", *voice, *VOICE, "-w", raw, text], check=True)
        subprocess.run(["sox", "-R", raw, "-c", "1", clean, *SOX], check=True)
        samples, rate = va.read_wav(clean)
        # Vorbis moves loudness and peaks a little: measure the encoded file and correct up to 5 times.
        ceiling, target = LIMIT_DBTP - LIMIT_MARGIN, TARGET_LUFS
        for _ in range(6):
            write_wav(level, normalized(samples, rate, target, ceiling), rate)
            subprocess.run(["oggenc", "-Q", "-s", str(serial), "-q", "1", "-o", path, level], check=True)
            decoded, _ = va.read_ogg(path)
            loud, peak = va.integrated_loudness(decoded, rate), va.true_peak(decoded)
            if abs(loud - TARGET_LUFS) <= 0.1 and peak <= LIMIT_DBTP - 0.1:
                break
            target += TARGET_LUFS - loud
            if peak > LIMIT_DBTP - 0.1:
                ceiling -= peak - (LIMIT_DBTP - 0.2)


made = kept = recorded = 0
new_manifest = {}
with tempfile.TemporaryDirectory() as leadin_tmp:
    leadin_root = None
    for entry in lines:
        # "speech" overrides the text for the synthesizer only, where espeak-ng would misread the spelling.
        audio_id, text, leadin = entry["id"], entry.get("speech") or entry["text"], entry.get("leadIn", False)
        path = os.path.join(out_dir, audio_id + ".ogg")
        want = sha(((LEADIN_SETTINGS if leadin else SETTINGS) + "\n" + text).encode())
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
        if leadin and leadin_root is None:
            leadin_root = leadin_data(leadin_tmp)
        synthesize(text, path, int(want[:7], 16), leadin_root if leadin else None)
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
