import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene
import ZKStore

/// The flows `AppModel` hands each feature's effects to (docs/app.md#flows), built from the
/// environment and the model's layout and switches; the store's news after every update; and the
/// sandbox's developer panel over the screen shown.
extension AppModel {
    var rounds: RoundFlow {
        RoundFlow(
            environment: environment, coordinator: coordinator, askParentLines: askParentLines, viewport: viewport,
            voiceEnabled: voiceEnabled, reduceMotion: reduceMotion)
    }
    var world: WorldFlow { WorldFlow(environment: environment) }
    var sessions: SessionFlow {
        SessionFlow(environment: environment, coordinator: coordinator, home: rounds.home(of:))
    }
    var gate: GateFlow { GateFlow(environment: environment, sessions: sessions, parent: parent) }
    var onboarding: OnboardingFlow { OnboardingFlow(environment: environment) }
    var parent: ParentFlow {
        ParentFlow(
            environment: environment, cache: parentFamilyCache, documentFolders: documentFolders,
            reportWriter: reportWriter)
    }
    var storeFlow: StoreFlow { StoreFlow(environment: environment) }
    var subscriptions: SubscriptionService { environment.subscriptions }

    /// Every profile's overview, as the parent area reads it.
    func parentFamily() -> ParentFamily { parent.family() }

    /// The notices to list on S-23.
    func noticeKinds() -> [StoreNotice.Kind] { parent.noticeKinds() }

    /// The printable report of the profile at `index` (picker order), nil without that profile.
    public func reportScene(profileIndex index: Int) -> Scene? { parent.reportScene(profileIndex: index) }

    // MARK: - The store (docs/store.md#in-the-app)

    /// What the store said since the last tick shows; the sandbox's "Abo verwalten" opens its panel.
    func pollStore(time: Double) -> AppOutput { apply(storeFlow.polled(state), time: time) }

    /// After every update: the store's verdict at this instant (`StoreFlow.settled(_:)`).
    func settleEntitlement() -> AppOutput { apply(storeFlow.settled(state)) }

    /// What S-24 or the panel asked for; when the store was asked, its answer shows at once.
    func storeStep(_ request: StoreRequest, time: Double) -> AppOutput {
        switch storeFlow.perform(request, on: state) {
        case .done(let outcome):
            return apply(outcome, time: time)
        case .togglePanel:
            return toggleDeveloperPanel(time: time)
        case .asked(let next):
            state = next
            var output = pollStore(time: time)
            state = storeFlow.refreshed(state)
            output.append(settleEntitlement())
            return output
        }
    }

    /// Opens the panel over whatever shows (a round pauses under it) or closes it again. Only in
    /// sandbox mode; the desktop edition and the App Store have none.
    func toggleDeveloperPanel(time: Double) -> AppOutput {
        guard let sandbox = subscriptions.sandbox else { return AppOutput() }
        if case .developerPanel(_, let under) = state {
            state = storeFlow.refreshed(under)
            var output = AppOutput(events: [.navigate(destination.screenID)])
            output.append(update(context(time)) { screen, context in screen.handle(.activate, context) })
            return output
        }
        var output = update(context(time)) { screen, context in screen.handle(.suspend, context) }
        state = .developerPanel(storeFlow.developerPanel(sandbox), over: state)
        output.events.append(.navigate(.subscription))
        return output
    }
}
