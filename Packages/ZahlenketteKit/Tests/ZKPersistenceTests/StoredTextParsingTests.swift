import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// The hand-written readers of stored text (D-1116) read exactly what the store writes, and a
/// damaged value reads as empty or absent, never as a wrong value.
@Suite struct StoredTextParsingTests {
    @Test func listsReadBackWhatTheStoreWrote() {
        #expect(ListColumn.ints(ListColumn.encode([3, -1, 20])) == [3, -1, 20])
        #expect(ListColumn.bools(ListColumn.encode([true, false, true])) == [true, false, true])
        #expect(ListColumn.strings(ListColumn.encode(["a", "b"])) == ["a", "b"])
        let days = [LocalDate(year: 2025, month: 12, day: 31), LocalDate(year: 2026, month: 1, day: 2)].compactMap {
            $0
        }
        #expect(ListColumn.dates(ListColumn.encode(days.map(\.string))) == days)
        #expect(ListColumn.ints(ListColumn.encode([Int]())) == [])
    }

    /// The import writes days without `LocalDate.string` (D-0328): the same bytes, for any year.
    @Test func theImportsDayTextIsTheDaysString() {
        let days = [(1, 1, 1), (999, 2, 28), (2026, 10, 1), (2028, 2, 29), (9999, 12, 31)].compactMap {
            LocalDate(year: $0.0, month: $0.1, day: $0.2)
        }
        #expect(days.count == 5)
        for day in days {
            #expect(DayText.withText(day) { String(decoding: $0, as: UTF8.self) } == day.string)
        }
        #expect(DayText.list(days) == ListColumn.encode(days.map(\.string)))
        #expect(DayText.list([]) == ListColumn.encode([String]()))
        #expect(ListColumn.dates(DayText.list(days)) == days)
    }

    @Test func blanksAroundItemsAndTheListAreIgnored() {
        #expect(ListColumn.ints("  [ 1 ,\t2 , 3 ]\t") == [1, 2, 3])
        #expect(ListColumn.strings("[ \"x\" , \"y\"]") == ["x", "y"])
        #expect(ListColumn.ints("[1,,2,]") == [1, 2])
    }

    @Test func aDamagedListReadsAsEmptyOrWithoutItsDamagedItems() {
        #expect(ListColumn.ints(nil) == [])
        #expect(ListColumn.ints("") == [])
        #expect(ListColumn.ints("[") == [])
        #expect(ListColumn.ints("1,2,3") == [])
        #expect(ListColumn.ints("[1,zwei,3]") == [1, 3])
        #expect(
            ListColumn.dates("[\"2026-02-30\",\"2026-13-01\",\"gestern\",\"2026-03-01\"]").map(\.string) == [
                "2026-03-01"
            ])
        #expect(ListColumn.strings("[\"ä\",\"ß\"]") == ["ä", "ß"])
    }

    @Test func storedIDsReadAsFoundationReadsThem() {
        var random = SplitMix64(seed: 0x5EED_1D5)
        for _ in 0..<500 {
            let id = UUID(
                uuid: (
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random)
                ))
            #expect(UUIDText.parse(id.uuidString) == id)
            #expect(UUIDText.parse(id.uuidString.lowercased()) == id)
            // The store writes the text Foundation writes, so stable IDs never change.
            #expect(UUIDText.format(id) == id.uuidString)
        }
    }

    @Test func anythingButTheCanonicalFormIsRejected() {
        let good = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let bad = [
            "", "E621E1F8C36C495A93FC0C247A3E6E5F", String(good.dropLast()), good + "0",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5G", "E621E1F8-C36C-495A93FC--0C247A3E6E5F",
            " E621E1F8-C36C-495A-93FC-0C247A3E6E5", "{E621E1F8-C36C-495A-93FC-0C247A3E6E}",
            "E621E1F8-C36C-495A-93FC-0C247A3E6Eä",
        ]
        for text in bad {
            #expect(UUIDText.parse(text) == nil, "\(text)")
        }
        #expect(UUIDText.parse(good) == UUID(uuidString: good))
    }
}
