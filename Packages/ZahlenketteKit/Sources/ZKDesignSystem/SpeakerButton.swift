import ZKCore
import ZKScene

/// Replays the prompt. It pulses gently while a prompt waits (architecture.md 5: with sound off the
/// pulse and the picture carry the task). The pulse runs at 1/1.2 s, far below 3 Hz.
public struct SpeakerButton: Sendable {
    public var center: Point
    public var diameter: Double
    public var id: A11yID
    public var label: String
    /// The pulse scale (1 = at rest), sampled from `SpeakerButton.pulse(startingAt:)`.
    public var pulseScale: Double

    public init(center: Point, diameter: Double = 72, id: A11yID = .speaker, label: String, pulseScale: Double = 1) {
        self.center = center
        self.diameter = diameter
        self.id = id
        self.label = label
        self.pulseScale = pulseScale
    }

    /// The repeating pulse tween (a scale movement; under Reduce Motion it stands still).
    public static func pulse(startingAt start: Double) -> Tween {
        Tween(
            key: "speaker.pulse", kind: .scale, start: start, duration: Motion.pulsePeriod, from: 1, to: 1.1,
            repeats: true)
    }

    public func node() -> Node {
        let r = diameter / 2
        let frame = Rect(center: center, size: Size(width: diameter, height: diameter))
        let halo = Node.circle(center: center, radius: r * pulseScale, fill: Palette.accentSoft)
        let body = Node.circle(
            center: center, radius: r * 0.86, fill: Palette.surface, stroke: Stroke(color: Palette.ink, width: 3))
        let glyph = Glyphs.speaker(in: frame.insetBy(dx: diameter * 0.27, dy: diameter * 0.27))
        return Node.group([halo, body, glyph]).interactive(id, label: label, hitRegion: frame)
    }
}
