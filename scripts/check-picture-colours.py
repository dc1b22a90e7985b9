#!/usr/bin/env python3
"""Checks that a screenshot shows a picture's own colours (issue 20).

usage: check-picture-colours.py SCREENSHOT.png PICTURE.png

A missing picture is drawn as a neutral grey shape, so a screenshot taken with the resources
not found has none of the picture's strong colours. This takes the picture's most frequent
saturated colour and counts the screenshot's pixels close to it. It passes with at
least MINIMUM_PIXELS such pixels and says what it found either way. Standard library only.
"""
import struct
import sys
import zlib
from collections import Counter

MINIMUM_PIXELS = 400
TOLERANCE = 24


def decode(path):
    """Pixels of an 8-bit, non-interlaced PNG as (r, g, b, a) rows."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path} is no PNG")
    offset, idat, palette, alpha = 8, b"", None, None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i : i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"tRNS":
            alpha = list(body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    if depth != 8 or interlace != 0 or colour not in (2, 3, 6):
        sys.exit(f"{path}: only 8-bit RGB, RGBA or palette PNGs without interlacing are read")
    channels = {2: 3, 3: 1, 6: 4}[colour]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
        if colour == 2:
            rows.append([(line[i], line[i + 1], line[i + 2], 255) for i in range(0, stride, 3)])
        elif colour == 6:
            rows.append([tuple(line[i : i + 4]) for i in range(0, stride, 4)])
        else:
            rows.append([palette[i] + ((alpha[i] if alpha and i < len(alpha) else 255),) for i in line])
    return rows


def saturated(pixel):
    r, g, b, a = pixel
    return a > 200 and max(r, g, b) - min(r, g, b) > 60


def main():
    screenshot, picture = sys.argv[1], sys.argv[2]
    counts = Counter(
        (r // 16 * 16 + 8, g // 16 * 16 + 8, b // 16 * 16 + 8)
        for row in decode(picture)
        for (r, g, b, a) in row
        if saturated((r, g, b, a))
    )
    colours = [colour for colour, _ in counts.most_common(1)]
    if not colours:
        sys.exit(f"{picture} has no saturated colours to look for")
    matching = sum(
        1
        for row in decode(screenshot)
        for (r, g, b, _) in row
        if any(abs(r - c[0]) <= TOLERANCE and abs(g - c[1]) <= TOLERANCE and abs(b - c[2]) <= TOLERANCE for c in colours)
    )
    names = ", ".join("#%02X%02X%02X" % c for c in colours)
    verdict = "shows" if matching >= MINIMUM_PIXELS else "lacks"
    print(f"picture-colours: {screenshot} {verdict} the colours of {picture} ({names}): {matching} pixels")
    sys.exit(0 if matching >= MINIMUM_PIXELS else 1)


if __name__ == "__main__":
    main()
