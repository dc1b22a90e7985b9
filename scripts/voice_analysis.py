"""Loudness, true peak and pitch of voice clips, for scripts/generate-voice.sh and scripts/voice-report.py.

The same rules are measured again, independently, by the Swift tests in
Packages/ZahlenketteKit/Tests/ZKContentTests (VoiceLoudnessTests, LeadInPitchTests); keep both in step
when a rule changes (docs/content.md section 5 states them).

Needs numpy, scipy and, to read Ogg files, oggdec (vorbis-tools).
"""
import os
import subprocess
import sys
import tempfile
import wave

import numpy as np
from scipy.ndimage import minimum_filter1d, uniform_filter1d
from scipy.signal import lfilter

BLOCK_SECONDS = 0.4  # ITU-R BS.1770-4 gating block
STEP_SECONDS = 0.1  # 75 % overlap
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0
OVERSAMPLING = 4
HALF_TAPS = 12  # windowed-sinc interpolator, 24 taps per phase


def read_wav(path):
    """Mono float samples in -1…1 and the sample rate of a 16-bit PCM WAV file."""
    with wave.open(path, "rb") as f:
        rate, channels, width = f.getframerate(), f.getnchannels(), f.getsampwidth()
        data = f.readframes(f.getnframes())
    if width != 2:
        raise ValueError(f"{path}: expected 16-bit PCM")
    samples = np.frombuffer(data, dtype="<i2").astype(np.float64) / 32768.0
    return samples.reshape(-1, channels).mean(axis=1), rate


