import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// J-09 and the gate in the app (docs/app.md#sessions-daily-limits-and-the-gate, 16.1, 17.6): whatever a grown-up does is behind the
/// gate; the gate speaks nothing and remembers its cooldown; a locked game asks for a grown-up
/// without a price.
@MainActor @Suite struct GrownUpJourneyTests {
    @Test func siblingsSwitchWithoutAGateAndAddingAProfileNeedsOne() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        app.tap(.roundEndHome)
        // The home avatar opens the picker at once (the default).
        app.tap(.home(.switchProfile))
        #expect(app.screen == .profilePicker)
        app.tap(.addProfile)
        #expect(app.screen == .parentalGate)
        // A child tapping around the keypad does not get through.
        for digit in [1, 1, 1] { app.tap(.keypadKey(digit)) }
        #expect(app.screen == .parentalGate)
        app.passGate()
        #expect(app.screen == .createProfile)
        app.tap(.createProfileAvatar(3))
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileConfirm)
        #expect(app.screen == .home)
        // Each child has their own stars, and their own day.
        let profiles = try app.store.profiles.profiles()
        #expect(try app.store.rewards.balance(profileID: profiles[0].id) == 6)
        #expect(try app.store.rewards.balance(profileID: profiles[1].id) == 0)
        app.stayActive(30)
        #expect(try app.usage(on: "2026-10-01", profile: 1).activeSeconds == 30)
    }

    @Test func whenSwitchingNeedsAGrownUpTheHomeAvatarOpensTheGate() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        try app.model.environment.settings.update { $0.profileSwitchRequiresGate = true }
        app.tap(.home(.switchProfile))
        #expect(app.screen == .parentalGate)
        app.tap(A11yID(.parentalGate, "cancel"))
        #expect(app.screen == .home)
        app.tap(.home(.switchProfile))
        app.passGate()
        #expect(app.screen == .profilePicker)
    }

    @Test func theGateSpeaksNothing() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        app.clearLog()
        app.tap(.addProfile)
        #expect(app.screen == .parentalGate)
        for digit in [9, 8, 7, 1, 2] { app.tap(.keypadKey(digit)) }
        app.tap(A11yID(.parentalGate, "delete"))
        app.wait(3)
        #expect(app.screen == .parentalGate)
        #expect(app.audio.isEmpty)
    }

    @Test func aCooldownSurvivesARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-gate-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DeviceTime(day: "2026-10-01")
        do {
            let app = try AppHarness(dataDirectory: folder, device: device)
            app.createFirstProfile()
            app.tap(.home(.switchProfile))
            app.tap(.addProfile)
            for _ in 0..<3 {
                let word = try #require(app.scene.element(A11yID(.parentalGate, "challenge"))?.label)
                let wrong = GermanNumberWords.number(writtenAs: word) == 987 ? 986 : 987
                for digit in String(wrong).compactMap(\.wholeNumberValue) { app.tap(.keypadKey(digit)) }
            }
            #expect(app.scene.element(.keypadKey(1))?.isEnabled == false)
        }
        device.pass(20)
        let again = try AppHarness(dataDirectory: folder, device: device)
        again.wait(1.5)
        again.tap(.addProfile)
        #expect(again.screen == .parentalGate)
        #expect(again.scene.element(.keypadKey(1))?.isEnabled == false)
        device.pass(41)
        again.wait(0.1)
        again.passGate()
        #expect(again.screen == .createProfile)
    }

    @Test func theBackButtonOfCreateProfileReturnsWithoutAProfile() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        app.passGate()
        app.tap(.createProfileAvatar(4))
        app.tap(A11yID(.createProfile, "back"))
        #expect(app.screen == .profilePicker)
        #expect(try app.store.profiles.profiles().count == 1)
    }

    @Test func theFreeTierLocksExactlyThePremiumGames() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        for game in app.model.environment.registry.availableGameIDs {
            let tier = try #require(app.model.environment.catalog.game(game)?.tier)
            let label = try #require(app.scene.element(.gameTile(game))?.label)
            #expect(label.contains("Erwachsener") == (tier == .premium), "\(game)")
        }
    }

    @Test func aLockedGameAsksForAGrownUpWithoutAPriceOncePerDay() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        #expect(app.scene.element(.gameTile(.blitzblick))?.label.contains("Erwachsener") == true)
        app.clearLog()
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .askParent)
        #expect(app.audio == [.prompt(.lock("ask_parent"))])
        let texts = app.scene.texts.map(\.string).joined(separator: " ")
        #expect(!texts.contains("€") && !texts.lowercased().contains("kauf") && !texts.contains("Abo"))
        app.tap(A11yID(.askParent, "back"))
        #expect(app.screen == .gamePicker)
        app.clearLog()
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .askParent)
        #expect(!app.audio.contains(.prompt(.lock("ask_parent"))))
        // Another locked game has its own line today.
        app.tap(A11yID(.askParent, "back"))
        app.tap(.gameTile(.memory))
        #expect(app.audio.contains(.prompt(.lock("ask_parent"))))
        // The next day it may be said again.
        app.tap(A11yID(.askParent, "back"))
        app.clearLog()
        app.sleep(24 * 3600)
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        app.tap(.gameTile(.blitzblick))
        #expect(app.audio.contains(.prompt(.lock("ask_parent"))))
    }
}
