import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// The parent area for journeys: two children with a week of play, the way in through the gate,
/// scrolling a page until an element can be tapped, and the words a page shows.
extension AppHarness {
    /// Mila (littleOnes, or `firstNickname`) and Jonas (Vorschule), created as a parent does, then
    /// a week of play.
    func twoChildrenWithAWeek(firstNickname: String = "Mila") {
        createFirstProfile(level: .littleOnes, nickname: firstNickname)
        tap(.home(.switchProfile))
        tap(.addProfile)
        passGate()
        tap(.createProfileAvatar(1))
        tap(.createProfileLevel(.vorschule))
        tap(.createProfileNickname)
        send(.text("Jonas"))
        tap(.createProfileConfirm)
        PreviewWeek.play(in: model.environment)
        tap(.home(.switchProfile))
    }

    /// From the picker through the gate to the dashboard.
    func openParentArea(sourceLocation: SourceLocation = #_sourceLocation) {
        tap(A11yID(.profilePicker, "parent"), sourceLocation: sourceLocation)
        passGate(sourceLocation: sourceLocation)
        #expect(screen == .parentDashboard, sourceLocation: sourceLocation)
    }

    /// Scrolls the page down until `id` can be tapped (or the page ends), then taps it.
    func scrollAndTap(_ id: A11yID, sourceLocation: SourceLocation = #_sourceLocation) {
        scrollTo(id)
        tap(id, sourceLocation: sourceLocation)
    }

    /// Scrolls the page from the top until `id` takes taps.
    func scrollTo(_ id: A11yID) {
        let content = A11yID(screen, "content")
        send(.input(.scroll(content, delta: -100_000)))
        for _ in 0..<60 {
            let current = scene
            if current.hitTest(current.element(id)?.hitRegion.center ?? Point(x: -1, y: -1))?.id == id { return }
            send(.input(.scroll(content, delta: 120)))
        }
    }

    /// Every text of the page from top to bottom, scrolled through, joined by spaces.
    var pageText: String {
        let content = A11yID(screen, "content")
        send(.input(.scroll(content, delta: -100_000)))
        var seen: [String] = []
        for _ in 0..<80 {
            for text in scene.texts.map(\.string) where !seen.contains(text) { seen.append(text) }
            let before = scene
            send(.input(.scroll(content, delta: 200)))
            if scene == before { break }
        }
        return seen.joined(separator: " ")
    }
}

/// Keeps what the app asked to print, as SVG, so journeys can check the page.
@MainActor
final class RecordingReportWriter: ReportWriter {
    private(set) var pages: [Scene] = []
    var fileExtension: String { "svg" }

    func write(_ page: Scene, to url: URL) -> Bool {
        pages.append(page)
        return (try? SVGWriter().svg(page).write(to: url, atomically: true, encoding: .utf8)) != nil
    }
}