def read_ogg(path):
    """Decodes an Ogg Vorbis file with oggdec."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "decoded.wav")
        subprocess.run(["oggdec", "-Q", "-b", "16", "-o", out, path], check=True)
        return read_wav(out)


def _biquad(b, a, x):
    return lfilter(b, a, x)


def k_weighting(rate):
    """The two BS.1770 K-weighting stages (high shelf, then high pass) for any sample rate, derived from
    the analogue prototypes the 48 kHz coefficients of the standard come from."""
    k = np.tan(np.pi * 1681.974450955533 / rate)
    q = 0.7071752369554196
    vh = 10 ** (3.999843853973347 / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf_b = ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0)
    shelf_a = (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    k = np.tan(np.pi * 38.13547087602444 / rate)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    high_b = (1.0, -2.0, 1.0)
    high_a = (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    return (shelf_b, shelf_a), (high_b, high_a)


def integrated_loudness(samples, rate):
    """Gated integrated loudness in LUFS (BS.1770-4, mono). A clip shorter than one 400 ms block is
    measured as a single block over its whole length, so the shortest number words get a value too."""
    (sb, sa), (hb, ha) = k_weighting(rate)
    weighted = _biquad(hb, ha, _biquad(sb, sa, samples))
    block = int(round(BLOCK_SECONDS * rate))
    step = int(round(STEP_SECONDS * rate))
    if len(weighted) <= block:
        powers = np.array([np.mean(weighted ** 2)])
    else:
        starts = range(0, len(weighted) - block + 1, step)
        powers = np.array([np.mean(weighted[s:s + block] ** 2) for s in starts])
    loud = -0.691 + 10 * np.log10(np.maximum(powers, 1e-12))
    gated = powers[loud > ABSOLUTE_GATE]
    if len(gated) == 0:
        return float("-inf")
    threshold = -0.691 + 10 * np.log10(np.mean(gated)) + RELATIVE_GATE
    gated = powers[(loud > ABSOLUTE_GATE) & (loud > threshold)]
    return float(-0.691 + 10 * np.log10(np.mean(gated)))


def _between_samples(samples):
    """The signal at the three points between each sample and the next (4× oversampling with a
    Hann-windowed sinc of 24 taps per phase), as three arrays as long as the input."""
    padded = np.concatenate([np.zeros(HALF_TAPS), samples, np.zeros(HALF_TAPS)])
    taps = np.arange(-HALF_TAPS + 1, HALF_TAPS + 1)
    phases = []
    for phase in range(1, OVERSAMPLING):
        t = taps - phase / OVERSAMPLING
        h = np.sinc(t) * (0.5 + 0.5 * np.cos(np.pi * t / HALF_TAPS))
        # value at n + phase/4 = sum over k of x[n + k] * h(k - phase/4)
        phases.append(np.convolve(padded, h[::-1], mode="valid")[1:len(samples) + 1])
    return phases


def peak_envelope(samples):
    """Per sample, the largest magnitude at the sample and the oversampled points after it."""
    envelope = np.abs(samples)
    for values in _between_samples(samples):
        envelope = np.maximum(envelope, np.abs(values))
    return envelope


def true_peak(samples):
    """True peak in dBTP: the largest magnitude of the signal oversampled 4×."""
    if len(samples) == 0:
        return float("-inf")
    return float(20 * np.log10(max(float(np.max(peak_envelope(samples))), 1e-12)))


def limit(samples, rate, ceiling_db, window=0.01):
    """A look-ahead peak limiter: the gain at each sample is at most what every true peak within 10 ms
    needs to stay under the ceiling (a minimum filter over twice the window), then smoothed with a
    moving average over the window, which keeps it under the need at every sample."""
    ceiling = 10 ** (ceiling_db / 20)
    need = np.minimum(1.0, ceiling / np.maximum(peak_envelope(samples), 1e-12))
    width = max(1, int(window * rate))
    gain = uniform_filter1d(minimum_filter1d(need, 2 * width + 1, mode="nearest"), 2 * width + 1, mode="nearest")
    return samples * np.minimum(gain, need)


def pitch_track(samples, rate, hop=0.01, window=0.03, fmin=100.0, fmax=500.0, threshold=0.15):
    """F0 per 10 ms frame with the YIN difference function (de Cheveigné and Kawahara 2002):
    (time, hertz) for voiced frames; frames quieter than 35 dB below the loudest frame are unvoiced."""
    n = int(window * rate)
    h = int(hop * rate)
    lo, hi = int(rate / fmax), int(rate / fmin)
    frames = range(0, max(0, len(samples) - n - hi), h)
    energies = np.array([np.sqrt(np.mean(samples[s:s + n] ** 2)) for s in frames]) if frames else np.array([])
    if len(energies) == 0:
        return []
    floor = energies.max() * 10 ** (-35 / 20)
    track = []
    for index, start in enumerate(frames):
        if energies[index] < floor:
            continue
        frame = samples[start:start + n + hi]
        diff = np.array([np.sum((frame[:n] - frame[tau:tau + n]) ** 2) for tau in range(hi + 1)])
        cumulative = np.cumsum(diff[1:]) / np.arange(1, hi + 1)
        cmnd = np.concatenate([[1.0], diff[1:] / np.maximum(cumulative, 1e-12)])
        below = [tau for tau in range(lo, hi) if cmnd[tau] < threshold]
        if not below:
            continue
        tau = below[0]
        while tau + 1 < hi and cmnd[tau + 1] < cmnd[tau]:
            tau += 1
        left, mid, right = cmnd[tau - 1], cmnd[tau], cmnd[tau + 1]
        denominator = left - 2 * mid + right
        shift = 0.5 * (left - right) / denominator if denominator > 0 else 0.0
        track.append(((start + n / 2) / rate, rate / (tau + shift)))
    return track


def end_fall_semitones(track, tail=0.3, end=0.1):
    """How far the pitch falls at the end of a lead-in, in semitones (positive = falls): the median F0
    of the voiced speech before its last 300 ms against the median F0 of its last 100 ms. A line with
    fewer than three voiced frames before the tail compares its first half instead."""
    if len(track) < 6:
        return None
    times = np.array([t for t, _ in track])
    semis = 12 * np.log2(np.array([f for _, f in track]))
    last = times[-1]
    body = semis[times < last - tail]
    if len(body) < 3:
        body = semis[times <= (times[0] + last) / 2]
    final = semis[times >= last - end]
    return float(np.median(body) - np.median(final))


def report(root="Resources", language="de"):
    """Prints the loudness spread, the loudest true peak and each lead-in's end fall of the committed
    files of one language (`python3 scripts/voice_analysis.py en`)."""
    import glob
    import json

    script = "prompts.json" if language == "de" else f"prompts.{language}.json"
    lines = json.load(open(os.path.join(root, "Content", script), encoding="utf-8"))["lines"]
    levels = {}
    for entry in lines:
        samples, rate = read_ogg(os.path.join(root, "Audio", language, entry["id"] + ".ogg"))
        levels[entry["id"]] = (integrated_loudness(samples, rate), true_peak(samples))
    loudness = [value for value, _ in levels.values()]
    peak_id = max(levels, key=lambda key: levels[key][1])
    print(f"voice lines: {len(levels)}")
    print(f"loudness LUFS: min {min(loudness):.2f} max {max(loudness):.2f} spread {max(loudness) - min(loudness):.2f}")
    print(f"highest true peak: {levels[peak_id][1]:.2f} dBTP ({peak_id})")
    for entry in lines:
        if entry.get("leadIn"):
            fall = end_fall_semitones(pitch_track(*read_ogg(os.path.join(root, "Audio", language, entry["id"] + ".ogg"))))
            print(f"lead-in end fall: {entry['id']} {fall:+.2f} semitones")
    for path in sorted(glob.glob(os.path.join(root, "Audio", "common", "*.ogg"))):
        print(f"sound: {os.path.basename(path)} true peak {true_peak(read_ogg(path)[0]):.2f} dBTP")


if __name__ == "__main__":
    report(language=sys.argv[1] if len(sys.argv) > 1 else "de")
