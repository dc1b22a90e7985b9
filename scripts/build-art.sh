#!/usr/bin/env bash
# Builds Resources/Images/*.png (spec 6.4.3 asset names) from three sources:
#   1. Emoji named in Resources/Art/emoji.json (counting objects, avatars, decorations, game icons,
#      Abenteuer and milestone stickers), extracted from the Noto Color Emoji font (Apache 2.0).
#   2. Original SVG art in Resources/Art/*.svg (Zahlenfreunde, dot-picture reveals, sticker frames,
#      the medals of the 10/50/100-round milestones, which show no numerals, Hör hin's rabbit),
#      rasterized with rsvg-convert at 256 px on the longer side, and at 512 px as <name>@2x.png.
#   3. The friends' silhouettes (friend_NN_silhouette, S-13): each friend_NN.svg recoloured into one
#      soft warm grey that keeps its eyes, smile and a faded numeral, so a friend not yet met is a
#      friendly shape, never a locked one.
# Developer tool: the PNGs are committed, so `make test` needs none of this.
# Needs: python3 with fontTools (pip install --user fonttools), fonts-noto-color-emoji, librsvg2-bin.
set -euo pipefail
cd "$(dirname "$0")/.."
font=${NOTO_EMOJI_FONT:-/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf}
[ -f "$font" ] || { echo "build-art: $font is missing (apt-get install fonts-noto-color-emoji)" >&2; exit 1; }
command -v rsvg-convert >/dev/null || { echo "build-art: rsvg-convert is missing (librsvg2-bin)" >&2; exit 1; }
python3 -c 'import fontTools' 2>/dev/null || pip install --user --quiet fonttools
mkdir -p Resources/Images

python3 - "$font" <<'PY'
import json, sys
from fontTools.ttLib import TTFont

font = TTFont(sys.argv[1])
cmap = font.getBestCmap()
strikes = font["CBDT"].strikeData
gsub = font["GSUB"].table if "GSUB" in font else None

def glyph_for(codepoints):
    """The glyph of one code point, or of a sequence through the font's ligatures."""
    names = [cmap.get(cp) for cp in codepoints if cp != 0xFE0F]
    if len(names) == 1:
        return names[0]
    if gsub is None or None in names:
        return None
    for lookup in gsub.LookupList.Lookup:
        for sub in lookup.SubTable:
            ligatures = getattr(sub, "ligatures", None) or {}
            for lig in ligatures.get(names[0], []):
                if lig.Component == names[1:]:
                    return lig.LigGlyph
    return None

table = json.load(open("Resources/Art/emoji.json", encoding="utf-8"))["emoji"]
missing = []
for asset, points in sorted(table.items()):
    glyph = glyph_for([int(p, 16) for p in points.split()])
    data = None
    for strike in strikes:
        if glyph in strike:
            data = strike[glyph].imageData
            break
    if data is None:
        missing.append(asset)
        continue
    with open(f"Resources/Images/{asset}.png", "wb") as out:
        out.write(data)
print(f"build-art: {len(table) - len(missing)} emoji extracted" + (f", missing: {missing}" if missing else ""))
if missing:
    sys.exit(1)
PY

count=0
for svg in Resources/Art/*.svg; do
    [ -e "$svg" ] || continue
    name=$(basename "$svg" .svg)
    # The launcher icon is no content picture: scripts/build-icons.sh renders it into Resources/Icons.
    [ "$name" = app_icon ] && continue
    rsvg-convert --width 256 --keep-aspect-ratio "$svg" -o "Resources/Images/$name.png"
    # Our own art is drawn larger than 256 px in big windows (the Hör hin rabbit fills half of a
    # 1366 x 1024 one): the renderer takes this raster, twice as large, above 1x (issue 19).
    rsvg-convert --width 512 --keep-aspect-ratio "$svg" -o "Resources/Images/$name@2x.png"
    count=$((count + 1))
done
echo "build-art: $count SVG files rasterized"

silhouettes=$(mktemp -d)
trap 'rm -rf "$silhouettes"' EXIT
python3 - "$silhouettes" <<'PY'
import glob, os, re, sys

BODY, LINE, NUMERAL = "#DDD5C7", "#C4B8A6", "#ADA08C"
KEEP = {"none", "#FFFFFF", "#2E2A26", "#000000", NUMERAL}

def recolour(svg):
    # The numeral goes soft first (its text is ink, like the eyes, which keep their colour).
    svg = re.sub(r'(<text[^>]*?)fill="#[0-9A-Fa-f]{6}"', r'\1fill="' + NUMERAL + '"', svg)
    svg = re.sub(r'fill="(#[0-9A-Fa-f]{6}|none)"', lambda m: m.group(0) if m.group(1).upper() in KEEP else f'fill="{BODY}"', svg)
    return re.sub(r'stroke="(#[0-9A-Fa-f]{6})"', lambda m: m.group(0) if m.group(1).upper() in KEEP else f'stroke="{LINE}"', svg)

for path in sorted(glob.glob("Resources/Art/friend_[0-9][0-9].svg")):
    name = os.path.basename(path)[:-4] + "_silhouette.svg"
    with open(path, encoding="utf-8") as source, open(os.path.join(sys.argv[1], name), "w", encoding="utf-8") as out:
        out.write(recolour(source.read()))
PY
for svg in "$silhouettes"/*.svg; do
    rsvg-convert --width 256 --keep-aspect-ratio "$svg" -o "Resources/Images/$(basename "$svg" .svg).png"
done
echo "build-art: $(ls "$silhouettes" | wc -l) friend silhouettes drawn"
