import Foundation
import TestSupport
import Testing
import ZKParentArea

/// Before a profile is deleted the parent reads what goes
/// (docs/parent-area.md#profiles-data-and-reset), grouped as parents know it.
@Suite struct ErasureInventoryTests {
    @Test func theStoresRowsAreGroupedAndCounted() {
        let inventory = ErasureInventory(summary: [
            "mastery_record": 40, "learning_state": 1, "game_progress": 3, "game_number_stat": 12, "task_attempt": 120,
            "daily_usage": 7, "session_record": 9, "star_ledger": 150, "friend_award": 5, "sticker_award": 0,
            "reward_cache": 1,
        ])
        let counts = Dictionary(uniqueKeysWithValues: inventory.lines.map { ($0.key, $0.count) })
        #expect(counts["parent.erase.progress"] == 56)
        #expect(counts["parent.erase.attempts"] == 120)
        #expect(counts["parent.erase.time"] == 16)
        #expect(counts["parent.erase.stickers"] == 0)
        let sentences = inventory.sentences(ShippedContent.catalog.strings)
        #expect(sentences.first == "Profil mit Tier, Stufe und Spitzname")
        #expect(sentences.contains("Gelöste Aufgaben (120)"))
        #expect(sentences.contains("Sterne (150 Buchungen)"))
    }
}
