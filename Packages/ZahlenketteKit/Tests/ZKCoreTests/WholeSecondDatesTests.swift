import Foundation
import Testing

@testable import ZKCore

@Suite struct WholeSecondDatesTests {
    private struct Stamp: Codable, Equatable {
        var at: Date
    }

    private func read(_ text: String) throws -> Date {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        return try decoder.decode(Stamp.self, from: Data("{\"at\": \"\(text)\"}".utf8)).at
    }

    private func written(_ date: Date) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(Stamp(at: date)), as: UTF8.self)
    }

    @Test func aWholeSecondReadsAsWritten() throws {
        #expect(try read("2026-10-01T07:00:00Z") == Date(timeIntervalSince1970: 1_790_838_000))
        #expect(try read("2026-10-01T09:00:00+02:00") == Date(timeIntervalSince1970: 1_790_838_000))
    }

    @Test(arguments: ["2026-10-01T07:00:00.5Z", "1999-10-01T07:00:00.25Z"])
    func aFractionOfASecondIsDroppedSoTheValueWritesBackUnchanged(_ text: String) throws {
        let date = try read(text)
        #expect(date.timeIntervalSinceReferenceDate == date.timeIntervalSinceReferenceDate.rounded(.down))
        #expect(try written(date) == "{\"at\":\"\(text.prefix(19))Z\"}")
        #expect(try read(String(text.prefix(19)) + "Z") == date)
    }

    @Test(arguments: ["", "2026-10-01", "gestern", "2026-10-01T07:00:00"])
    func anythingButADateTimeIsRefused(_ text: String) {
        #expect(throws: DecodingError.self) { try read(text) }
    }

    /// The integer reading of `yyyy-MM-ddTHH:mm:ssZ` gives what the format style gives, for 2,000
    /// seeded instants from 1900 to 2100 and for the edges of a day; other forms and years before
    /// 1900 are left to it.
    @Test func theFastReadingOfTheAppsOwnFormAgreesWithTheFormatStyle() throws {
        var rng = SplitMix64(seed: 0x1A90_0037_0000_0002)
        let style = Date.ISO8601FormatStyle()
        let edges: [Double] = [-2_208_988_800, 0, 86_399, 86_400, 951_782_400, 4_102_444_799]
        let random = (0..<2000).map { _ in Double(rng.nextInt(below: 6_311_433_600) - 2_208_988_800) }
        for seconds in edges + random {
            let text = style.format(Date(timeIntervalSince1970: seconds))
            let fast = try #require(JSONDecoder.DateDecodingStrategy.utcSeconds(text), "\(text)")
            #expect(fast == (try style.parse(text)), "\(text)")
        }
        for other in [
            "2026-10-01T07:00:00.5Z", "2026-10-01T07:00:00+02:00", "2026-13-01T07:00:00Z", "2026-10-01T24:00:00Z",
        ] {
            #expect(JSONDecoder.DateDecodingStrategy.utcSeconds(other) == nil, "\(other)")
        }
    }
}
