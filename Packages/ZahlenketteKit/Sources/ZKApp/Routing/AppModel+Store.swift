import Foundation
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene
import ZKStore

/// The subscription in the app (engine 17): the store is polled on every tick, its cache kept in
/// the device settings, its failures told to the parent; the child's premium changes only between
/// rounds; S-24 and the sandbox's developer panel ask the store for what the parent chose.
extension AppModel {
    var subscriptions: SubscriptionService { environment.subscriptions }

    /// The trusted instant (engine 15.12) the cached entitlement is judged at: a moved wall clock
    /// cannot stretch a subscription (D-1004).
    var trustedNow: Date {
        trustedClock.reading(anchor: environment.settings.settings.trustedAnchor).trustedNow
    }

    /// A round is in play, or waits under the developer panel: it keeps its entitlement.
    var roundIsRunning: Bool {
        switch state {
        case .child(_, .game), .developerPanel(_, over: .child(_, .game)): true
        default: false
        }
    }

    // MARK: - Polling

    /// What the store said since the last tick: the cache is kept, failures are told, S-24 or the
    /// panel show the news, and the sandbox's "Abo verwalten" opens its panel.
    func pollStore(time: Double) -> AppOutput {
        guard drainStore(), subscriptions.sandbox != nil else { return AppOutput() }
        if case .developerPanel = state { return AppOutput() }
        return toggleDeveloperPanel(time: time)
    }

    /// Applies the store's answers; true when one asked for the developer panel.
    private func drainStore() -> Bool {
        let (answered, effects) = subscriptions.poll(trustedNow: trustedNow)
        var wantsPanel = false
        for effect in effects {
            switch effect {
            case .storeCache(let cache): keep(cache)
            case .tellParent(let error): environment.notices.record(error)
            case .openDeveloperPanel: wantsPanel = true
            }
        }
        if answered { refreshStoreScreens() }
        return wantsPanel
    }

