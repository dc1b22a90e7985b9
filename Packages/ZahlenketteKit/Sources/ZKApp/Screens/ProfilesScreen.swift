import ZKContent
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene

/// S-21: the profiles (docs/app.md#sessions-daily-limits-and-the-gate, 16.7): add one (up to five), change their order, delete one.
/// Deleting shows what will be erased and offers "Vorher exportieren", then asks for a
/// confirmation; the deletion is one transaction and cannot be undone.
struct ProfilesScreen: ParentScreen {
    static let addID = A11yID(.profiles, "add")
    static let exportFirstID = A11yID(.profiles, "exportFirst")
    static let deleteID = A11yID(.profiles, "delete")
    static let confirmID = A11yID(.profiles, "confirmDelete")
    static let cancelID = A11yID(.profiles, "cancel")

    /// Where a deletion stands.
    enum Deleting: Equatable {
        /// The inventory of what will be erased, with "Vorher exportieren" and "Profil löschen".
        case inventory(profileIndex: Int, lines: [String])
        /// "Wirklich löschen?"
        case confirm(profileIndex: Int, lines: [String])
    }

    let family: ParentFamily
    /// The inventories, by profile index, read when the page opened.
    var inventories: [Int: [String]] = [:]
    var deleting: Deleting?
    /// How "Vorher exportieren" went.
    var export: FileOutcome?
    var offset = 0.0

    init(family: ParentFamily, inventories: [Int: [String]] = [:]) {
        self.family = family
        self.inventories = inventories
    }

    var screenID: ScreenID { .profiles }
    var destination: Destination { .parent(.profiles(self)) }

    static func upID(_ index: Int) -> A11yID { A11yID(.profiles, "moveUp", String(index)) }
    static func downID(_ index: Int) -> A11yID { A11yID(.profiles, "moveDown", String(index)) }
    static func removeID(_ index: Int) -> A11yID { A11yID(.profiles, "remove", String(index)) }

    func title(_ context: ScreenContext) -> String { context.text("parent.dashboard.row.profiles") }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let id = tappedID(intent) else { return [] }
        switch (id, deleting) {
        case (A11yID(.profiles, "back"), _): return [.open(.parentArea(.dashboard), saying: nil)]
        case (ProfilesScreen.addID, nil): return [.parent(.addProfile)]
        case (ProfilesScreen.cancelID, _):
            deleting = nil
            return []
        case (ProfilesScreen.exportFirstID, .some): return [.parent(.export(from: .profiles))]
        case (ProfilesScreen.deleteID, .inventory(let index, let lines)):
            deleting = .confirm(profileIndex: index, lines: lines)
            offset = 0
            return []
        case (ProfilesScreen.confirmID, .confirm(let index, _)):
            deleting = nil
            return [.parent(.deleteProfile(profileIndex: index))]
        default:
            break
        }
        guard deleting == nil else { return [] }
        for index in 0..<family.count {
            if id == ProfilesScreen.upID(index) { return [.parent(.moveProfile(profileIndex: index, by: -1))] }
            if id == ProfilesScreen.downID(index) { return [.parent(.moveProfile(profileIndex: index, by: 1))] }
            if id == ProfilesScreen.removeID(index) {
                deleting = .inventory(profileIndex: index, lines: inventories[index] ?? [])
                offset = 0
                return []
            }
        }
        return []
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        let strings = context.strings
        switch deleting {
        case .inventory(let index, let lines):
            column.heading(strings.text("parent.profiles.delete_title", .text(family.name(index))))
            column.paragraph(strings.text("parent.profiles.erases"))
            for line in lines { column.paragraph(strings.text("parent.report.bullet", .text(line)), indent: 8) }
            column.button(strings.text("parent.data.export_first"), id: ProfilesScreen.exportFirstID)
            exportOutcome(into: &column, strings)
            column.button(strings.text("parent.data.delete_profile"), id: ProfilesScreen.deleteID, prominent: true)
            column.button(strings.text("parent.gate.cancel"), id: ProfilesScreen.cancelID)
            return
        case .confirm(let index, _):
            column.heading(strings.text("parent.profiles.confirm_title", .text(family.name(index))))
            column.paragraph(strings.text("parent.profiles.confirm_text"))
            column.button(strings.text("parent.profiles.confirm"), id: ProfilesScreen.confirmID, prominent: true)
            column.button(strings.text("parent.gate.cancel"), id: ProfilesScreen.cancelID)
            return
        case nil:
            break
        }
        for (index, overview) in family.overviews.enumerated() {
            column.card { card in
                card.childHeading(family.name(index), avatarID: overview.profile.avatarID, context: context)
                card.paragraph(ParentTexts.levelAndRange(overview, strings))
                card.choices(
                    [
                        (strings.text("parent.profiles.up"), ProfilesScreen.upID(index), false, index > 0),
                        (
                            strings.text("parent.profiles.down"), ProfilesScreen.downID(index), false,
                            index < family.count - 1
                        ),
                        (strings.text("parent.data.delete_profile"), ProfilesScreen.removeID(index), false, true),
                    ], minimumWidth: 150)
            }
        }
        column.button(
            strings.text("profile.picker.add"), id: ProfilesScreen.addID,
            enabled: family.count < ChildProfile.maximumCount)
        if family.count >= ChildProfile.maximumCount { column.paragraph(strings.text("parent.profiles.full")) }
    }

    private func exportOutcome(into column: inout ParentColumn, _ strings: StringCatalog) {
        guard let export else { return }
        switch export {
        case .written(let path): column.paragraph(strings.text("parent.data.exported", .text(path)))
        case .failed(let key): column.paragraph(strings.text(key))
        }
    }
}
