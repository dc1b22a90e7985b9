import Foundation

/// A small F0 tracker (the YIN difference function of de Cheveigné and Kawahara, 2002) and the
/// lead-in rule built on it (docs/content.md#5-voice): how far the pitch falls at the end of a
/// clip.
enum PitchTracker {
    struct Frame {
        let time: Double
        let hertz: Double
    }

    /// F0 every 10 ms over 30 ms windows, 100–500 Hz (the synthetic voice speaks at about 150–260 Hz).
    /// Frames more than 35 dB below the loudest frame, or without a clear period (YIN's cumulative
    /// normalized difference never below 0.15), are unvoiced and left out.
    static func track(_ clip: VoiceClip) -> [Frame] {
        let rate = clip.sampleRate
        let window = Int(0.03 * rate)
        let hop = Int(0.01 * rate)
        let shortest = Int(rate / 500)
        let longest = Int(rate / 100)
        let starts = Array(stride(from: 0, to: max(0, clip.samples.count - window - longest), by: hop))
        return clip.samples.withUnsafeBufferPointer { x -> [Frame] in
            let energies = starts.map { start -> Double in
                var sum = 0.0
                for index in start..<start + window { sum += x[index] * x[index] }
                return (sum / Double(window)).squareRoot()
            }
            let floor = (energies.max() ?? 0) * pow(10, -35.0 / 20)
            var frames: [Frame] = []
            var difference = [Double](repeating: 0, count: longest + 1)
            for (position, start) in starts.enumerated() where energies[position] >= floor {
                for lag in 1...longest {
                    var sum = 0.0
                    for index in start..<start + window {
                        let delta = x[index] - x[index + lag]
                        sum += delta * delta
                    }
                    difference[lag] = sum
                }
                guard let period = period(difference, shortest: shortest, longest: longest) else { continue }
                frames.append(Frame(time: (Double(start) + Double(window) / 2) / rate, hertz: rate / period))
            }
            return frames
        }
    }

    /// The first lag whose cumulative mean normalized difference dips below 0.15, moved to the bottom
    /// of that dip and refined by a parabola through its neighbours.
    private static func period(_ difference: [Double], shortest: Int, longest: Int) -> Double? {
        var normalized = [Double](repeating: 1, count: longest + 1)
        var running = 0.0
        for lag in 1...longest {
            running += difference[lag]
            normalized[lag] = running > 0 ? difference[lag] * Double(lag) / running : 1
        }
        guard var lag = (shortest..<longest).first(where: { normalized[$0] < 0.15 }) else { return nil }
        while lag + 1 < longest, normalized[lag + 1] < normalized[lag] { lag += 1 }
        let (left, middle, right) = (normalized[lag - 1], normalized[lag], normalized[lag + 1])
        let curvature = left - 2 * middle + right
        return Double(lag) + (curvature > 0 ? 0.5 * (left - right) / curvature : 0)
    }

    /// Semitones the pitch falls at the end (positive = falls): the median F0 of the voiced speech
    /// before the last 300 ms against the median F0 of the last 100 ms of voiced speech. With fewer
    /// than three voiced frames before those 300 ms, the first half of the voiced speech is the
    /// reference. Nil when fewer than six frames are voiced.
    static func endFall(_ frames: [Frame]) -> Double? {
        guard frames.count >= 6, let first = frames.first?.time, let last = frames.last?.time else { return nil }
        func semitones(_ frame: Frame) -> Double { 12 * log2(frame.hertz) }
        var body = frames.filter { $0.time < last - 0.3 }.map(semitones)
        if body.count < 3 { body = frames.filter { $0.time <= (first + last) / 2 }.map(semitones) }
        let end = frames.filter { $0.time >= last - 0.1 }.map(semitones)
        return median(body) - median(end)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
