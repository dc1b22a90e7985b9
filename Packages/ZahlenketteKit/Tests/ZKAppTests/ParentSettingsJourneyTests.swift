import Foundation
import TestSupport
import Testing
import ZKAudio
import ZKCore
import ZKPersistence
import ZKScene

@testable import ZKApp

/// What a parent changes behind the gate (docs/parent-area.md#settings–16.7) is stored at once and shown back:
/// nickname, level with its clamp, Zahlenraum, limits, extra time, order, deletion, the device's
/// switches, notices and "Alles zurücksetzen".
@MainActor @Suite struct ParentSettingsJourneyTests {
    private func parentArea(row: String) throws -> AppHarness {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", row)))
        return app
    }

    @Test func aLevelChangeClampsTheFixedZahlenraum() throws {
        let app = try parentArea(row: "range")
        // Jonas (Vorschule) gets 1–20 fixed, then becomes one of the little ones: 1–10.
        app.tap(A11yID(.profileSettings, "profile", "1"))
        app.scrollAndTap(A11yID(.profileSettings, "range", "r1to20"))
        #expect(try app.profile(1).rangeOverride == .r1to20)
        app.scrollAndTap(A11yID(.profileSettings, "level", "littleOnes"))
        #expect(try app.profile(1).level == .littleOnes)
        #expect(try app.profile(1).rangeOverride == .r1to10)
        #expect(try app.store.progress.learningState(profileID: app.profile(1).id).range <= .r1to10)
        #expect(app.pageText.contains("Die Kleinen · Zahlenraum 1–10 · festgelegt"))
        // The little ones are not offered 1–20.
        #expect(app.scene.element(A11yID(.profileSettings, "range", "r1to20")) == nil)
        app.scrollAndTap(A11yID(.profileSettings, "range", "automatic"))
        #expect(try app.profile(1).rangeOverride == nil)
    }

    @Test func theNicknameIsTypedAndSavedAndABadOneShowsTheRule() throws {
        let app = try parentArea(row: "range")
        app.tap(A11yID(.profileSettings, "nickname"))
        app.send(.deleteBackward)
        app.send(.text("a"))
        app.scrollAndTap(A11yID(.profileSettings, "saveNickname"))
        #expect(try app.profile(0).nickname == "Mila")
        app.tap(A11yID(.profileSettings, "nickname"))
        app.send(.text("!"))
        app.scrollAndTap(A11yID(.profileSettings, "saveNickname"))
        #expect(try app.profile(0).nickname == "Mila")
        #expect(app.pageText.contains("Bitte höchstens 20 Zeichen"))
    }

    @Test func limitsBreaksAndExtraTimeAreStoredForTheChosenChild() throws {
        let app = try parentArea(row: "time")
        app.tap(A11yID(.timeAndBreaks, "profile", "1"))
        app.scrollAndTap(A11yID(.timeAndBreaks, "limit", "30"))
        app.scrollAndTap(A11yID(.timeAndBreaks, "break", "off"))
        #expect(try app.profile(1).dailyLimitMinutes == 30)
        #expect(try app.profile(1).breakNudgeMinutes == nil)
        #expect(try app.profile(0).dailyLimitMinutes == 20)
        app.scrollAndTap(A11yID(.timeAndBreaks, "extraTime"))
        #expect(try app.usage(on: "2026-10-01", profile: 1).extraMinutes == 15)
        app.scrollAndTap(A11yID(.timeAndBreaks, "noLimitToday"))
        #expect(try app.usage(on: "2026-10-01", profile: 1).unlimitedToday)
        #expect(app.pageText.contains("Minuten heute · ohne Limit"))
    }

    @Test func theVoiceSwitchGoesToTheAudioAtOnceAndIsKept() throws {
        let app = try parentArea(row: "time")
        app.clearLog()
        app.scrollAndTap(A11yID(.timeAndBreaks, "device", "voice", "off"))
        #expect(app.audio == [.channels(AudioChannels(voice: false, effects: true, music: false))])
        #expect(!app.model.environment.settings.settings.voiceEnabled)
        app.scrollAndTap(A11yID(.timeAndBreaks, "device", "reduceMotion", "on"))
        #expect(app.model.reduceMotion)
        app.scrollAndTap(A11yID(.timeAndBreaks, "device", "profileSwitchGate", "on"))
        #expect(app.model.environment.settings.settings.profileSwitchRequiresGate)
    }

    @Test func profilesChangeOrderAndADeletionErasesEverythingOfOneChild() throws {
        let app = try parentArea(row: "profiles")
        let jonas = try app.profile(1).id
        // Each card is headed by the child's animal, as the child knows its profile.
        let animals = app.scene.imageNames
        #expect(animals.count == 2 && Set(animals).count == 2, "\(animals)")
        app.scrollAndTap(A11yID(.profiles, "moveUp", "1"))
        #expect(try app.profile(0).nickname == "Jonas")
        #expect(app.scene.imageNames == animals.reversed())
        // Delete Mila, now second: the inventory, then the confirmation.
        app.scrollAndTap(A11yID(.profiles, "remove", "1"))
        let inventory = app.pageText
        #expect(inventory.contains("Profil mit Tier, Stufe und Spitzname"))
        #expect(inventory.contains("Gelöste Aufgaben ("))
        app.scrollAndTap(A11yID(.profiles, "delete"))
        #expect(app.pageText.contains("Mila wirklich löschen?"))
        let mila = try app.profile(1).id
        app.scrollAndTap(A11yID(.profiles, "confirmDelete"))
        #expect(try app.store.profiles.profiles().map(\.id) == [jonas])
        #expect(try app.store.dataManagement.erasureSummary(profileID: mila).values.allSatisfy { $0 == 0 })
        #expect(try app.store.progress.attemptCount(profileID: jonas) > 0)
    }

