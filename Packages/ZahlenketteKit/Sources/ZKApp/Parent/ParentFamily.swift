import ZKContent
import ZKCore
import ZKParentArea
import ZKPersistence

/// The children as the parent area shows them: one overview per profile, in picker order, with
/// the name to show (the nickname, or the animal's name without one).
struct ParentFamily: Sendable {
    let overviews: [ChildOverview]
    let names: [String]

    static let empty = ParentFamily(overviews: [], names: [])

    /// What a family read depends on besides the content: the store, what was written to it, and
    /// the day. A read under an equal key gives the same family (D-1116).
    struct ReadKey: Equatable {
        let store: ObjectIdentifier
        let changeCount: Int64
        let today: LocalDate
        let trustedToday: LocalDate
    }

    var count: Int { overviews.count }

    func name(_ index: Int) -> String { names.indices.contains(index) ? names[index] : "" }

    func overview(_ index: Int) -> ChildOverview? { overviews.indices.contains(index) ? overviews[index] : nil }

    /// The name a profile is shown under.
    static func name(of profile: ChildProfile, catalog: ContentCatalog) -> String {
        if !profile.nickname.isEmpty { return profile.nickname }
        return catalog.avatar(id: profile.avatarID).map { catalog.strings.text($0.nameKey) } ?? ""
    }
}
