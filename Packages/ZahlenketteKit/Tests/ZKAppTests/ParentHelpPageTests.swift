import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// S-25 Hilfe & Datenschutz (docs/parent-area.md#profiles-data-and-reset, 15.12, issue 16): a parent reads what the app keeps, that
/// nothing leaves the device, how limits and the gate work, the clock gap and the works used, all
/// on the page itself, without a link out.
@MainActor @Suite struct ParentHelpPageTests {
    private func helpPage() throws -> AppHarness {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "help")))
        return app
    }

    @Test func theHelpPageSaysWhatIsStoredAndThatNothingLeavesTheDevice() throws {
        let text = try helpPage().pageText
        #expect(text.contains("Was die App speichert"))
        #expect(text.contains("keinen echten Namen, kein Geburtsdatum, keine Fotos und keine Tonaufnahmen"))
        #expect(text.contains("Nichts verlässt das Gerät"))
        #expect(text.contains("Die App arbeitet ohne Internet. Sie sendet nichts"))
    }

    @Test func theHelpPageExplainsTheLimitsTheGateAndTheClockGap() throws {
        let text = try helpPage().pageText
        #expect(text.contains("Gezählt wird nur die Zeit, in der Ihr Kind spielt."))
        #expect(text.contains("Nach drei falschen Antworten wartet die Freigabe eine Minute"))
        // docs/app.md#the-trusted-day-clock: a restart followed by a clock set forward can start a new day early.
        #expect(text.contains("Nur wenn das Gerät neu startet und danach die Uhr vorgestellt wird"))
    }

    @Test func theHelpPageNamesTheWorksUsedAndOffersNothingButTheWayBack() throws {
        let app = try helpPage()
        let text = app.pageText
        #expect(text.contains("Verwendete Werke"))
        for work in ["Comfortaa", "SDL2", "SQLite", "cairo", "eSpeak NG"] {
            #expect(text.contains(work), "\(work)")
        }
        // Offline and read-only: the only targets are the way back and the scroll bar.
        let targets = Set(app.scene.elements.filter { $0.role.isActionable }.map(\.id))
        #expect(targets == [A11yID(.helpAndPrivacy, "back"), A11yID(.helpAndPrivacy, "content")])
    }
}