    @Test func resettingEverythingKeepsTheClockAnchorAndTheGateCooldown() throws {
        let app = try parentArea(row: "data")
        let anchor = app.model.environment.settings.settings.trustedAnchor
        #expect(anchor != nil)
        try app.model.environment.settings.update {
            $0.gateCooldown = DeviceSettings.GateCooldown(wrongAnswers: 2, lastWrongAnswerContinuous: 10)
            $0.voiceEnabled = false
        }
        app.scrollAndTap(A11yID(.data, "reset"))
        let confirmation = app.pageText
        #expect(
            confirmation.contains("Die Sperre der Elternfreigabe und der Zeitanker der Tageslimits bleiben erhalten."))
        // The desktop edition has no subscription, so no word of an Apple ID (D-0915).
        #expect(!confirmation.contains("Apple"))
        app.scrollAndTap(A11yID(.data, "confirmReset"))
        #expect(app.screen == .welcome)
        #expect(try app.store.profiles.profiles().isEmpty)
        let settings = app.model.environment.settings.settings
        #expect(settings.trustedAnchor == anchor)
        #expect(settings.gateCooldown.wrongAnswers == 2)
        #expect(settings.voiceEnabled)
    }

    @Test func noticesAreListedInGermanAndGoWhenRead() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.model.environment.notices.record(.saveFailed, detail: StoreSite.taskCommit.rawValue, cause: "injected")
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "data")))
        #expect(app.pageText.contains("Der letzte Fortschritt konnte nicht gespeichert werden."))
        app.scrollAndTap(A11yID(.data, "dismissNotice", "0"))
        #expect(!app.pageText.contains("Der letzte Fortschritt konnte nicht gespeichert werden."))
        #expect(try app.store.maintenance.notices().isEmpty)
        #expect(app.pageText.contains("Es gibt keine Hinweise."))
    }

    @Test func aWrongGateAnswerKeepsTheSettingsShut() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.tap(A11yID(.profilePicker, "parent"))
        let word = try #require(app.scene.element(A11yID(.parentalGate, "challenge"))?.label)
        let wrong = GermanNumberWords.number(writtenAs: word) == 987 ? 986 : 987
        for digit in String(wrong).compactMap(\.wholeNumberValue) { app.tap(.keypadKey(digit)) }
        #expect(app.screen == .parentalGate)
        // No row of the parent area can be reached from the gate.
        #expect(app.scene.element(try #require(A11yID.element(.parentDashboard, "row", "time"))) == nil)
        #expect(try app.profile(0).dailyLimitMinutes == 20)
    }

    @Test func aLimitSetInTheParentAreaEndsTheChildsDay() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        // Mila has played 9:40 today; with her 20 minutes she would play on for ten more.
        var usage = try app.usage(on: "2026-10-01")
        usage.activeSeconds = 9 * 60 + 40
        try app.store.usage.saveDailyUsage(usage)
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "time")))
        app.scrollAndTap(A11yID(.timeAndBreaks, "limit", "10"))
        app.scrollAndTap(A11yID(.timeAndBreaks, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        #expect(app.audio.contains(.prompt(.session("warning"))))
        app.stayActive(30)
        app.playRound(endingOn: .timesUp)
        #expect(try app.usage(on: "2026-10-01").locked)
    }

    @Test func whatAParentSetIsStillSetAfterARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-parent-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DeviceTime(day: "2026-10-01")
        do {
            let app = try AppHarness(dataDirectory: folder, device: device)
            app.twoChildrenWithAWeek()
            app.openParentArea()
            app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "time")))
            app.tap(A11yID(.timeAndBreaks, "profile", "1"))
            app.scrollAndTap(A11yID(.timeAndBreaks, "limit", "45"))
            app.scrollAndTap(A11yID(.timeAndBreaks, "device", "voice", "off"))
            app.scrollAndTap(A11yID(.timeAndBreaks, "device", "reduceMotion", "on"))
        }
        device.pass(60)
        let again = try AppHarness(dataDirectory: folder, device: device)
        #expect(try again.profile(1).dailyLimitMinutes == 45)
        #expect(try again.profile(0).dailyLimitMinutes == 20)
        #expect(!again.model.environment.settings.settings.voiceEnabled)
        #expect(again.model.reduceMotion)
    }

    @Test func profilesAreAddedFromTheProfilesPageUpToFive() throws {
        let app = try parentArea(row: "profiles")
        // "Zurück" on the form returns to S-21 without a profile.
        app.scrollAndTap(A11yID(.profiles, "add"))
        app.tap(A11yID(.createProfile, "back"))
        #expect(app.screen == .profiles)
        #expect(try app.store.profiles.profiles().count == 2)
        for (avatar, name) in [(2, "Ida"), (3, "Ben"), (4, "Lea")] {
            app.scrollAndTap(A11yID(.profiles, "add"))
            #expect(app.screen == .createProfile)
            app.tap(.createProfileAvatar(avatar))
            app.tap(.createProfileLevel(.vorschule))
            app.tap(.createProfileNickname)
            app.send(.text(name))
            app.tap(.createProfileConfirm)
            // The parent stays on S-21, with no child's session started.
            #expect(app.screen == .profiles)
        }
        #expect(try app.store.profiles.profiles().map(\.nickname) == ["Mila", "Jonas", "Ida", "Ben", "Lea"])
        app.scrollTo(A11yID(.profiles, "add"))
        #expect(app.scene.element(A11yID(.profiles, "add"))?.isEnabled == false)
        #expect(app.pageText.contains("Lea"))
    }
}
