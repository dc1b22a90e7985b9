import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// What the child did on Wie viele?'s picture that is never an attempt: where the keyboard marker
/// stands over the scattered objects (issue 19). Left and right step it over the objects from left
/// to right, Space marks the object under it; it starts hidden with each task.
public struct WieVielePlay: Sendable, Equatable {
    /// The object the marker stands on, nil before the first step.
    public var marker: Int?

    public init(marker: Int? = nil) {
        self.marker = marker
    }

    /// The marker moved by `step` over `count` objects: from nowhere, right starts at the first
    /// object and left at the last; it stops at either end.
    func stepped(by step: Int, count: Int) -> WieVielePlay {
        guard count > 0 else { return self }
        guard let marker else { return WieVielePlay(marker: step >= 0 ? 0 : count - 1) }
        return WieVielePlay(marker: min(count - 1, max(0, marker + step)))
    }
}

extension WieVieleRules {
    public func play(
        for task: WieVieleTask, among tasks: [WieVieleTask], continuing previous: WieVielePlay?
    )
        -> WieVielePlay
    {
        WieVielePlay()
    }

    /// The keyboard's way over the scattered objects: arrows move the marker, the activation key
    /// (a tap without a point) marks or unmarks the object under it, the first one if none yet.
    func interpretMarker(_ intent: GameIntent, view: RoundView<WieVieleRules>) -> PlayInput<Int, WieVielePlay> {
        let count = view.task.number
        switch intent {
        case .adjust(WieVieleRules.quantityID, let step):
            return PlayInput(play: view.play.stepped(by: step, count: count))
        case .tap(WieVieleRules.quantityID):
            let play = view.play.marker == nil ? view.play.stepped(by: 1, count: count) : view.play
            guard let marker = play.marker else { return .none }
            return PlayInput(play: play, toggleMark: marker)
        default:
            return .none
        }
    }

    /// The marker: a focus-blue rounded square around its object, the shape of the keyboard focus.
    static func markerNode(_ play: WieVielePlay, centers: [Point], side: Double) -> [Node] {
        guard let marker = play.marker, centers.indices.contains(marker) else { return [] }
        let box = Rect(center: centers[marker], size: Size(width: side * 1.35, height: side * 1.35))
        return [.rect(box, cornerRadius: side * 0.3, fill: nil, stroke: Stroke(color: Palette.focus, width: 4))]
    }
}
