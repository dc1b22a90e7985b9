import ZKCore
import ZKScene

/// One thing the monkey does to the app (issue 18, item 1): what a child or a grown-up can do
/// with a window, a pointer and a keyboard, plus the device's time and restarts. Inputs name
/// their target by ID, so a shrunk list replays the same way: an input whose target is not on
/// screen when it comes does nothing, as a finger tapping on nothing would.
public enum MonkeyInput: Hashable, Sendable, CustomStringConvertible {
    /// A tap on an element (an adjustable one is tapped at its centre).
    case tap(A11yID)
    /// A tap at a point given as fractions of the window, through the scene's hit test.
    case tapPoint(x: Double, y: Double)
    /// A drag from one element dropped on another.
    case drag(from: A11yID, to: A11yID)
    /// A press held for `seconds`, then released.
    case hold(A11yID, seconds: Double)
    /// A sideways scroll (wheel, drag or arrow keys).
    case scroll(A11yID, delta: Double)
    /// A stroke drawn on a drawable element: the one the game wants, or a scribble.
    case stroke(A11yID, scribble: Bool)
    case shake
    /// Typed text and the delete key.
    case text(String)
    case deleteBackward
    /// F12, the developer key: nothing may happen outside the sandbox store.
    case developerKey
    /// The window resized to one of the five audited sizes (`LayoutAudit.standardSizes`).
    case resize(Int)
    /// The window loses focus for `seconds`, then comes back.
    case focusLoss(seconds: Double)
    /// Time passes in tenths with the app in front.
    case wait(seconds: Double)
    /// The device's clocks jump forward while the app runs (a night, a weekend).
    case timeJump(hours: Double)
    /// The process ends and a new app opens the same data folder on the same device.
    case restart
    /// The guide: the answer a child who knows it gives to the open task.
    case solve
    /// The guide: a child keeps busy on the screen for `minutes`, touching it every 20 s, so the
    /// day's limit and the break interval come round
    /// (docs/app.md#sessions-daily-limits-and-the-gate).
    case stayBusy(minutes: Int)
    /// The guide: a grown-up reads S-17's written number and types its digits.
    case passGate
    /// The guide: a grown-up scrolls a parent page from its top until the element is wholly in
    /// view and taps it, as `Snn.content` scrolls by the wheel (the dashboard's rows lie below
    /// the children's cards).
    case scrollAndTap(A11yID)

    public var description: String {
        switch self {
        case .tap(let id): "tap \(id)"
        case .tapPoint(let x, let y): "tap-point \(Self.short(x)) \(Self.short(y))"
        case .drag(let from, let to): "drag \(from) \(to)"
        case .hold(let id, let seconds): "hold \(id) \(Self.short(seconds))"
        case .scroll(let id, let delta): "scroll \(id) \(Self.short(delta))"
        case .stroke(let id, let scribble): scribble ? "scribble \(id)" : "stroke \(id)"
        case .shake: "shake"
        case .text(let text): "text \(text)"
        case .deleteBackward: "delete"
        case .developerKey: "key F12"
        case .resize(let index):
            "resize \(Int(LayoutAudit.standardSizes[index].width))x\(Int(LayoutAudit.standardSizes[index].height))"
        case .focusLoss(let seconds): "focus-loss \(Self.short(seconds))"
        case .wait(let seconds): "wait \(Self.short(seconds))"
        case .timeJump(let hours): "time-jump \(Self.short(hours))h"
        case .restart: "restart"
        case .solve: "solve"
        case .stayBusy(let minutes): "stay-busy \(minutes)min"
        case .passGate: "pass-gate"
        case .scrollAndTap(let id): "scroll-and-tap \(id)"
        }
    }

    private static func short(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
