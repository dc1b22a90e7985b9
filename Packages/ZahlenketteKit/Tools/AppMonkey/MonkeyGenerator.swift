import ZKCore
import ZKScene

/// Chooses the next input from what is on screen, by a seeded generator: mostly taps on the
/// elements a finger can see, then points, drags, holds, keys, text, resizes, focus loss, time
/// and restarts. The guide is part of it: on S-17 a grown-up usually reads the number and types
/// it, in a round the child often knows the answer, on S-04 a grown-up sometimes opens the parent
/// area and on S-18 scrolls to one of its rows, on S-09 the child taps the trail's stops and plays
/// a stop through, so the run reaches every screen (D-1115, D-0768).
struct MonkeyGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let texts = ["Mia", "Ömer-Lü", "🦊🦊", "Maximiliane-Sophie von", "12 34", " ", "ß\u{0301}", "a\nb"]

    mutating func next(screen: ScreenID, scene: Scene, canSolve: Bool, onAbenteuerStop: Bool) -> MonkeyInput {
        if screen == .parentalGate, chance(0.5) { return .passGate }
        if let guided = parentGuide(screen) { return guided }
        // The trail's three stops: the child often taps one, mostly the glowing one, which starts
        // its round; in a stop it mostly plays on, so S-10 is reached by every seed (D-0768).
        if screen == .abenteuer, chance(0.5) {
            let glowing = scene.elements.first { $0.id.element == "stop" && $0.role == .button }?.id
            let any = A11yID(.abenteuer, "stop", String(random.nextInt(below: 3)))
            return .tap(chance(0.8) ? glowing ?? any : any)
        }
        if canSolve, chance(onAbenteuerStop ? 0.7 : 0.3) { return .solve }
        if onAbenteuerStop, !canSolve, chance(0.5) { return .wait(seconds: 0.5) }
        // Up to 16 minutes: one busy stretch can pass the default break interval of 15 minutes
        // on its own, so the break nudge (S-26) follows the next round end without depending on
        // two stretches meeting (docs/hardening.md#the-monkey).
        if MonkeyGenerator.busyScreens.contains(screen), chance(0.01) {
            return .stayBusy(minutes: 2 + random.nextInt(below: 15))
        }
        let targets = scene.elements.filter { $0.role.isActionable }
        let roll = random.nextInt(below: 1000)
        switch roll {
        case 0..<470: return pick(targets).map { .tap($0.id) } ?? .wait(seconds: 0.5)
        case 470..<580: return .tapPoint(x: random.nextUnitDouble(), y: random.nextUnitDouble())
        case 580..<630:
            guard let from = pick(targets), let to = pick(scene.elements) else { return .shake }
            return .drag(from: from.id, to: to.id)
        case 630..<660: return pick(targets).map { .hold($0.id, seconds: 0.2 + random.nextUnitDouble() * 3) } ?? .shake
        case 660..<690:
            let scrollable = scene.elements.filter { $0.role.scrolls }
            return pick(scrollable).map { .scroll($0.id, delta: (random.nextUnitDouble() - 0.5) * 600) } ?? .shake
        case 690..<720:
            let drawable = scene.elements.filter { $0.role == .drawable }
            return pick(drawable).map { .stroke($0.id, scribble: chance(0.5)) } ?? .deleteBackward
        case 720..<730: return .shake
        case 730..<770: return .text(MonkeyGenerator.texts[random.nextInt(below: MonkeyGenerator.texts.count)])
        case 770..<785: return .deleteBackward
        case 785..<795: return .developerKey
        case 795..<830: return .resize(random.nextInt(below: LayoutAudit.standardSizes.count))
        case 830..<850: return .focusLoss(seconds: [1, 20, 200, 4000][random.nextInt(below: 4)])
        case 850..<990: return .wait(seconds: 0.3 + random.nextUnitDouble() * 4)
        case 990..<997: return .timeJump(hours: [1, 9, 15, 49][random.nextInt(below: 4)])
        default: return .restart
        }
    }

    /// The grown-up's part of the guide: in now and then from S-04, on S-18 to a row or out again,
    /// from a page back to S-18 before long, so the parent pages are all seen and the child's
    /// screens keep most of the run (D-1115).
    private mutating func parentGuide(_ screen: ScreenID) -> MonkeyInput? {
        switch screen {
        case .profilePicker where chance(0.05): return .tap(A11yID(.profilePicker, "parent"))
        case .parentDashboard where chance(0.2): return .tap(A11yID(.parentDashboard, "close"))
        case .parentDashboard where chance(0.6):
            let row = MonkeyGenerator.dashboardRows[random.nextInt(below: MonkeyGenerator.dashboardRows.count)]
            return .scrollAndTap(A11yID(.parentDashboard, "row", row))
        case .progressGrid, .profileSettings, .profiles, .timeAndBreaks, .data, .subscription, .helpAndPrivacy:
            return chance(0.15) ? .tap(A11yID(screen, "back")) : nil
        default: return nil
        }
    }

    /// S-18's rows (docs/parent-area.md#pages), each opening one page: S-19, S-22, S-20, S-21,
    /// S-24, S-23, S-25.
    static let dashboardRows = ["progress", "time", "range", "profiles", "subscription", "data", "help"]

    /// Screens on which a child's time counts and stays: the limit and the break come there.
    static let busyScreens: Set<ScreenID> = [.home, .gamePicker, .gameContainer, .garden]

    private mutating func chance(_ p: Double) -> Bool {
        random.nextUnitDouble() < p
    }

    private mutating func pick(_ elements: [ResolvedElement]) -> ResolvedElement? {
        elements.isEmpty ? nil : elements[random.nextInt(below: elements.count)]
    }
}
