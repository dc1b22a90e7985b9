import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKLearningEngine
import ZKParentArea
import ZKPersistence
import ZKScene

/// The parent area (docs/parent-area.md#pages–16.7, docs/parent-area.md) as a flow: its pages built from the
/// store, and what a grown-up changes there, each change one write after which the page shows what
/// is stored. In: the gate's pass, the page shown and the environment; out: the next state and
/// what the host hears. `AppModel` checks the pass before it hands the flow anything.
@MainActor
struct ParentFlow {
    let environment: AppEnvironment
    let cache: ParentFamilyCache
    /// Folders the export and the report are written into, the first that works.
    let documentFolders: [URL]
    /// Writes the printable report; nil where none exists.
    let reportWriter: (any ReportWriter)?

    private var store: PersistenceStore { environment.store }
    private var catalog: ContentCatalog { environment.catalog }

    // MARK: - Pages

    /// After five idle minutes the parent area closes (docs/parent-area.md#pages): true when
    /// `state` shows a page of it whose pass has ended. S-03 and S-16's parent side finish what the
    /// grown-up began; the developer panel is a developer's tool over any screen, not a parent page.
    func passEnded(in state: AppState) -> Bool {
        guard case .parent(let pass, let place, _) = state, place.screenID.isParentArea else { return false }
        return !pass.isOpen(at: environment.continuousNow)
    }

    /// A grown-up came through the gate: the visit is counted and the dashboard shows.
    func enter(pass: GatePass) -> StateOutcome {
        environment.updateSettings { $0.parentAreaVisits += 1 }
        return open(.dashboard, pass: pass)
    }

