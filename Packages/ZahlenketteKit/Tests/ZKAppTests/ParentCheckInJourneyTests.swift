import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// J-04, the parent check-in (spec 3.6, issue 16): two children have played for a week; a parent
/// passes the gate, reads the dashboard, opens the grid and a cell, reads "Gerade schwierig",
/// prints the report and exports the data.
@MainActor @Suite struct ParentCheckInJourneyTests {
    @Test func aParentSeesTheWeekPrintsTheReportAndExports() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        let folder = app.dataDirectory.appendingPathComponent("Dokumente")
        let writer = RecordingReportWriter()
        app.model.documentFolders = [folder]
        app.model.reportWriter = writer
        app.openParentArea()

        // The dashboard: both cards with names, levels, minutes against the limit and the week.
        let dashboard = app.pageText
        for expected in [
            "Mila", "Jonas", "Die Kleinen", "Vorschule · Zahlenraum 1–20 · festgelegt",
            "von 20 Minuten heute", "Diese Woche:", "beim ersten Versuch", "von 20 Zahlenfreunden",
            "Neu sicher diese Woche",
        ] {
            #expect(dashboard.contains(expected), "dashboard shows \(expected)")
        }
        #expect(!dashboard.contains("parent."), "no catalog key shows")

        // Jonas's grid: a cell opens its figures under its row.
        app.scrollAndTap(A11yID(.parentDashboard, "progress", "1"))
        #expect(app.screen == .progressGrid)
        // The cell Jonas practised most this week (the engine chose the week's tasks).
        let jonas = try app.profile(1)
        let practised = try #require(
            try app.store.progress.masteryRecords(profileID: jonas.id).max {
                ($0.firstTrySuccesses, -$0.number) < ($1.firstTrySuccesses, -$1.number)
            })
        app.scrollAndTap(A11yID.progressCell(practised.skill, practised.number))
        let grid = app.pageText
        #expect(grid.contains("beim ersten Versuch"), "the cell's figures open under its row: \(grid)")
        #expect(grid.contains("Gerade schwierig"))
        // A teen mix-up, when the week had one, comes with its tip.
        if grid.contains("werden manchmal verwechselt: Bei „") { #expect(grid.contains("Sagt gemeinsam: zehn und")) }

        // The report is printed and its place named.
        app.scrollAndTap(A11yID(.progressGrid, "report"))
        let report = try #require(app.events(named: "report").last?.value("file"))
        #expect(report.hasPrefix(folder.path))
        #expect(FileManager.default.fileExists(atPath: report))
        let page = try #require(writer.pages.last)
        #expect(page.texts.contains { $0.string == "Lernbericht Zahlenkette: Jonas" })
        #expect(app.pageText.contains("Bericht gespeichert: " + report))

        // The export from the data page.
        app.scrollAndTap(A11yID(.progressGrid, "back"))
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "data")))
        app.scrollAndTap(A11yID(.data, "export"))
        let file = try #require(app.events(named: "export").last?.value("file"))
        let document = try ExportDocument.decode(try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(document.profiles.map(\.nickname) == ["Mila", "Jonas"])
        #expect(document.profiles.allSatisfy { !$0.attempts.isEmpty })
        #expect(app.pageText.contains("Gespeichert: " + file))
    }

    @Test func closingTheParentAreaReturnsToThePickerAndNeedsTheGateAgain() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.tap(A11yID(.parentDashboard, "close"))
        #expect(app.screen == .profilePicker)
        app.tap(A11yID(.profilePicker, "parent"))
        #expect(app.screen == .parentalGate)
    }

    @Test func fiveIdleMinutesCloseTheParentArea() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.pass(299)
        #expect(app.screen == .parentDashboard)
        app.pass(2)
        #expect(app.screen == .profilePicker)
    }

    @Test func aChildWithNothingDifficultIsToldSoOnTheCardAndTheGrid() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes, nickname: "Mila")
        app.tap(.home(.switchProfile))
        app.openParentArea()
        #expect(app.pageText.contains("Gerade ist nichts besonders schwierig."))
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "progress")))
        #expect(app.screen == .progressGrid)
        #expect(app.pageText.contains("Gerade ist nichts besonders schwierig."))
    }
}
