import Foundation
import TestSupport
import Testing
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene

/// The printable report (issue 16): one A4 page with the name and dates, the grid in ring imagery,
/// the numbers now sure, "Gerade schwierig" with tips and patterns, and time per week; no score.
@Suite struct ReportPageTests {
    static func page() -> Scene {
        // 1, 2 and 3 are sure in every skill they have (decomposing 1 does not exist).
        var records = ProgressGrid.skills.flatMap { skill in
            (1...3).filter { skill != .decompose || $0 > 1 }.map {
                ParentFixtures.cell(skill, $0, .mastered, value: 0.9)
            }
        }
        records.append(ParentFixtures.cell(.recognize, 14, .difficult, value: 0.3))
        records.append(ParentFixtures.cell(.count, 8, .learning, value: 0.55))
        let attempts = [1, 2, 5].map {
            ChildOverviewTests.attempt("2026-09-\(20 + $0)", firstTry: false, number: 14, wrong: [4])
        }
        let usage = (0..<28).map {
            DailyUsage(
                profileID: ParentFixtures.profileID, trustedDate: Berlin.day("2026-10-01").adding(days: -$0),
                activeSeconds: $0 % 3 == 0 ? 0 : 900)
        }
        let overview = ChildOverview(
            profile: ParentFixtures.profile(.vorschule, override: .r1to20), today: Berlin.day("2026-10-01"),
            stage: .r1to20, readyForNext: false, records: records, usage: usage, attempts: attempts, friends: 4)
        return ReportPage(overview: overview, name: "Jonas").scene(strings: ShippedContent.catalog.strings)
    }

    @Test func theReportIsOneA4PageWithEverythingOnIt() {
        let scene = Self.page()
        #expect(scene.size == Size(width: 595, height: 842))
        let texts = scene.texts.map(\.string)
        for expected in [
            "Lernbericht Zahlenkette: Jonas", "Zeitraum: 04.09.2026 bis 01.10.2026", "Diese Zahlen sitzen", "1, 2, 3",
            "Gerade schwierig", "• Vierzehn als Ziffer erkennen", "Spielzeit pro Woche", "Woche ab 25.09.",
            "Zählen", "Schreiben", "20",
        ] {
            #expect(texts.contains(expected), "the page shows \(expected)")
        }
        #expect(texts.contains { $0.contains("14 und 4 werden manchmal verwechselt") })
        // Everything lies on the page, and no text runs past its box.
        #expect(scene.nodes.allSatisfy { scene.viewport.contains($0.bounds, tolerance: 0.5) })
        #expect(LayoutAudit().audit(scene).isEmpty)
    }

    @Test func theReportGivesNoScore() {
        let words = Self.page().texts.map(\.string).joined(separator: " ")
        #expect(words.contains("ohne Noten"))
        for forbidden in ["Punkte", "Platz ", "Rang", "besser als", "%"] {
            #expect(!words.contains(forbidden), "no score: \(forbidden)")
        }
    }

    @Test func theReportKeepsItsPicture() {
        Golden.check(Self.page(), named: "report")
    }
}
