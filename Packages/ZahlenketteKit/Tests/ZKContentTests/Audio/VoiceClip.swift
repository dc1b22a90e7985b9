import Foundation
import TestSupport
import ZKCore

/// A committed Ogg Vorbis file decoded to mono samples in -1…1, so tests measure what a child hears.
/// Decoding uses `oggdec` from vorbis-tools, which `make setup` installs (scripts/apt/audio.txt).
struct VoiceClip {
    let samples: [Double]
    let sampleRate: Double

    var seconds: Double { Double(samples.count) / sampleRate }

    struct DecodeError: Error, CustomStringConvertible, Sendable {
        let description: String
    }

    init(samples: [Double], sampleRate: Double) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    init(contentsOf url: URL) throws {
        guard let info = VoiceFileTests.info(try Data(contentsOf: url)), info.channels > 0 else {
            throw DecodeError(description: "\(url.lastPathComponent) has no Vorbis header")
        }
        let process = Process()
        process.executableURL = try Self.decoder()
        process.arguments = ["-Q", "-R", "-b", "16", "-e", "0", "-s", "1", "-o", "-", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let pcm = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DecodeError(description: "oggdec failed on \(url.lastPathComponent)")
        }
        let bytes = [UInt8](pcm)
        let frames = bytes.count / (2 * info.channels)
        var mono = [Double](repeating: 0, count: frames)
        for frame in 0..<frames {
            var sum = 0.0
            for channel in 0..<info.channels {
                let at = 2 * (frame * info.channels + channel)
                sum += Double(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8)) / 32768
            }
            mono[frame] = sum / Double(info.channels)
        }
        self.init(samples: mono, sampleRate: Double(info.sampleRate))
    }

    /// Every committed voice line and sound of every language, decoded once for all tests (decoding
    /// is the slow part), keyed `<folder>/<id>`.
    private static let shipped: [String: Result<VoiceClip, DecodeError>] = {
        let audio = ShippedContent.resources.appendingPathComponent("Audio")
        var clips: [String: Result<VoiceClip, DecodeError>] = [:]
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: audio.path)) ?? []
        for folder in folders.sorted() {
            let url = audio.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names where name.hasSuffix(".ogg") {
                let clip: Result<VoiceClip, DecodeError>
                do {
                    clip = .success(try VoiceClip(contentsOf: url.appendingPathComponent(name)))
                } catch let error as DecodeError {
                    clip = .failure(error)
                } catch {
                    clip = .failure(DecodeError(description: "\(name): \(error)"))
                }
                clips["\(folder)/\(name.dropLast(4))"] = clip
            }
        }
        return clips
    }()

    /// The committed file of a voice line in `language` (German when nil) or of a sound, decoded.
    static func shipped(_ id: AudioID, in language: String? = nil) throws -> VoiceClip {
        let folder = id.isVoice ? language ?? "de" : "common"
        guard let clip = shipped["\(folder)/\(id.rawValue)"] else {
            throw DecodeError(description: "\(folder)/\(id) has no file")
        }
        return try clip.get()
    }

    /// `oggdec` on the PATH; a clear failure when setup has not run.
    private static func decoder() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("oggdec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw DecodeError(description: "oggdec is missing: run `make setup` (vorbis-tools)")
    }
}
