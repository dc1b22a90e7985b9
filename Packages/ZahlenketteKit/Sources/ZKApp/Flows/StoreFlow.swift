import Foundation
import ZKCore
import ZKParentArea
import ZKScene
import ZKStore

/// The subscription's part of the app (docs/store.md#in-the-app) as a flow: what the
/// store said since the last tick, kept and told; S-24's paywall, the developer panel's lines and
/// the screens that show what the store knows now; what S-24 and the panel ask of the store; the
/// sandbox's label band. In: the environment and the state shown; out: the state with the store's
/// news, and whether the panel was asked for.
@MainActor
struct StoreFlow {
    let environment: AppEnvironment

    var subscriptions: SubscriptionService { environment.subscriptions }

    /// What a request of S-24 or the panel leads to.
    enum Step {
        /// Nothing more of the store: the outcome shows.
        case done(StateOutcome)
        /// The store was asked (a purchase, a restore, a panel control) with `AppState` shown
        /// now: its news follow.
        case asked(AppState)
        /// The developer panel opens or closes.
        case togglePanel
    }

    /// Performs what S-24 or the panel asked for on `state` shown.
    func perform(_ request: StoreRequest, on state: AppState) -> Step {
        switch request {
        case .refresh:
            return .done(StateOutcome(next: refreshed(state)))
        case .purchase(let plan):
            subscriptions.purchase(plan)
        case .restore:
            subscriptions.restore()
        case .manage:
            subscriptions.manage()
        case .close(let origin):
            // Back to the dashboard the pass stays open; leaving the parent area ends it (docs/parent-area.md#pages):
            // the state that follows has no pass.
            return .done(.then(.open(origin, saying: nil)))
        case .sandbox(let control):
            guard let next = perform(control, on: state) else { return .done(.stay()) }
            return .asked(next)
        case .togglePanel:
            return .togglePanel
        }
        return .asked(state)
    }

    /// The store's answers since the last look, shown on `state`; the sandbox's "Abo verwalten"
    /// then opens its panel over it (not over the panel itself).
    func polled(_ state: AppState) -> StateOutcome {
        let (answered, wantsPanel) = drain()
        var outcome = StateOutcome(next: answered ? refreshed(state) : nil)
        if case .developerPanel = state { return outcome }
        if wantsPanel, subscriptions.sandbox != nil { outcome.effects = [.store(.togglePanel)] }
        return outcome
    }

    /// The trusted instant (docs/app.md#sessions-daily-limits-and-the-gate, docs/app.md#the-trusted-day-clock) the cached
    /// entitlement is judged at: a moved wall clock cannot stretch a subscription (D-1004).
    var trustedNow: Date {
        environment.trustedClock.reading(anchor: environment.settings.settings.trustedAnchor).trustedNow
    }

    /// Applies the store's answers: the cache is kept, failures are told. Whether it answered, and
    /// whether an answer asked for the developer panel (the sandbox's "Abo verwalten").
    private func drain() -> (answered: Bool, wantsPanel: Bool) {
        let (answered, effects) = subscriptions.poll(trustedNow: trustedNow)
        var wantsPanel = false
        for effect in effects {
            switch effect {
            case .storeCache(let cache): keep(cache)
            case .tellParent(let error): environment.notices.record(error)
            case .openDeveloperPanel: wantsPanel = true
            }
        }
        return (answered, wantsPanel)
    }

    /// `zk.store.cachedEntitlement` into the settings; a failed write is told like any setting's.
    private func keep(_ cache: CachedEntitlement) {
        do throws(CachedEntitlementText.Failure) {
            let text = try CachedEntitlementText.encode(cache)
            environment.updateSettings { $0.storeCachedEntitlement = text }
        } catch {
            environment.notices.record(
                .settingsUnsaved, detail: StoreSite.settingsWrite.rawValue, cause: "cached entitlement: \(error)")
        }
    }

    /// After every update: the verdict at this instant reaches the gate, and a round that is over
    /// (none in play in `state`, nor waiting under the developer panel) lets it apply. A change of
    /// the child's premium is told to the child mode and shows at once (the picker's locks).
    func settled(_ state: AppState) -> StateOutcome {
        subscriptions.refresh(trustedNow: trustedNow)
        if !StoreFlow.roundIsRunning(in: state), subscriptions.gate.isHolding { subscriptions.finishRound() }
        guard let premium = subscriptions.premiumChange() else { return .stay() }
        return StateOutcome(next: refreshed(state), output: AppOutput(events: [.entitlementChanged(premium: premium)]))
    }

    /// A round is in play, or waits under the developer panel: it keeps its entitlement.
    static func roundIsRunning(in state: AppState) -> Bool {
        switch state {
        case .child(_, .game), .developerPanel(_, over: .child(_, .game)): true
        default: false
        }
    }

