import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKStore

/// How the store reaches the child mode (docs/store.md#the-state-machine, 17.7, 15.12): only between rounds, from the
/// cache at launch, never stretched by a moved clock; the developer panel exists only in the
/// sandbox and speaks German; a damaged sandbox file reaches the parent.
@MainActor @Suite struct EntitlementWiringTests {
    @Test func aPurchaseDuringARoundOpensTheGamesFromTheNextRound() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.solve()
        app.panel(.purchase(.yearly, withTrial: true))
        #expect(app.screen == .gameContainer)
        #expect(app.model.environment.subscriptions.gate.childPremium == false, "the round keeps its start")
        #expect(app.entitlementChanges.isEmpty)
        app.playRound()
        #expect(app.entitlementChanges == [true])
        app.tap(.roundEndHome)
        app.tap(.home(.play))
        #expect(!app.isLocked(.blitzblick))
    }

    @Test func theDeveloperPanelPausesTheRoundUnderItAndGivesItBack() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.wait(3)
        app.clearLog()
        app.send(.toggleDeveloperPanel)
        #expect(app.screen == .subscription)
        #expect(app.events.contains(.paused))
        app.wait(10)
        app.send(.toggleDeveloperPanel)
        #expect(app.screen == .gameContainer)
        // Away longer than 3 s: the round waits under its cover for the play button.
        app.tap(A11yID(.gameContainer, "continue"))
        #expect(app.events.contains(.resumed))
        app.playRound()
    }

    @Test func theDesktopEditionHasNoPanelAndNoLabel() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.send(.toggleDeveloperPanel)
        #expect(app.screen == .home)
        #expect(app.scene.element(A11yID(.home, "sandboxBanner")) == nil)
        #expect(app.model.viewport == app.size, "no band is kept for a label")
        app.tap(.home(.play))
        #expect(!app.isLocked(.blitzblick) && !app.isLocked(.punktZuPunkt))
    }

    @Test func thePanelNamesEveryStateAndEveryRefusalInGerman() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.send(.toggleDeveloperPanel)
        // A free account cannot cancel: the machine refuses, and the panel says why.
        app.tapScrolled(A11yID(.subscription, "sandbox", "cancel"))
        app.scroll(toTop: A11yID(.subscription, "sandboxPage"))
        #expect(app.words.contains("Zustand: frei, kein Abo"))
        #expect(app.words.contains("Im aktuellen Zustand nicht möglich."))
        let steps: [(SandboxControl, String)] = [
            (.purchase(.yearly, withTrial: true), "Zustand: Testphase"), (.renew, "Zustand: abonniert"),
            (.failBilling, "Zustand: Kulanzzeit nach fehlgeschlagener Zahlung"), (.endGrace, "Zustand: abgelaufen"),
            (.refund, "Zustand: erstattet oder widerrufen"), (.reset, "Zustand: frei, kein Abo"),
            (.setFamilySharing(true), "Zustand: Familienfreigabe"),
        ]
        for (control, state) in steps {
            app.tapScrolled(A11yID(.subscription, "sandbox", control.identifier))
            app.scroll(toTop: A11yID(.subscription, "sandboxPage"))
            #expect(app.words.contains(state), "after \(control.identifier)")
            #expect(!app.words.contains("Im aktuellen Zustand"), "after \(control.identifier)")
            // Every caption and line comes from the catalog, none is a bare key.
            #expect(!app.words.contains("sandbox."), "after \(control.identifier)")
        }
    }

    @Test func aMovedClockCannotStretchAnEndedSubscription() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.panel(.purchase(.monthly, withTrial: false))
        app.panel(.cancel)
        app.panel(.setOffline(true))
        // A month and a day later the paid month is over; auto-renew was off, so no extra days.
        app.sleep(32 * 86_400)
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        #expect(app.isLocked(.blitzblick))
        // Someone sets the clock back ten days: the trusted clock follows continuous time.
        app.device.setWallClock(by: -10 * 86_400)
        app.wait(1)
        app.tap(A11yID(.gamePicker, "home"))
        app.tap(.home(.play))
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .askParent)
    }

    @Test func anUnreadableSandboxFileIsSetAsideAndTheParentIsTold() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-sandbox-bad-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("store-sandbox.json"))
        let app = try AppHarness(dataDirectory: folder, sandbox: true)
        app.wait(0.5)
        #expect(app.model.parentNotices.contains("error.store.sandbox_unreadable"))
        #expect(app.log.lines.contains { $0.contains("sandbox store file unreadable") })
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(aside.contains { $0.hasPrefix("store-sandbox.json.corrupt-") })
    }
}
