import ZKContent

/// What deleting a profile erases (docs/parent-area.md#profiles-data-and-reset), as the lines the
/// parent reads before confirming: the store's row counts grouped into things a parent knows.
public struct ErasureInventory: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The catalog key of the line ("parent.erase.attempts").
        public let key: String
        public let count: Int
    }

    /// Groups of the store's tables, in the order shown.
    static let groups: [(key: String, tables: [String])] = [
        ("parent.erase.progress", ["mastery_record", "learning_state", "game_progress", "game_number_stat"]),
        ("parent.erase.attempts", ["task_attempt"]),
        ("parent.erase.time", ["daily_usage", "session_record"]),
        ("parent.erase.stars", ["star_ledger"]),
        ("parent.erase.garden", ["owned_decoration", "garden_placement"]),
        ("parent.erase.friends", ["friend_award", "celebration_queue"]),
        ("parent.erase.stickers", ["sticker_award"]),
        ("parent.erase.abenteuer", ["abenteuer_record"]),
    ]

    /// Every group, with its rows counted (zero included: the parent sees it is all gone).
    public let lines: [Line]

    /// From `DataManagementService.erasureSummary`; tables the groups do not name (caches) are
    /// rebuilt data and not listed.
    public init(summary: [String: Int]) {
        lines = ErasureInventory.groups.map { group in
            Line(key: group.key, count: group.tables.reduce(0) { $0 + (summary[$1] ?? 0) })
        }
    }

    /// The lines in German: "Profil, Tier und Spitzname" first, then each group with its count.
    public func sentences(_ strings: StringCatalog) -> [String] {
        [strings.text("parent.erase.profile")] + lines.map { strings.text($0.key, .integer($0.count)) }
    }
}
