import Foundation

/// ITU-R BS.1770-4 loudness and true peak of a mono clip, written out here so the test depends on
/// nothing but a decoder. The generator (scripts/voice_analysis.py) measures the same way; the two
/// implementations check each other.
enum LoudnessMeter {
    /// One biquad section, b0 b1 b2 over a1 a2 (a0 = 1).
    struct Biquad {
        let b: (Double, Double, Double)
        let a: (Double, Double)

        func apply(_ input: [Double]) -> [Double] {
            var output = [Double](repeating: 0, count: input.count)
            var (x1, x2, y1, y2) = (0.0, 0.0, 0.0, 0.0)
            input.withUnsafeBufferPointer { x in
                output.withUnsafeMutableBufferPointer { y in
                    for index in 0..<x.count {
                        let value = b.0 * x[index] + b.1 * x1 + b.2 * x2 - a.0 * y1 - a.1 * y2
                        (x2, x1, y2, y1) = (x1, x[index], y1, value)
                        y[index] = value
                    }
                }
            }
            return output
        }
    }

    /// The K-weighting pre-filter (high shelf +4 dB above ~1.7 kHz, then a 38 Hz high pass) for any
    /// sample rate, from the analogue prototypes behind the standard's 48 kHz coefficients.
    static func kWeighting(sampleRate rate: Double) -> [Biquad] {
        var k = tan(Double.pi * 1681.974450955533 / rate)
        var q = 0.7071752369554196
        let vh = pow(10, 3.999843853973347 / 20)
        let vb = pow(vh, 0.4996667741545416)
        var a0 = 1 + k / q + k * k
        let shelf = Biquad(
            b: ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0),
            a: (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
        k = tan(Double.pi * 38.13547087602444 / rate)
        q = 0.5003270373238773
        a0 = 1 + k / q + k * k
        let highPass = Biquad(b: (1, -2, 1), a: (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
        return [shelf, highPass]
    }

    /// Gated integrated loudness in LUFS: 400 ms blocks every 100 ms, absolute gate −70 LUFS, relative
    /// gate 10 LU below the mean of the blocks above it. A clip shorter than one block is one block.
    static func integratedLoudness(_ clip: VoiceClip) -> Double {
        let weighted = kWeighting(sampleRate: clip.sampleRate).reduce(clip.samples) { $1.apply($0) }
        let block = Int((0.4 * clip.sampleRate).rounded())
        let step = Int((0.1 * clip.sampleRate).rounded())
        var powers: [Double] = []
        weighted.withUnsafeBufferPointer { x in
            let length = min(block, x.count)
            var start = 0
            while start + length <= x.count {
                var sum = 0.0
                for index in start..<start + length { sum += x[index] * x[index] }
                powers.append(sum / Double(max(length, 1)))
                start += step
            }
        }
        func loudness(_ power: Double) -> Double { -0.691 + 10 * log10(max(power, 1e-12)) }
        let audible = powers.filter { loudness($0) > -70 }
        guard !audible.isEmpty else { return -.infinity }
        let threshold = loudness(audible.reduce(0, +) / Double(audible.count)) - 10
        let gated = audible.filter { loudness($0) > threshold }
        return loudness(gated.reduce(0, +) / Double(gated.count))
    }

    /// True peak in dBTP: the largest magnitude of the clip and of the three points between each pair
    /// of samples, interpolated with a Hann-windowed sinc of 24 taps (4× oversampling). A stretch of 16
    /// points is skipped when even its loudest sample times the filter's total gain cannot beat the
    /// peak found so far, which is exact and keeps the test fast.
    static func truePeak(_ clip: VoiceClip) -> Double {
        let half = 12
        let count = clip.samples.count
        var peak = clip.samples.reduce(0) { max($0, abs($1)) }
        let padded = [Double](repeating: 0, count: half) + clip.samples + [Double](repeating: 0, count: half)
        let phases = (1..<4).map { phase -> [Double] in
            // Tap j weighs sample n + j - (half - 1) for the point n + phase/4.
            (0..<(2 * half)).map { j -> Double in
                let t = Double(j - half + 1) - Double(phase) / 4
                let sinc = t == 0 ? 1 : sin(Double.pi * t) / (Double.pi * t)
                return sinc * (0.5 + 0.5 * cos(Double.pi * t / Double(half)))
            }
        }
        let gain = phases.map { $0.reduce(0) { $0 + abs($1) } }.max() ?? 1
        padded.withUnsafeBufferPointer { x in
            for blockStart in stride(from: 0, to: count, by: 16) {
                let blockEnd = min(blockStart + 16, count)
                var loudest = 0.0
                for index in blockStart + 1..<blockEnd + 2 * half { loudest = max(loudest, abs(x[index])) }
                guard loudest * gain > peak else { continue }
                for taps in phases {
                    taps.withUnsafeBufferPointer { h in
                        for n in blockStart..<blockEnd {
                            var value = 0.0
                            for j in 0..<h.count { value += x[n + 1 + j] * h[j] }
                            peak = max(peak, abs(value))
                        }
                    }
                }
            }
        }
        return 20 * log10(max(peak, 1e-12))
    }
}
