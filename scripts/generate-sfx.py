#!/usr/bin/env python3
"""Synthesizes the locale-independent sounds into Resources/Audio/common/<audioId>.ogg.

sfx.correct (warm marimba-like chime), sfx.soft (gentle low tone, never a buzzer), sfx.star,
sfx.tap, sfx.celebrate and the quiet music.garden loop. Python standard library for the
waveforms, oggenc for the encoding. Deterministic: the same script gives the same samples.
Developer tool; its outputs are committed and `make test` does not need it.
"""
import math
import os
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Audio", "common")


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def marimba(freq, seconds, amp=0.5, decay=7.0):
    """A struck bar: fundamental plus the 4th and 10th partials of a marimba, fast decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, t / 0.004)
        s = (math.sin(2 * math.pi * freq * t)
             + 0.25 * math.exp(-14 * t) * math.sin(2 * math.pi * freq * 3.9 * t)
             + 0.08 * math.exp(-30 * t) * math.sin(2 * math.pi * freq * 9.9 * t))
        out.append(amp * env * s)
    return out


def soft_tone(freq, seconds, amp=0.35):
    """A rounded low sine with slow attack and release: calm, no harshness."""
    out = []
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        env = math.sin(math.pi * i / n) ** 2
        s = math.sin(2 * math.pi * freq * t) + 0.15 * math.sin(2 * math.pi * freq * 2 * t)
        out.append(amp * env * s)
    return out


def mix(*tracks):
    length = max(len(t) for t, _ in tracks)
    out = [0.0] * length
    for track, offset in tracks:
        start = int(RATE * offset)
        for i, s in enumerate(track):
            if start + i < length:
                out[start + i] += s
            else:
                out.append(s)
                length += 1
    return out


def at(track, offset):
    return (track, offset)


def pad_to(track, seconds):
    return track + silence(max(0.0, seconds - len(track) / RATE))


def write(name, samples, quality="2"):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 / peak if peak > 0.8 else 1.0
    with tempfile.TemporaryDirectory() as tmp:
        wav_path = os.path.join(tmp, name + ".wav")
        with wave.open(wav_path, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples))
        subprocess.run(["oggenc", "-Q", "-s", "20261130", "-q", quality, "-o", os.path.join(OUT, name + ".ogg"), wav_path], check=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    c5, e5, g5, c6, e6, g6 = 523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0
    write("sfx.correct", mix(at(marimba(e5, 0.9), 0), at(marimba(g5, 1.0), 0.11)))
    write("sfx.soft", soft_tone(220.0, 0.45))
    write("sfx.star", mix(at(marimba(g6, 0.5, 0.3, 10), 0), at(marimba(c6 * 2, 0.5, 0.25, 12), 0.07),
                          at(marimba(e6 * 2, 0.4, 0.18, 14), 0.14)))
    write("sfx.tap", marimba(880.0, 0.12, 0.35, 40))
    # sfx.pause: the calm pause between a number word and its home-language word
    # (docs/content.md#home-language-number-words), played on the voice channel.
    write("sfx.pause", silence(0.6))
    write("sfx.celebrate", mix(*[at(marimba(f, 0.9, 0.4, 5), 0.12 * i) for i, f in enumerate([c5, e5, g5, c6, e6])]))
    # music.garden: an 8-bar pentatonic tune on soft marimba over a low drone, 16 s, loops seamlessly.
    tune = [c5, e5, g5, e5, 587.33, g5, 880.0, g5, e5, 587.33, c5, 440.0, g5, e5, 587.33, c5]
    beat = 1.0
    notes = [at(marimba(f, 1.2, 0.22, 4), i * beat) for i, f in enumerate(tune)]
    bass = [at(soft_tone(f, 4.0, 0.12), i * 4.0) for i, f in enumerate([130.81, 110.0, 146.83, 130.81])]
    loop = mix(*(notes + bass))[: int(RATE * 16)]
    write("music.garden", pad_to(loop, 16.0), quality="1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
