import Foundation
import Testing
import ZKCore

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
}
