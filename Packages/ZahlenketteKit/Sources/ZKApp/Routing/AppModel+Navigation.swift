import Foundation
import ZKAudio
import ZKCore
import ZKPersistence

/// Profiles, sessions and moving between the child-mode screens.
extension AppModel {
    func leaveSplash() -> AppOutput {
        let profiles = (try? store.profiles.profiles()) ?? []
        if profiles.isEmpty { return go(.welcome, saying: .common("welcome")) }
        return openPicker()
    }

    func go(_ target: ScreenID, saying line: AudioID?) -> AppOutput {
        screen = target
        var output = AppOutput(events: [AppEvent("navigate", [("screen", target.rawValue)])])
        output.audio = line.map { [.prompt($0)] } ?? [.stopVoice]
        return output
    }

    func openPicker() -> AppOutput {
        endSession(reason: "switch")
        picker = ProfilePickerScreen.Model(profiles: (try? store.profiles.profiles()) ?? [])
        return go(.profilePicker, saying: .common("who_plays"))
    }

    func openCreateProfile() -> AppOutput {
        let profiles = (try? store.profiles.profiles()) ?? []
        form = CreateProfileForm(takenAvatarIDs: Set(profiles.map(\.avatarID)))
        return go(.createProfile, saying: nil)
    }

    func tapOnPicker(_ id: A11yID, time: Double) -> AppOutput {
        if id == .addProfile {
            guard picker.profiles.count < ChildProfile.maximumCount else {
                picker.showsLimitNote = true
                return AppOutput(events: [AppEvent("profile-limit")])
            }
            return openCreateProfile()
        }
        guard let index = picker.profiles.indices.first(where: { A11yID.profileTile($0) == id }) else {
            return AppOutput()
        }
        return startSession(picker.profiles[index], index: index)
    }

    func tapOnCreateProfile(_ id: A11yID) -> AppOutput {
        switch form.page {
        case .avatar:
            guard let index = catalog.avatars.indices.first(where: { A11yID.createProfileAvatar($0) == id }),
                !form.takenAvatarIDs.contains(catalog.avatars[index].id)
            else { return AppOutput() }
            form.avatarIndex = index
            form.page = .details
            return AppOutput(events: [AppEvent("avatar", [("index", String(index))])])
        case .details:
            for level in Level.allCases where id == .createProfileLevel(level) {
                form.level = level
                return AppOutput(events: [AppEvent("level", [("value", level.rawValue)])])
            }
            if id == .createProfileConfirm { return createProfile() }
            return AppOutput()
        }
    }

    func createProfile() -> AppOutput {
        guard form.canConfirm, let index = form.avatarIndex, let level = form.level,
            catalog.avatars.indices.contains(index)
        else { return AppOutput() }
        let existing = (try? store.profiles.profiles()) ?? []
        let profile = ChildProfile(
            id: environment.makeID(), nickname: form.nickname.trimmingCharacters(in: .whitespaces),
            avatarID: catalog.avatars[index].id, level: level, sortOrder: existing.count,
            createdAt: environment.clock.now)
        do throws(PersistenceError) {
            try store.profiles.create(profile)
        } catch {
            if case .rejected = error {
                form.showsNicknameHint = true
            } else {
                environment.notice(error.parentMessageKey)
            }
            return AppOutput(events: [AppEvent("profile-refused")])
        }
        var output = AppOutput(events: [AppEvent("profile-created", [("level", level.rawValue)])])
        output.append(startSession(profile, index: existing.count))
        return output
    }

    func startSession(_ profile: ChildProfile, index: Int) -> AppOutput {
        let record = SessionRecord(
            id: environment.makeID(), profileID: profile.id, startedAt: environment.clock.now,
            localDate: environment.clock.today)
        try? store.usage.saveSession(record)
        session = ChildSession(profile: profile, profileIndex: index, record: record)
        stars = (try? store.rewards.balance(profileID: profile.id)) ?? 0
        return go(.home, saying: .common("home"))
    }

    func endSession(reason: String) {
        guard let current = session else { return }
        var record = current.record
        record.endedAt = environment.clock.now
        record.tasksCompleted = current.tasksCompleted
        record.endReason = reason
        try? store.usage.saveSession(record)
        session = nil
        active = nil
    }
}
