import Foundation
import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence

/// What a grown-up changes in the parent area, performed against the store (engine 16.5–16.7).
/// Each change is one write; the page then shows what is stored.
extension AppModel {
    func perform(_ action: ParentAction) -> AppOutput {
        guard parentPassOpen else { return openGate(for: .parentArea, from: .profilePicker) }
        let previous = destination
        switch action {
        case .saveProfile(let index, let nickname, let avatarID):
            return saveProfile(index, nickname: nickname, avatarID: avatarID, previous: previous)
        case .setLevel(let index, let level):
            changeProfile(index) { profile throws(PersistenceError) in
                let learning = try store.progress.learningState(profileID: profile.id)
                let changed = ProfileSettingsRules.changingLevel(to: level, profile: profile, learning: learning)
                try store.profiles.update(changed.profile)
                try store.progress.saveLearningState(changed.learning)
            }
            return openParent(.settings(profileIndex: index), keeping: previous)
        case .setRange(let index, let stage):
            changeProfile(index) { profile throws(PersistenceError) in
                try store.profiles.update(ProfileSettingsRules.settingRange(stage, of: profile))
            }
            return openParent(.settings(profileIndex: index), keeping: previous)
        case .setLimit(let index, let minutes):
            updateProfile(index) { $0.dailyLimitMinutes = minutes }
            return openParent(.time(profileIndex: index), keeping: previous)
        case .setBreak(let index, let minutes):
            updateProfile(index) { $0.breakNudgeMinutes = minutes }
            return openParent(.time(profileIndex: index), keeping: previous)
        case .grantToday(let index, let unlimited):
            let date = trustedDate
            changeProfile(index) { profile throws(PersistenceError) in
                var usage = try store.usage.dailyUsage(profileID: profile.id, trustedDate: date)
                if unlimited { usage.unlimitedToday = true } else { usage.extraMinutes += AppModel.extraMinutes }
                usage.locked = false
                try store.usage.saveDailyUsage(usage)
            }
            return openParent(.time(profileIndex: index), keeping: previous)
        case .setDevice(let which, let on):
            return setDevice(which, on, previous: previous)
        case .moveProfile(let index, let step):
            moveProfile(index, by: step)
            return openParent(.profiles, keeping: previous)
        case .deleteProfile(let index):
            let all = profiles()
            if all.indices.contains(index) {
                environment.guarded(.profileDelete) { () throws(PersistenceError) in
                    try store.dataManagement.deleteProfile(id: all[index].id)
                }
            }
            return openParent(.profiles, keeping: previous)
        case .export(let page):
            let outcome = writeExport()
            var output = openParent(page, keeping: previous)
            // "Vorher exportieren" returns to the deletion it was asked from.
            if case .parent(let pass, .profiles(var screen), let paused) = state, case .profiles(let before) = previous
            {
                screen.deleting = before.deleting
                state = .parent(pass, .profiles(screen), paused: paused)
            }
            output.events.append(.exported(outcome))
            showOutcome(outcome, export: true)
            return output
        case .resetAll:
            return resetEverything()
        case .dismissNotice(let kind):
            let stored =
                environment.guarded(.parentRead) { () throws(PersistenceError) -> [StoreNotice] in
                    try store.maintenance.notices()
                } ?? []
            for notice in stored where notice.kind == kind {
                environment.guarded(.parentWrite) { () throws(PersistenceError) in
                    try store.maintenance.acknowledgeNotice(id: notice.id)
                }
            }
            environment.notices.dismiss(kind)
            return openParent(.data, keeping: previous)
        case .printReport(let index):
            let outcome = writeReport(index)
            var output = openParent(.progress(profileIndex: index), keeping: previous)
            if case .parent(let pass, .progressGrid(var screen), let paused) = state,
                case .progressGrid(let before) = previous
            {
                screen.selected = before.selected
                state = .parent(pass, .progressGrid(screen), paused: paused)
            }
            output.events.append(.reportWritten(outcome))
            showOutcome(outcome, export: false)
            return output
        case .addProfile:
            guard let pass = state.pass else { return AppOutput() }
            let taken = Set(profiles().map(\.avatarID))
            let form = CreateProfileScreen(
                form: CreateProfileForm(takenAvatarIDs: taken), origin: .parentArea(.profiles))
            return show(.parent(pass, .createProfile(form), paused: nil), saying: nil, quiet: true)
        }
    }

    /// Changes the profile at `index` in one unit of work; a failure is the parent's notice.
    private func changeProfile(_ index: Int, _ body: (ChildProfile) throws(PersistenceError) -> Void) {
        let all = profiles()
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

    private func saveProfile(_ index: Int, nickname: String, avatarID: String, previous: Destination) -> AppOutput {
        let all = profiles()
        guard all.indices.contains(index) else { return openParent(.settings(profileIndex: index)) }
        var changed = all[index]
        changed.nickname = nickname
        changed.avatarID = avatarID
        do throws(PersistenceError) {
            try store.profiles.update(changed)
        } catch {
            // A refused nickname (or an animal another child has) shows the rule; other failures
            // are the parent's notice.
            if case .rejected = error {
                if case .profileSettings(var screen) = previous {
                    screen.showsHint = true
                    state.replaceScreen(with: .profileSettings(screen))
                }
                return AppOutput(events: [.profileRefused])
            }
            environment.notices.record(error, at: .parentWrite)
        }
        return openParent(.settings(profileIndex: index), keeping: previous)
    }

    private func setDevice(_ which: DeviceSwitch, _ on: Bool, previous: Destination) -> AppOutput {
        environment.updateSettings { settings in
            switch which {
            case .profileSwitchGate: settings.profileSwitchRequiresGate = on
            case .voice: settings.voiceEnabled = on
            case .effects: settings.effectsEnabled = on
            case .music: settings.musicEnabled = on
            case .reduceMotion: settings.reduceMotion = on
            }
        }
        var output = AppOutput()
        // The host applies the channels at once (issue 16).
        if [.voice, .effects, .music].contains(which) { output.audio.append(.channels(audioChannels)) }
        var index = 0
        if case .timeAndBreaks(let screen) = previous { index = screen.index }
        output.append(openParent(.time(profileIndex: index), keeping: previous))
        return output
    }

    /// Swaps the profile with its neighbour; every profile's place is written again in one unit.
    private func moveProfile(_ index: Int, by step: Int) {
        var all = profiles()
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

    /// "Alles zurücksetzen" (engine 16.7): every profile and setting in one transaction, the clock
    /// anchor and the gate cooldown kept; then the app starts over at the welcome.
    private func resetEverything() -> AppOutput {
        let done: Void? = environment.guarded(.reset) { () throws(PersistenceError) in
            try store.dataManagement.resetAll(settings: environment.settings)
        }
        guard done != nil else { return openParent(.data) }
        var output = AppOutput(events: [.resetDone])
        output.append(show(.entry(.welcome(WelcomeScreen())), saying: .common("welcome")))
        output.audio.append(.channels(audioChannels))
        return output
    }
}
