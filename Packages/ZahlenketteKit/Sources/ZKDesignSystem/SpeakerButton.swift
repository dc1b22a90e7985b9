import ZKCore
import ZKScene

/// Replays the prompt. It pulses gently while a prompt waits (docs/app.md#without-sound: with sound
/// off the pulse and the picture carry the task). The pulse runs at 1/1.2 s, far below 3 Hz.
public struct SpeakerButton: Sendable {
    public var center: Point
    public var diameter: Double
    public var id: A11yID
    public var label: String
    /// The pulse scale (1 = at rest), sampled from `SpeakerButton.pulse(startingAt:)`.
    public var pulseScale: Double
    /// True while the voice speaks: an accent face and an outer accent ring show it to a child who
    /// cannot hear it (issue 19). Still, so it reads the same under Reduce Motion.
    public var speaking: Bool

    public init(
        center: Point, diameter: Double = 72, id: A11yID = .speaker, label: String, pulseScale: Double = 1,
        speaking: Bool = false
    ) {
        self.center = center
        self.diameter = diameter
        self.id = id
        self.label = label
        self.pulseScale = pulseScale
        self.speaking = speaking
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
            center: center, radius: r * 0.86, fill: speaking ? Palette.accent : Palette.surface,
            stroke: Stroke(color: Palette.ink, width: 3))
        let glyph = Glyphs.speaker(in: frame.insetBy(dx: diameter * 0.27, dy: diameter * 0.27))
        var children = [halo, body, glyph]
        if speaking {
            // A filled accent face inside a second ring: the button is "talking".
            children.append(.ring(center: center, outerRadius: r * 1.06, innerRadius: r * 0.94, color: Palette.accent))
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame)
    }
}
