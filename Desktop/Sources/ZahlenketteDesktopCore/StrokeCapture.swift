import ZKCore
import ZKGameKit
import ZKScene

/// Collects the pointer's path over a drawable element from touch-down to lift (a Nachspuren
/// stroke, the sideways drag that shakes the Schüttelbox) in layout points with their times. Pure;
/// the window feeds it pointer events and sends the finished stroke as one intent (D-0630).
public struct StrokeCapture: Equatable, Sendable {
    public private(set) var element: A11yID?
    public private(set) var samples: [TracedStroke.Sample] = []

    public init() {}

    /// True between touch-down on a drawable element and the lift.
    public var isActive: Bool { element != nil }

    /// Touch-down on the drawable element `id` at `point`.
    public mutating func begin(on id: A11yID, at point: Point, time: Double) {
        element = id
        samples = [TracedStroke.Sample(point, at: time)]
    }

    /// The pointer moved while down; repeated positions add nothing.
    public mutating func move(to point: Point, time: Double) {
        guard isActive, samples.last?.point != point else { return }
        samples.append(TracedStroke.Sample(point, at: time))
    }

    /// The lift: the element and its whole stroke, and the capture is empty again.
    public mutating func end(at point: Point, time: Double) -> (id: A11yID, stroke: TracedStroke)? {
        guard let element else { return nil }
        move(to: point, time: time)
        let stroke = TracedStroke(samples)
        self = StrokeCapture()
        return (element, stroke)
    }

    /// The path drawn so far as a line, for the window to show under the finger.
    public func liveInk(color: Color, width: Double) -> Node? {
        guard isActive, let first = samples.first, samples.count > 1 else { return nil }
        let elements = [PathElement.move(first.point)] + samples.dropFirst().map { PathElement.line($0.point) }
        return .path(elements, fill: nil, stroke: Stroke(color: color, width: width))
    }
}
