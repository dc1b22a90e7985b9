import Foundation
import ZKAudio
import ZKCore
import ZKLearningEngine
import ZKParentArea
import ZKPersistence

/// The parent area (engine 16.2–16.7): its pages are built from the store, behind an open gate.
extension AppModel {
    /// True while the gate's pass is open.
    var parentPassOpen: Bool { state.pass?.isOpen(at: continuousNow) == true }

    /// After five idle minutes the parent area closes to the picker (engine 16.1).
    func parentPassEnded() -> AppOutput? {
        // S-03 and S-16's parent side finish what the grown-up began; the developer panel is a
        // developer's tool over any screen, not a parent page.
        guard case .parent(_, let place, _) = state, place.destination.screenID.isParentArea, !parentPassOpen else {
            return nil
        }
        return open(.profilePicker, saying: nil)
    }

    /// Opens a page of the parent area; without an open pass, the gate first.
    func openParent(_ page: ParentRequest, keeping previous: Destination? = nil) -> AppOutput {
        guard let pass = state.pass, pass.isOpen(at: continuousNow) else {
            return openGate(for: .parentArea, from: .profilePicker)
        }
        return openParent(page, pass: pass, keeping: previous)
    }

    /// A page of the parent area behind `pass`; the parent area has no child's session (engine 15.2).
    func openParent(_ page: ParentRequest, pass: GatePass, keeping previous: Destination? = nil) -> AppOutput {
        let family = parentFamily()
        let last = max(0, family.count - 1)
        var next: ParentDestination
        switch page {
        case .dashboard:
            next = .parentDashboard(ParentDashboardScreen(family: family))
        case .progress(let index):
            next = .progressGrid(ProgressGridScreen(family: family, index: min(index, last)))
        case .settings(let index):
            next = .profileSettings(ProfileSettingsScreen(family: family, index: min(index, last)))
        case .profiles:
            next = .profiles(ProfilesScreen(family: family, inventories: inventories(family)))
        case .time(let index):
            next = .timeAndBreaks(
                TimeAndBreaksScreen(family: family, index: min(index, last), device: environment.settings.settings))
        case .data:
            next = .data(DataScreen(notices: noticeKinds()))
        case .help:
            next = .helpAndPrivacy(HelpScreen())
        }
        // The same page shown again after a change keeps its scroll position.
        if let previous, previous.screenID == next.destination.screenID,
            let before = previous.screen as? any ParentScreen, var page = next.destination.screen as? any ParentScreen
        {
            page.offset = before.offset
            next = ParentDestination(page.destination) ?? next
        }
        return show(.parent(pass, next, paused: nil), saying: nil, quiet: true)
    }

    /// Every profile's overview; none when the store cannot be read (the parent is told). A
    /// complete read is kept until something is written or the day changes (D-1116).
    func parentFamily() -> ParentFamily {
        let today = environment.clock.today
        let trusted = trustedDate
        let key = ParentFamily.ReadKey(
            store: ObjectIdentifier(store), changeCount: store.changeCount, today: today, trustedToday: trusted)
        if let parentFamilyRead, parentFamilyRead.key == key { return parentFamilyRead.family }
        guard let profiles = storedProfiles() else { return .empty }
        var overviews: [ChildOverview] = []
        var names: [String] = []
        var complete = true
        for profile in profiles {
            let ready = readyForNext(profile)
            if ready == nil { complete = false }
            guard
                let overview = environment.guarded(
                    .parentRead,
                    { () throws(PersistenceError) -> ChildOverview in
                        try ChildOverview.read(
                            profile, store: store, today: today, trustedToday: trusted, readyForNext: ready ?? false)
                    })
            else {
                complete = false
                continue
            }
            overviews.append(overview)
            names.append(ParentFamily.name(of: profile, catalog: catalog))
        }
        let family = ParentFamily(overviews: overviews, names: names)
        // A read that lost a child to a store error is not kept: the next page tries again.
        parentFamilyRead = complete && store.changeCount == key.changeCount ? (key, family) : nil
        return family
    }

    /// W1–W5 hold below 1–20: "bereit für den nächsten Zahlenraum" (engine 9.8); nil when the
    /// store cannot be read (the parent is told).
    func readyForNext(_ profile: ChildProfile) -> Bool? {
        let bridge = EngineBridge(store: store, clock: environment.clock, notices: environment.notices)
        let games = Set(environment.engine.catalog.games)
        guard
            let snapshot = environment.guarded(
                .parentRead,
                { () throws(PersistenceError) -> LearnerSnapshot in
                    try bridge.snapshot(for: profile, availableGames: games)
                })
        else { return nil }
        return snapshot.range.effectiveStage.next != nil
            && environment.engine.wideningCheck(snapshot).readyIgnoringDelay
    }

    /// What deleting each profile would erase, as S-21 lists it (engine 16.7).
    func inventories(_ family: ParentFamily) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (index, overview) in family.overviews.enumerated() {
            let summary = environment.guarded(.parentRead) { () throws(PersistenceError) -> [String: Int] in
                try store.dataManagement.erasureSummary(profileID: overview.profile.id)
            }
            if let summary { result[index] = ErasureInventory(summary: summary).sentences(catalog.strings) }
        }
        return result
    }

    /// The notices to list on S-23: this launch's and the stored unread ones, one per kind.
    func noticeKinds() -> [StoreNotice.Kind] {
        var kinds = environment.notices.notices
        let stored =
            environment.guarded(.parentRead) { () throws(PersistenceError) -> [StoreNotice] in
                try store.maintenance.notices()
            } ?? []
        for notice in stored where !kinds.contains(notice.kind) { kinds.append(notice.kind) }
        return kinds
    }

    /// The channels the parent switched on.
    var audioChannels: AudioChannels {
        let settings = environment.settings.settings
        return AudioChannels(
            voice: settings.voiceEnabled, effects: settings.effectsEnabled, music: settings.musicEnabled)
    }

    /// True when the parent changed a channel from its default.
    var channelsChanged: Bool { audioChannels != AudioChannels() }
}