    /// S-24 behind `pass`, over the session `paused` of the child it was asked for from S-15; the
    /// store is asked for its products and the entitlement, and the answers it has at hand show at
    /// once (StoreKit's follow on later ticks).
    func subscription(returnTo origin: ScreenRequest, pass: GatePass, paused: ChildSession?) -> StateOutcome {
        subscriptions.requestProducts()
        subscriptions.requestEntitlement()
        let screen = SubscriptionScreen(origin: origin, paywall: paywall(selected: .yearly))
        var outcome = StateOutcome.show(.parent(pass, .subscription(screen), paused: paused), saying: nil, quiet: true)
        if drain().answered, let next = outcome.next { outcome.next = refreshed(next) }
        return outcome
    }

    /// The sandbox's panel with the account as the store has it now.
    func developerPanel(_ sandbox: SandboxStoreClient) -> DeveloperPanelScreen {
        DeveloperPanelScreen(account: sandbox.account, status: panelStatus(sandbox))
    }

    /// S-24's offer as the store knows it now, `selected` chosen.
    func paywall(selected: SubscriptionPlan) -> PaywallModel {
        subscriptions.paywall(
            selected: selected, trustedNow: trustedNow, order: environment.registry.availableGameIDs)
    }

    /// The games the child may not open now (docs/store.md#products-and-storekit-2): premium
    /// games without premium.
    var lockedGames: Set<GameID> {
        Set(environment.registry.availableGameIDs.filter { subscriptions.decision(for: $0) == .askParent })
    }

    /// S-06 with the locks as the store knows them now.
    func gamePicker() -> GamePickerScreen {
        GamePickerScreen(games: environment.registry.availableGameIDs, locked: lockedGames)
    }

    /// `state` with S-24, the panel and the picker's locks showing what the store knows now.
    func refreshed(_ state: AppState) -> AppState {
        switch state {
        case .child(let session, .gamePicker):
            return .child(session, .gamePicker(gamePicker()))
        case .parent(let pass, .subscription(var screen), let paused):
            screen.paywall = paywall(selected: screen.selected)
            return .parent(pass, .subscription(screen), paused: paused)
        case .developerPanel(var panel, let under):
            guard let sandbox = subscriptions.sandbox else { return state }
            panel.account = sandbox.account
            panel.status = panelStatus(sandbox)
            return .developerPanel(panel, over: under)
        default:
            return state
        }
    }

    /// "Zustand: Testphase · Laufzeit bis 8. Okt. 2026" and the store's own date.
    func panelStatus(_ sandbox: SandboxStoreClient) -> [StoreText] {
        let format = subscriptions.format
        let status = sandbox.account.status
        var lines = [StoreText("sandbox.panel.state." + StoreFlow.catalogSegment(status.state.rawValue))]
        if let end = status.premiumEnd {
            lines.append(StoreText("sandbox.panel.period_end", .text(format.date(end))))
        }
        lines.append(StoreText("sandbox.panel.clock", .text(format.date(sandbox.storeNow))))
        return lines
    }

    /// A control on the sandbox's panel shown in `state`: the sandbox store performs it, and the
    /// panel names a refusal in German (else none); nil without the sandbox or its panel shown.
    func perform(_ control: SandboxControl, on state: AppState) -> AppState? {
        guard let sandbox = subscriptions.sandbox, case .developerPanel(var panel, let under) = state else {
            return nil
        }
        if case .refused(let refusal) = sandbox.perform(control) {
            panel.outcome = StoreText("sandbox.refusal." + StoreFlow.catalogSegment(refusal.reason.rawValue))
        } else {
            panel.outcome = nil
        }
        return .developerPanel(panel, over: under)
    }

    /// A store name as a catalog key's segment: `billingGrace` → `billing_grace`.
    static func catalogSegment(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
    }

    /// The size screens are laid out at in a window of `size`: the sandbox keeps a band at the
    /// top for its label, so the label never covers anything.
    func screenSize(inWindow size: Size) -> Size {
        guard subscriptions.edition == .sandbox else { return size }
        return Size(width: size.width, height: max(0, size.height - SandboxBanner.height))
    }

    /// The sandbox's label above every screen (issue 17): "Testumgebung" on the child's screens,
    /// with "keine echten Käufe" in the parent area (no word of buying reaches the child mode).
    func sandboxLabelled(_ scene: Scene, on screen: ScreenID) -> Scene {
        guard subscriptions.edition == .sandbox else { return scene }
        let key = screen.isParentArea ? "store.sandbox.banner" : "store.sandbox.banner_short"
        let text = environment.catalog.strings.lookup(key, arguments: []) ?? ""
        let window = Size(width: scene.size.width, height: scene.size.height + SandboxBanner.height)
        let banner = SandboxBanner.node(on: screen, text: text, size: window)
        let shown = Node.group(scene.nodes, offset: Point(x: 0, y: SandboxBanner.height))
        return Scene(size: window, background: scene.background, nodes: [shown, banner])
    }
}
