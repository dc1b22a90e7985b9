import ZKCore
import ZKScene

/// The way out of a round: a house that must be held for one second (spec 3.1.2: an accidental
/// tap never ends a round). A ring fills clockwise while it is held.
public struct HomeButton: Sendable {
    public var center: Point
    public var diameter: Double
    public var id: A11yID
    public var label: String
    /// 0...1, from `HoldToExit.progress(at:)`.
    public var holdProgress: Double
    /// 0...1 while a short tap's reminder shows, from `HoldToExit.reminder(at:)`: the ring a hold
    /// would fill, drawn faintly filling once (issue 19: what "hold me" looks like without sound).
    public var reminderProgress: Double?

    public init(
        center: Point, diameter: Double = 64, id: A11yID = .gameHome, label: String, holdProgress: Double = 0,
        reminderProgress: Double? = nil
    ) {
        self.center = center
        self.diameter = diameter
        self.id = id
        self.label = label
        self.holdProgress = holdProgress
        self.reminderProgress = reminderProgress
    }

    public func node() -> Node {
        let r = diameter / 2
        let frame = Rect(center: center, size: Size(width: diameter, height: diameter))
        var children: [Node] = [
            .circle(
                center: center, radius: r - 4, fill: Palette.surface, stroke: Stroke(color: Palette.outline, width: 2)),
            Glyphs.house(in: frame.insetBy(dx: diameter * 0.26, dy: diameter * 0.26)),
        ]
        if let reminder = reminderProgress, holdProgress == 0 {
            // The whole track shows faintly, and the part a hold would have filled by now, stronger.
            children.append(
                .group(
                    [.ring(center: center, outerRadius: r, innerRadius: r - 6, color: Palette.correct, sweep: 1)],
                    opacity: 0.25))
            if reminder > 0 {
                children.append(
                    .group(
                        [
                            .ring(
                                center: center, outerRadius: r, innerRadius: r - 6, color: Palette.correct,
                                sweep: min(1, reminder))
                        ], opacity: 0.7))
            }
        }
        if holdProgress > 0 {
            children.append(
                .ring(
                    center: center, outerRadius: r, innerRadius: r - 6, color: Palette.correct,
                    sweep: min(1, holdProgress)))
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame, holds: true)
    }
}

/// The press-and-hold gesture of the home button: a pure state machine on host time.
public struct HoldToExit: Hashable, Sendable {
    public var duration: Double
    public private(set) var pressedAt: Double?
    /// When a short tap or a released short hold last asked for the reminder.
    public private(set) var remindedAt: Double?

    public init(duration: Double = Motion.holdToExit) {
        self.duration = duration
    }

    public mutating func press(at time: Double) {
        pressedAt = time
    }

    /// Releasing before the hold completes cancels it.
    public mutating func release() {
        pressedAt = nil
    }

    public func progress(at time: Double) -> Double {
        guard let pressedAt else { return 0 }
        return min(1, max(0, (time - pressedAt) / duration))
    }

    public func isComplete(at time: Double) -> Bool {
        progress(at: time) >= 1
    }

    /// A short tap: the ring shows how long to hold (issue 19). Returns false when a reminder
    /// started within `sameTouch` already: the release of a short press and the tap that follows it
    /// are one touch, and a double tap counts once.
    public mutating func remind(at time: Double) -> Bool {
        if let remindedAt, time >= remindedAt, time - remindedAt < HoldToExit.sameTouch { return false }
        remindedAt = time
        return true
    }

    /// Reminders closer together than this are one touch.
    public static let sameTouch = 0.3

    /// How far the reminder ring has filled, 0...1, while it shows: it fills over one hold's
    /// duration and stays full for half a second more; nil before and after.
    public func reminder(at time: Double) -> Double? {
        guard let remindedAt, time >= remindedAt, time - remindedAt < duration + HoldToExit.reminderLinger else {
            return nil
        }
        return min(1, (time - remindedAt) / duration)
    }

    /// How long the filled reminder stays after filling.
    public static let reminderLinger = 0.5
}
