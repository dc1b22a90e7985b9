import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Reads the duration of the committed Ogg Vorbis files from their headers (no decoder needed):
/// every voice line is short enough for a small child, and every file is mono.
@Suite("Voice files")
struct VoiceFileTests {
    struct OggInfo {
        let channels: Int
        let sampleRate: Int
        let seconds: Double
    }

    static func info(_ data: Data) -> OggInfo? {
        let bytes = [UInt8](data)
        let marker: [UInt8] = [0x01] + Array("vorbis".utf8)
        guard let id = (0..<max(0, bytes.count - 16)).first(where: { Array(bytes[$0..<$0 + 7]) == marker }) else {
            return nil
        }
        let channels = Int(bytes[id + 11])
        let rate = (0..<4).reduce(0) { $0 | Int(bytes[id + 12 + $1]) << (8 * $1) }
        let capture = Array("OggS".utf8)
        guard rate > 0,
            let last = stride(from: bytes.count - 14, through: 0, by: -1).first(where: {
                Array(bytes[$0..<$0 + 4]) == capture
            })
        else { return nil }
        let granule = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[last + 6 + $1]) << (8 * UInt64($1)) }
        return OggInfo(channels: channels, sampleRate: rate, seconds: Double(granule) / Double(rate))
    }

    @Test(arguments: ShippedContent.languages)
    func everyVoiceLineIsMonoAndBetweenAQuarterAndSixSeconds(language: String) throws {
        let folder = ShippedContent.resources.appendingPathComponent("Audio/\(language)")
        let catalog = ShippedContent.store.catalog
        for id in catalog.prompts.lines.keys.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(id.rawValue).ogg"))
            let info = Self.info(data)
            #expect(info?.channels == 1, "\(id)")
            #expect((info?.seconds ?? 0) >= 0.25, "\(id) is too short")
            #expect((info?.seconds ?? 99) < 6, "\(id) is too long")
        }
    }

    @Test(arguments: ShippedContent.languages)
    func numberWordsAreShortEnoughToChain(language: String) throws {
        let folder = ShippedContent.resources.appendingPathComponent("Audio/\(language)")
        for number in 0...20 {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(AudioID.number(number).rawValue).ogg"))
            #expect((Self.info(data)?.seconds ?? 99) < 1.5, "num.\(number)")
        }
    }

    @Test func musicLoopIsQuietlyLong() throws {
        let url = ShippedContent.resources.appendingPathComponent("Audio/common/music.garden.ogg")
        let info = Self.info(try Data(contentsOf: url))
        #expect((info?.seconds ?? 0) >= 10)
    }
}
