import Foundation
import ZKCore
import ZKParentArea
import ZKScene
import ZKStore

/// The subscription in the app (docs/store.md#in-the-app): `StoreFlow` keeps and tells what the
/// store said, builds what S-24 and the panel show and lets the child's premium change only between
/// rounds; this polls it on every tick, settles the entitlement after every update, puts S-24 behind
/// the gate's pass, and opens and closes the sandbox's developer panel over the screen shown.
extension AppModel {
    var subscriptions: SubscriptionService { environment.subscriptions }
    var storeFlow: StoreFlow { StoreFlow(environment: environment) }

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
        let (answered, wantsPanel) = storeFlow.drain()
        if answered { refreshStoreScreens() }
        return wantsPanel
    }

    /// After every update: the verdict at this instant reaches the gate, a round that is over lets
    /// it apply, and the child mode hears of a change (the picker's locks follow at once).
    func settleEntitlement() -> AppOutput {
        guard let premium = storeFlow.settle(state) else { return AppOutput() }
        refreshStoreScreens()
        return AppOutput(events: [.entitlementChanged(premium: premium)])
    }

    /// S-24, the panel and the picker's locks show what the store knows now.
    func refreshStoreScreens() {
        state = storeFlow.refreshed(state)
    }

    // MARK: - S-24

    /// S-24 when a grown-up's pass is open, else the gate first (docs/parent-area.md#pages).
    func openSubscription(returnTo origin: ScreenRequest) -> AppOutput {
        guard let pass = openPass else {
            return openGate(for: .subscription(returnTo: origin), from: destination.screenID)
        }
        return openSubscription(returnTo: origin, pass: pass)
    }

    /// S-24 behind `pass`, over the session of the child it was asked for from S-15.
    func openSubscription(returnTo origin: ScreenRequest, pass: GatePass) -> AppOutput {
        let output = apply(storeFlow.subscription(returnTo: origin, pass: pass, paused: state.session))
        // The answers a store has at hand show at once; StoreKit's follow on later ticks.
        _ = drainStore()
        return output
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
            // Back to the dashboard the pass stays open; leaving the parent area ends it (docs/parent-area.md#pages):
            // the state that follows has no pass.
            return open(origin, saying: nil)
        case .sandbox(let control):
            guard let next = storeFlow.perform(control, on: state) else { return AppOutput() }
            state = next
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
        state = .developerPanel(storeFlow.developerPanel(sandbox), over: state)
        output.events.append(.navigate(.subscription))
        return output
    }

    /// The size screens are laid out at in a window of `size` (the sandbox's label band).
    func screenSize(inWindow size: Size) -> Size { storeFlow.screenSize(inWindow: size) }

    /// The sandbox's label above every screen (issue 17).
    func sandboxLabelled(_ scene: Scene) -> Scene { storeFlow.sandboxLabelled(scene, on: destination.screenID) }
}
