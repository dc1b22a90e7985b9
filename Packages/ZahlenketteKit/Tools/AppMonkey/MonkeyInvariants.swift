import Foundation
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// What must hold after every input (issue 18, item 1): the scene has its root, child targets do
/// not overlap (on the parent pages no targets at all) and every target is in the window, no developer screen shows, the cached star
/// balance equals the ledger's sum, every ledger source pays once and no task is recorded twice.
///
/// The store checks read the whole ledger and attempt history, so they run when the cheap
/// figures (the balance, the number of attempts) moved, after restarts, every `fullCheckEvery`
/// inputs and at the end; a ledger change that leaves both figures alone is caught there.
@MainActor
struct MonkeyInvariants {
    static let fullCheckEvery = 500
    private var balances: [UUID: Int] = [:]
    private var attemptCounts: [UUID: Int] = [:]
    private let audit = LayoutAudit()

    /// The violations after an input; empty when everything holds.
    mutating func check(_ app: MonkeyApp, scene: Scene, full: Bool) -> [String] {
        var found = sceneViolations(scene, screen: app.screen)
        found += storeViolations(app.model.environment.store, full: full)
        return found
    }

    private func sceneViolations(_ scene: Scene, screen: ScreenID) -> [String] {
        var found: [String] = []
        if scene.element(.root(screen)) == nil { found.append("\(screen.rawValue) has no root ID") }
        let children = Set(scene.elements.filter { $0.audience == .child }.map(\.id))
        // A parent page is a grown-up page: the layout audit allows no overlap there at all
        // (ParentAreaLayoutTests), so every pair of its targets counts, not only child ones.
        let grownUp = screen.isParentArea
        for issue in audit.audit(scene) {
            switch issue {
            case .outsideViewport: found.append("\(screen.rawValue) at \(scene.size): \(issue)")
            case .overlappingTargets(let a, let b) where grownUp || (children.contains(a) && children.contains(b)):
                found.append("\(screen.rawValue) at \(scene.size): \(issue)")
            default: break
            }
        }
        // The desktop edition has no developer screen at all: no sandbox panel, no label band.
        if let developer = scene.elements.first(where: { $0.id.rawValue.lowercased().contains("sandbox") }) {
            found.append("\(screen.rawValue) shows the developer element \(developer.id)")
        }
        return found
    }

    private mutating func storeViolations(_ store: PersistenceStore, full: Bool) -> [String] {
        var found: [String] = []
        do {
            for profile in try store.profiles.profiles() {
                let balance = try store.rewards.balance(profileID: profile.id)
                let attempts = try store.progress.attemptCount(profileID: profile.id)
                defer {
                    balances[profile.id] = balance
                    attemptCounts[profile.id] = attempts
                }
                guard full || balances[profile.id] != balance || attemptCounts[profile.id] != attempts else { continue }
                found += try ledgerViolations(store, profile.id, balance: balance)
                found += try attemptViolations(store, profile.id)
            }
        } catch {
            found.append("the store failed while checking: \(error)")
        }
        return found
    }

    private func ledgerViolations(_ store: PersistenceStore, _ id: UUID, balance: Int) throws -> [String] {
        let ledger = try store.rewards.ledger(profileID: id)
        var found: [String] = []
        let sum = ledger.reduce(0) { $0 + $1.amount }
        if sum != balance { found.append("profile \(id): cached balance \(balance) but the ledger sums to \(sum)") }
        var sources: Set<String> = []
        for entry in ledger where !sources.insert("\(entry.reason.rawValue)/\(entry.sourceID)").inserted {
            found.append("profile \(id): two ledger entries for \(entry.reason.rawValue) \(entry.sourceID)")
        }
        return found
    }

    private func attemptViolations(_ store: PersistenceStore, _ id: UUID) throws -> [String] {
        let all = try store.progress.attempts(profileID: id, since: MonkeyInvariants.firstDay)
        var found: [String] = []
        var tasks: Set<UUID> = []
        for attempt in all where !tasks.insert(attempt.plannedTaskID).inserted {
            found.append("profile \(id): the task \(attempt.plannedTaskID) is recorded twice")
        }
        return found
    }

    static let firstDay =
        LocalDate(year: 1970, month: 1, day: 2)
        ?? LocalDate(date: Date(timeIntervalSince1970: 86_400), calendar: Calendar(identifier: .gregorian))
}
