import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene
import ZKStore

/// The subscription for journeys: the sandbox's developer panel, S-24 and what a screen says.
extension AppHarness {
    /// Runs one operation of the developer panel the way a developer does: F12, the button,
    /// then the panel closes again.
    func panel(_ control: SandboxControl, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.toggleDeveloperPanel)
        #expect(screen == .subscription, "the panel is open", sourceLocation: sourceLocation)
        tapScrolled(A11yID(.subscription, "sandbox", control.identifier), sourceLocation: sourceLocation)
        tap(A11yID(.subscription, "sandbox", "close"), sourceLocation: sourceLocation)
    }

    /// Taps an element of a scrolling page, scrolling it into view first (as a parent would).
    func tapScrolled(_ id: A11yID, sourceLocation: SourceLocation = #_sourceLocation) {
        let page = scene.elements.first { $0.role == .scrollable }
        for _ in 0..<40 where scene.element(id) == nil {
            guard let page else { break }
            send(.input(.scroll(page.id, delta: 80)))
        }
        tap(id, sourceLocation: sourceLocation)
    }

    /// Scrolls the page `id` back to its top.
    func scroll(toTop id: A11yID) {
        if scene.element(id) != nil { send(.input(.scroll(id, delta: -100_000))) }
    }

    /// S-04's button for grown-ups, the gate, then the dashboard's "Abo" row: S-24.
    func openSubscriptionFromThePicker(sourceLocation: SourceLocation = #_sourceLocation) {
        tap(A11yID(.profilePicker, "parent"), sourceLocation: sourceLocation)
        passGate(sourceLocation: sourceLocation)
        scrollAndTap(A11yID(.parentDashboard, "row", "subscription"), sourceLocation: sourceLocation)
        #expect(screen == .subscription, sourceLocation: sourceLocation)
    }

    /// Every sentence on the screen and every element's label, no-break spaces made plain, so
    /// "29,99 €" reads the same however the store wrote it.
    var words: String {
        let current = scene
        return (current.texts.map(\.string) + current.elements.map(\.label)).joined(separator: " | ")
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// The screen's sentences as one text, lines joined with spaces, so a wrapped sentence reads whole.
    var prose: String {
        scene.texts.map(\.string).joined(separator: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// The label of `id`, no-break spaces made plain.
    func label(_ id: A11yID) -> String? {
        scene.element(id)?.label.replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// The status lines of S-24, in order.
    var subscriptionMessages: [String] {
        scene.elements.filter { $0.id.screen == .subscription && $0.id.element == "message" }
            .map { $0.label.replacingOccurrences(of: "\u{00A0}", with: " ") }
    }

    /// Whether the child's tile of `game` carries the lock.
    func isLocked(_ game: GameID) -> Bool {
        label(.gameTile(game))?.contains("Erwachsener") == true
    }

    /// The entitlement the app keeps in its settings (`zk.store.cachedEntitlement`).
    var cachedEntitlement: CachedEntitlement? {
        guard let text = model.environment.settings.settings.storeCachedEntitlement else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(CachedEntitlement.self, from: Data(text.utf8))
    }

    /// The `entitlement premium=…` events so far.
    var entitlementChanges: [Bool] {
        events.compactMap { if case .entitlementChanged(let premium) = $0 { premium } else { nil } }
    }
}