    /// A page of the parent area behind `pass`; the parent area has no child's session (engine
    /// 15.2). The same page shown again after a change keeps its scroll position.
    func open(_ page: ParentRequest, pass: GatePass, keeping previous: ParentDestination? = nil) -> StateOutcome {
        let family = family()
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
            var screen = DataScreen(notices: noticeKinds(), restoredDay: environment.notices.restoredDay)
            screen.childNames = family.names
            screen.importFiles = importFiles()
            screen.backups = store.backups.summaries()
            next = .data(screen)
        case .help:
            next = .helpAndPrivacy(HelpScreen())
        }
        if let previous, previous.screenID == next.screenID,
            let before = previous.screen as? any ParentScreen,
            var page = next.screen as? any ParentScreen
        {
            page.offset = before.offset
            if case .parent(let place) = page.destination { next = place }
        }
        return .show(.parent(pass, next, paused: nil), saying: nil, quiet: true)
    }

    /// Every profile's overview; none when the store cannot be read (the parent is told). A
    /// complete read is kept until something is written or the day changes (D-1116).
    func family() -> ParentFamily {
        let today = environment.clock.today
        let trusted = environment.trustedDate
        let key = ParentFamily.ReadKey(
            store: ObjectIdentifier(store), changeCount: store.changeCount, today: today, trustedToday: trusted)
        if let read = cache.read, read.key == key { return read.family }
        guard let profiles = environment.storedProfiles() else { return .empty }
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
        cache.read = complete && store.changeCount == key.changeCount ? (key, family) : nil
        return family
    }

    /// W1–W5 hold below 1–20: "bereit für den nächsten Zahlenraum" (docs/parent-area.md#settings, docs/engine.md#learning-from-a-task); nil when the
    /// store cannot be read (the parent is told).
    private func readyForNext(_ profile: ChildProfile) -> Bool? {
        let bridge = environment.engineBridge
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

    /// What deleting each profile would erase, as S-21 lists it (docs/parent-area.md#profiles-data-and-reset).
    private func inventories(_ family: ParentFamily) -> [Int: [String]] {
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
        for notice in storedNotices() where !kinds.contains(notice.kind) { kinds.append(notice.kind) }
        return kinds
    }

    private func storedNotices() -> [StoreNotice] {
        environment.guarded(.parentRead) { () throws(PersistenceError) -> [StoreNotice] in
            try store.maintenance.notices()
        } ?? []
    }

    // MARK: - What a grown-up changes

    /// Performs `action` behind `pass` on the page `state` shows; nil when it shows none.
    func perform(_ action: ParentAction, pass: GatePass, on state: AppState) -> StateOutcome? {
        guard case .parent(_, let page, _) = state else { return nil }
        return perform(action, pass: pass, previous: page)
    }

    /// Performs `action` behind `pass` on the page `previous`.
    private func perform(_ action: ParentAction, pass: GatePass, previous: ParentDestination) -> StateOutcome {
        switch action {
        case .saveProfile(let index, let nickname, let avatarID):
            return saveProfile(index, nickname: nickname, avatarID: avatarID, pass: pass, previous: previous)
        case .setLevel(let index, let level):
            changeProfile(index) { profile throws(PersistenceError) in
                let learning = try store.progress.learningState(profileID: profile.id)
                let changed = ProfileSettingsRules.changingLevel(to: level, profile: profile, learning: learning)
                try store.profiles.update(changed.profile)
                try store.progress.saveLearningState(changed.learning)
            }
            return open(.settings(profileIndex: index), pass: pass, keeping: previous)
        case .setRange(let index, let stage):
            changeProfile(index) { profile throws(PersistenceError) in
                try store.profiles.update(ProfileSettingsRules.settingRange(stage, of: profile))
            }
            return open(.settings(profileIndex: index), pass: pass, keeping: previous)
        case .setHomeLanguage(let index, let code):
            updateProfile(index) { $0.homeLanguage = code }
            return open(.settings(profileIndex: index), pass: pass, keeping: previous)
        case .setLeftHanded(let index, let left):
            updateProfile(index) { $0.leftHanded = left }
            return open(.settings(profileIndex: index), pass: pass, keeping: previous)
        case .setLimit(let index, let minutes):
            updateProfile(index) { $0.dailyLimitMinutes = minutes }
            return open(.time(profileIndex: index), pass: pass, keeping: previous)
        case .setBreak(let index, let minutes):
            updateProfile(index) { $0.breakNudgeMinutes = minutes }
            return open(.time(profileIndex: index), pass: pass, keeping: previous)
        case .grantToday(let index, let unlimited):
            let date = environment.trustedDate
            changeProfile(index) { profile throws(PersistenceError) in
                var usage = try store.usage.dailyUsage(profileID: profile.id, trustedDate: date)
                if unlimited { usage.unlimitedToday = true } else { usage.extraMinutes += GateFlow.extraMinutes }
                usage.locked = false
                try store.usage.saveDailyUsage(usage)
            }
            return open(.time(profileIndex: index), pass: pass, keeping: previous)
        case .setDevice(let which, let on):
            return setDevice(which, on, pass: pass, previous: previous)
        case .setParentTextSize(let percent):
            environment.updateSettings { $0.parentTextPercent = percent }
            var index = 0
            if case .timeAndBreaks(let screen) = previous { index = screen.index }
            return open(.time(profileIndex: index), pass: pass, keeping: previous)
        case .setLanguage(let language):
            // Strings and voice switch at once; progress is untouched (docs/content.md#9-languages).
            environment.useLanguage(language)
            var index = 0
            if case .timeAndBreaks(let screen) = previous { index = screen.index }
            return open(.time(profileIndex: index), pass: pass, keeping: previous)
        case .moveProfile(let index, let step):
            moveProfile(index, by: step)
            return open(.profiles, pass: pass, keeping: previous)
        case .deleteProfile(let index):
            let all = environment.profiles()
            if all.indices.contains(index) {
                environment.guarded(.profileDelete) { () throws(PersistenceError) in
                    try store.dataManagement.deleteProfile(id: all[index].id)
                }
            }
            return open(.profiles, pass: pass, keeping: previous)
        case .export(let page):
            let outcome = writeExport()
            var next = open(page, pass: pass, keeping: previous)
            next.changePage { place in
                // "Vorher exportieren" returns to the deletion it was asked from.
                if case .profiles(var screen) = place, case .profiles(let before) = previous {
                    screen.deleting = before.deleting
                    place = .profiles(screen)
                }
                place = place.showing(outcome, export: true)
            }
            next.output.events.append(.exported(outcome))
            return next
        case .resetAll:
            return resetEverything(pass: pass)
        case .dismissNotice(let kind):
            for notice in storedNotices() where notice.kind == kind {
                environment.guarded(.parentWrite) { () throws(PersistenceError) in
                    try store.maintenance.acknowledgeNotice(id: notice.id)
                }
            }
            environment.notices.dismiss(kind)
            return open(.data, pass: pass, keeping: previous)
        case .printReport(let index):
            let outcome = writeReport(index)
            var next = open(.progress(profileIndex: index), pass: pass, keeping: previous)
            next.changePage { place in
                if case .progressGrid(var screen) = place, case .progressGrid(let before) = previous {
                    screen.selected = before.selected
                    place = .progressGrid(screen)
                }
                place = place.showing(outcome, export: false)
            }
            next.output.events.append(.reportWritten(outcome))
            return next
        case .importData(let path, let mode):
            let result = DataTransfer.importFile(URL(fileURLWithPath: path), mode: mode, into: environment)
            return open(.data, pass: pass, keeping: previous)
                .withTransfer(DataTransfer.sentence(result, catalog: catalog))
        case .restoreBackup(let day):
            return open(.data, pass: pass, keeping: previous).withTransfer(restore(day))
        case .addProfile:
            let taken = Set(environment.profiles().map(\.avatarID))
            let form = CreateProfileScreen(
                form: CreateProfileForm(takenAvatarIDs: taken), origin: .parentArea(.profiles))
            return .show(.parent(pass, .createProfile(form), paused: nil), saying: nil, quiet: true)
        }
    }

    /// Changes the profile at `index` in one unit of work; a failure is the parent's notice.
    private func changeProfile(_ index: Int, _ body: (ChildProfile) throws(PersistenceError) -> Void) {
        let all = environment.profiles()
        guard all.indices.contains(index) else { return }
        environment.guarded(.parentWrite) { () throws(PersistenceError) in
            try store.unitOfWork { () throws(PersistenceError) in try body(all[index]) }
        }
    }

    /// Changes one field of a profile and stores it, in one unit of work.
    private func updateProfile(_ index: Int, _ change: (inout ChildProfile) -> Void) {
        changeProfile(index) { profile throws(PersistenceError) in
            var changed = profile
            change(&changed)
            try store.profiles.update(changed)
        }
    }

    private func saveProfile(
        _ index: Int, nickname: String, avatarID: String, pass: GatePass, previous: ParentDestination
    ) -> StateOutcome {
        let all = environment.profiles()
        guard all.indices.contains(index) else { return open(.settings(profileIndex: index), pass: pass) }
        var changed = all[index]
        changed.nickname = nickname
        changed.avatarID = avatarID
        do throws(PersistenceError) {
            try store.profiles.update(changed)
        } catch {
            // A refused nickname (or an animal another child has) shows the rule; other failures
            // are the parent's notice.
            if case .rejected = error {
                var refused = StateOutcome(next: nil, output: AppOutput(events: [.profileRefused]))
                if case .profileSettings(var screen) = previous {
                    screen.showsHint = true
                    refused.next = .parent(pass, .profileSettings(screen), paused: nil)
                }
                return refused
            }
            environment.notices.record(error, at: .parentWrite)
        }
        return open(.settings(profileIndex: index), pass: pass, keeping: previous)
    }

    private func setDevice(
        _ which: DeviceSwitch, _ on: Bool, pass: GatePass, previous: ParentDestination
    )
        -> StateOutcome
    {
        environment.updateSettings { settings in
            switch which {
            case .profileSwitchGate: settings.profileSwitchRequiresGate = on
            case .voice: settings.voiceEnabled = on
            case .effects: settings.effectsEnabled = on
            case .music: settings.musicEnabled = on
            case .reduceMotion: settings.reduceMotion = on
            case .highContrast: settings.parentHighContrast = on
            }
        }
        var index = 0
        if case .timeAndBreaks(let screen) = previous { index = screen.index }
        var next = open(.time(profileIndex: index), pass: pass, keeping: previous)
        // The host applies the channels at once (issue 16).
        if [.voice, .effects, .music].contains(which) {
            next.output.audio.insert(.channels(environment.audioChannels), at: 0)
        }
        return next
    }

    /// Swaps the profile with its neighbour; every profile's place is written again in one unit.
    private func moveProfile(_ index: Int, by step: Int) {
        var all = environment.profiles()
        let target = index + step
        guard all.indices.contains(index), all.indices.contains(target) else { return }
        all.swapAt(index, target)
        environment.guarded(.parentWrite) { () throws(PersistenceError) in
            try store.unitOfWork { () throws(PersistenceError) in
                for (place, var profile) in all.enumerated() where profile.sortOrder != place {
                    profile.sortOrder = place
                    try store.profiles.update(profile)
                }
            }
        }
    }

    /// "Alles zurücksetzen" (docs/parent-area.md#profiles-data-and-reset): every profile and setting in one transaction, the clock
    /// anchor and the gate cooldown kept; then the app starts over at the welcome, without a pass.
    private func resetEverything(pass: GatePass) -> StateOutcome {
        let done: Void? = environment.guarded(.reset) { () throws(PersistenceError) in
            try store.dataManagement.resetAll(settings: environment.settings)
        }
        guard done != nil else { return open(.data, pass: pass) }
        var next = StateOutcome.show(.entry(.welcome(WelcomeScreen())), saying: .common("welcome"))
        next.output.events.insert(.resetDone, at: 0)
        next.output.audio.append(.channels(environment.audioChannels))
        return next
    }

    // MARK: - Files

    /// The folders to try: the host's documents folders, then the data folder.
    private var writableFolders: [URL] {
        let data = store.fileURL.deletingLastPathComponent()
        return documentFolders + (store.isInMemory ? [] : [data])
    }

    /// Writes the export file (docs/export.md); its path, or why none could be written.
    private func writeExport() -> FileOutcome {
        var lastError: PersistenceError = .readOnly
        for folder in writableFolders {
            do throws(PersistenceError) {
                let url = try store.dataManagement.writeExportFile(into: folder)
                return .written(path: url.path)
            } catch {
                lastError = error
            }
        }
        environment.notices.record(lastError, at: .export)
        return .failed(messageKey: lastError == .storageFull ? "error.storage.full" : "parent.file.failed")
    }

    /// How many export files S-23 offers at most.
    static let importFilesShown = 5

    /// The export files in the folders the export goes to, newest first (by the day in the name).
    private func importFiles() -> [String] {
        var found: [String] = []
        for folder in writableFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted(by: >) where name.hasPrefix("zahlenkette-export-") && name.hasSuffix(".json") {
                let path = folder.appendingPathComponent(name).standardizedFileURL.path
                if !found.contains(path) { found.append(path) }
            }
        }
        return Array(found.prefix(Self.importFilesShown))
    }

    /// Restores the backup of `day` (docs/persistence.md#backups-in-the-parent-area); the sentence
    /// that says how it went.
    private func restore(_ day: LocalDate) -> String {
        let strings = catalog.strings
        guard let record = store.backups.backups().first(where: { $0.day == day }) else {
            return strings.text("parent.data.restore_failed")
        }
        switch store.restore(record) {
        case .success(let before):
            let dayText = ParentNoticeBoard.dayText(day)
            guard let before else { return strings.text("parent.data.restored", .text(dayText)) }
            return strings.text("parent.data.restored", .text(dayText)) + " "
                + strings.text("parent.data.restored_undo", .text(ParentNoticeBoard.dayText(before.day)))
        case .failure(let error):
            environment.notices.record(error, at: .parentWrite)
            return strings.text("parent.data.restore_failed")
        }
    }

    /// Writes the report of the profile at `index` with the host's writer (issue 16).
    private func writeReport(_ index: Int) -> FileOutcome {
        guard let writer = reportWriter, let page = reportScene(profileIndex: index) else {
            return .failed(messageKey: "parent.report.unavailable")
        }
        let name = "zahlenkette-bericht-\(environment.clock.today.string)-\(index + 1).\(writer.fileExtension)"
        for folder in writableFolders {
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
            else { continue }
            let url = folder.appendingPathComponent(name)
            if writer.write(page, to: url) { return .written(path: url.path) }
        }
        return .failed(messageKey: "parent.file.failed")
    }

    /// The printable report of the profile at `index` (picker order), nil without that profile.
    func reportScene(profileIndex index: Int) -> Scene? {
        let family = family()
        guard let overview = family.overview(index) else { return nil }
        return ReportPage(overview: overview, name: family.name(index)).scene(strings: catalog.strings)
    }
}

extension StateOutcome {
    /// S-23 with the sentence of an import or restore on it.
    fileprivate func withTransfer(_ sentence: String) -> StateOutcome {
        var next = self
        next.changePage { place in
            if case .data(var screen) = place {
                screen.transfer = sentence
                place = .data(screen)
            }
        }
        return next
    }
}

extension ParentDestination {
    /// The page with a file's outcome on it (S-19's report, S-21's and S-23's export).
    func showing(_ outcome: FileOutcome, export: Bool) -> ParentDestination {
        switch self {
        case .progressGrid(var screen) where !export:
            screen.report = outcome
            return .progressGrid(screen)
        case .profiles(var screen) where export:
            screen.export = outcome
            return .profiles(screen)
        case .data(var screen) where export:
            screen.export = outcome
            return .data(screen)
        default:
            return self
        }
    }
}
