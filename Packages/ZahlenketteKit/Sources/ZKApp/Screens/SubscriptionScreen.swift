import ZKCore
import ZKDesignSystem
import ZKScene
import ZKStore

/// S-24, the subscription (docs/store.md#s-24, 17.7), in the parent area behind the gate: the paywall
/// with two equal plans (yearly preselected, with its badge), the terms with the trial's end, the
/// buy, restore and manage buttons and the two links; or the subscription's status; in the
/// desktop edition one sentence. Everything it says comes from `PaywallModel`, which the app
/// rebuilds whenever the store answers.
struct SubscriptionScreen: ScreenModel {
    static let backID = A11yID(.subscription, "back")
    static let pageID = A11yID(.subscription, "page")

    /// The two notes behind the links (there is no browser to open; D-1016).
    enum Note: Sendable, Equatable {
        case terms
        case privacy
    }

    /// Where "Zurück" leads: where the grown-up came from.
    let origin: ScreenRequest
    var selected: SubscriptionPlan = .yearly
    var paywall: PaywallModel
    var note: Note?
    var scroll = 0.0

    var screenID: ScreenID { .subscription }
    var destination: Destination { .parent(.subscription(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .input(.scroll(SubscriptionScreen.pageID, let delta)):
            scroll = layout(context).page.clamped(scroll + delta)
            return []
        case .input(.tap(let id)):
            return tapped(id)
        default:
            return []
        }
    }

    private mutating func tapped(_ id: A11yID) -> [AppEffect] {
        if id == SubscriptionScreen.backID { return [.store(.close(origin))] }
        if let plan = paywall.plans.first(where: { $0.id == id }) {
            selected = plan.plan
            return [.store(.refresh)]
        }
        if let buy = paywall.buy, buy.id == id, buy.isEnabled { return [.store(.purchase(selected))] }
        if paywall.restore?.id == id { return [.store(.restore)] }
        if paywall.manage?.id == id { return [.store(.manage)] }
        if let index = paywall.links.firstIndex(where: { $0.id == id }) {
            let tapped: Note = index == 0 ? .terms : .privacy
            note = note == tapped ? nil : tapped
        }
        return []
    }

    /// Where the header and the page go at this size.
    struct Layout {
        let header: GrownUpHeader
        let page: ScrollPage
        let content: SubscriptionPage
    }

    func layout(_ context: ScreenContext) -> Layout {
        let header = GrownUpHeader(size: context.size, buttonWidth: 140)
        var content = SubscriptionPage(
            paywall: paywall, note: note, frame: header.page, reservesGutter: false, context: context)
        if content.height > header.page.height {
            content = SubscriptionPage(
                paywall: paywall, note: note, frame: header.page, reservesGutter: true, context: context)
        }
        let page = ScrollPage(id: SubscriptionScreen.pageID, frame: header.page, contentHeight: content.height)
        return Layout(header: header, page: page, content: content)
    }

    func scene(_ context: ScreenContext) -> Scene {
        let layout = layout(context)
        return layout.header.scene(
            .subscription, heading: context.text("subscription.title"), button: context.text("subscription.back"),
            id: SubscriptionScreen.backID, page: layout.page, content: layout.content.nodes, offset: scroll,
            pageLabel: context.text("subscription.a11y.page"), context: context, display: context.parentDisplay)
    }
}