    /// After every update: the verdict at this instant reaches the gate, a round that is over lets
    /// it apply, and the child mode hears of a change (the picker's locks follow at once).
    func settleEntitlement() -> AppOutput {
        subscriptions.refresh(trustedNow: trustedNow)
        if !roundIsRunning, subscriptions.gate.isHolding { subscriptions.finishRound() }
        guard let premium = subscriptions.premiumChange() else { return AppOutput() }
        refreshStoreScreens()
        return AppOutput(events: [.entitlementChanged(premium: premium)])
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

    // MARK: - S-24

    /// S-24 when a grown-up's pass is open, else the gate first (engine 16.1).
    func openSubscription(returnTo origin: ScreenRequest) -> AppOutput {
        guard let pass = state.pass, pass.isOpen(at: continuousNow) else {
            return openGate(for: .subscription(returnTo: origin), from: destination.screenID)
        }
        return openSubscription(returnTo: origin, pass: pass)
    }

    /// S-24 behind `pass`, over the session of the child it was asked for from S-15.
    func openSubscription(returnTo origin: ScreenRequest, pass: GatePass) -> AppOutput {
        subscriptions.requestProducts()
        subscriptions.requestEntitlement()
        let paywall = subscriptions.paywall(
            selected: .yearly, trustedNow: trustedNow, order: environment.registry.availableGameIDs)
        let output = show(
            .parent(pass, .subscription(SubscriptionScreen(origin: origin, paywall: paywall)), paused: state.session),
            saying: nil, quiet: true)
        // The answers a store has at hand show at once; StoreKit's follow on later ticks.
        _ = drainStore()
        return output
    }

    /// S-24, the panel and the picker's locks show what the store knows now.
    func refreshStoreScreens() {
        switch state {
        case .child(let session, .gamePicker):
            state = .child(
                session,
                .gamePicker(GamePickerScreen(games: environment.registry.availableGameIDs, locked: lockedGames())))
        case .parent(let pass, .subscription(var screen), let paused):
            screen.paywall = subscriptions.paywall(
                selected: screen.selected, trustedNow: trustedNow, order: environment.registry.availableGameIDs)
            state = .parent(pass, .subscription(screen), paused: paused)
        case .developerPanel(var panel, let under):
            guard let sandbox = subscriptions.sandbox else { return }
            panel.account = sandbox.account
            panel.status = panelStatus(sandbox)
            state = .developerPanel(panel, over: under)
        default:
            break
        }
    }

    /// Performs what S-24 or the panel asked for; the store's answer is applied at once.
    func storeStep(_ request: StoreRequest, time: Double) -> AppOutput {
        switch request {
        case .refresh:
            refreshStoreScreens()
            return AppOutput()
        case .purchase(let plan):
            subscriptions.purchase(plan)
        case .restore:
            subscriptions.restore()
        case .manage:
            subscriptions.manage()
        case .close(let origin):
            // Back to the dashboard the pass stays open; leaving the parent area ends it (engine 16.1):
            // the state that follows has no pass.
            return open(origin, saying: nil)
        case .sandbox(let control):
            guard let sandbox = subscriptions.sandbox, case .developerPanel(var panel, let under) = state else {
                return AppOutput()
            }
            if case .refused(let refusal) = sandbox.perform(control) {
                panel.outcome = StoreText("sandbox.refusal." + AppModel.catalogSegment(refusal.reason.rawValue))
            } else {
                panel.outcome = nil
            }
            state = .developerPanel(panel, over: under)
        case .closePanel:
            return toggleDeveloperPanel(time: time)
        }
        var output = pollStore(time: time)
        refreshStoreScreens()
        output.append(settleEntitlement())
        return output
    }

    // MARK: - The developer panel

    /// Opens the panel over whatever shows (a round pauses under it) or closes it again. Only in
    /// sandbox mode; the desktop edition and the App Store have none.
    func toggleDeveloperPanel(time: Double) -> AppOutput {
        guard let sandbox = subscriptions.sandbox else { return AppOutput() }
        if case .developerPanel(_, let under) = state {
            state = under
            refreshStoreScreens()
            var output = AppOutput(events: [.navigate(destination.screenID)])
            output.append(update(context(time)) { screen, context in screen.handle(.activate, context) })
            return output
        }
        var output = update(context(time)) { screen, context in screen.handle(.suspend, context) }
        let panel = DeveloperPanelScreen(account: sandbox.account, status: panelStatus(sandbox))
        state = .developerPanel(panel, over: state)
        output.events.append(.navigate(.subscription))
        return output
    }

    /// "Zustand: Testphase · Laufzeit bis 8. Okt. 2026" and the store's own date.
    private func panelStatus(_ sandbox: SandboxStoreClient) -> [StoreText] {
        let format = subscriptions.format
        let status = sandbox.account.status
        var lines = [StoreText("sandbox.panel.state." + AppModel.catalogSegment(status.state.rawValue))]
        if let end = status.premiumEnd {
            lines.append(StoreText("sandbox.panel.period_end", .text(format.date(end))))
        }
        lines.append(StoreText("sandbox.panel.clock", .text(format.date(sandbox.storeNow))))
        return lines
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
    func sandboxLabelled(_ scene: Scene) -> Scene {
        guard subscriptions.edition == .sandbox else { return scene }
        let key = destination.screenID.isParentArea ? "store.sandbox.banner" : "store.sandbox.banner_short"
        let text = catalog.strings.lookup(key, arguments: []) ?? ""
        let window = Size(width: scene.size.width, height: scene.size.height + SandboxBanner.height)
        let banner = SandboxBanner.node(on: destination.screenID, text: text, size: window)
        let screen = Node.group(scene.nodes, offset: Point(x: 0, y: SandboxBanner.height))
        return Scene(size: window, background: scene.background, nodes: [screen, banner])
    }
}
