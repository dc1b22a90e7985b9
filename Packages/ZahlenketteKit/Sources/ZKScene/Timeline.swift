import ZKCore

/// How a tween's value moves from `from` to `to`.
public enum Easing: String, Hashable, Sendable {
    case linear
    case easeInOut
    case easeOut

    public func apply(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        switch self {
        case .linear: return x
        case .easeInOut: return x * x * (3 - 2 * x)
        case .easeOut: return 1 - (1 - x) * (1 - x)
        }
    }
}

/// What a tween animates. Movement kinds are replaced under Reduce Motion; fades are kept.
public enum TweenKind: String, Hashable, Sendable {
    case position
    case scale
    case rotation
    case opacity

    public var isMovement: Bool { self != .opacity }
}

public struct Tween: Hashable, Sendable {
    public var key: String
    public var kind: TweenKind
    public var start: Double
    public var duration: Double
    public var from: Double
    public var to: Double
    public var easing: Easing
    /// Repeats (pulses): the value runs from→to→from in every period of `duration`.
    public var repeats: Bool

    public init(
        key: String, kind: TweenKind, start: Double, duration: Double, from: Double, to: Double,
        easing: Easing = .easeInOut, repeats: Bool = false
    ) {
        self.key = key
        self.kind = kind
        self.start = start
        self.duration = max(0.001, duration)
        self.from = from
        self.to = to
        self.easing = easing
        self.repeats = repeats
    }

    public var end: Double { repeats ? .infinity : start + duration }
}

/// One sampled value: the tween's value and the opacity a Reduce Motion substitution adds.
public struct TweenSample: Hashable, Sendable {
    public var value: Double
    public var opacity: Double
}

/// Tweens keyed by name, sampled at times read from an injected clock
/// (docs/design-system.md#scene-essentials-for-screen-authors). With Reduce Motion on, a movement
/// tween jumps to its end value and fades the element in over at most `reducedFade` seconds
/// instead; repeating movement stands still.
public struct Timeline: Hashable, Sendable {
    public var tweens: [Tween]
    public var reduceMotion: Bool
    /// The longest fade used in place of movement (150 ms, the quick motion token).
    public static let reducedFade = 0.15

    public init(_ tweens: [Tween] = [], reduceMotion: Bool = false) {
        self.tweens = tweens
        self.reduceMotion = reduceMotion
    }

    public mutating func add(_ tween: Tween) {
        tweens.append(tween)
    }

    /// The value of `key` at `time`; nil when no tween has that key.
    public func sample(_ key: String, at time: Double) -> TweenSample? {
        guard
            let tween = tweens.last(where: { $0.key == key && $0.start <= time })
                ?? tweens.first(where: { $0.key == key })
        else { return nil }
        return Timeline.sample(tween, at: time, reduceMotion: reduceMotion)
    }

    /// The value of `key` at `time` read from `clock` (seconds of a continuous time source).
    public func sample(_ key: String, clock: any ContinuousTimeSource) -> TweenSample? {
        sample(key, at: clock.seconds)
    }

    /// True while any tween still changes the picture; the host idles when this is false.
    public func isAnimating(at time: Double) -> Bool {
        tweens.contains { tween in
            if reduceMotion && tween.kind.isMovement {
                if tween.repeats { return false }
                return time >= tween.start && time < tween.start + min(tween.duration, Timeline.reducedFade)
            }
            return time >= tween.start && time < tween.end
        }
    }

    /// When the last finite tween ends (under the active motion setting).
    public func endTime() -> Double {
        tweens.filter { !$0.repeats }.map { tween in
            reduceMotion && tween.kind.isMovement ? tween.start + min(tween.duration, Timeline.reducedFade) : tween.end
        }.max() ?? 0
    }

    static func sample(_ tween: Tween, at time: Double, reduceMotion: Bool) -> TweenSample {
        if reduceMotion && tween.kind.isMovement {
            if tween.repeats { return TweenSample(value: tween.from, opacity: 1) }
            let fade = min(tween.duration, reducedFade)
            let t = (time - tween.start) / fade
            return TweenSample(value: tween.to, opacity: time < tween.start ? 0 : min(1, max(0, t)))
        }
        var t = (time - tween.start) / tween.duration
        if tween.repeats {
            let phase = max(0, t).truncatingRemainder(dividingBy: 1)
            t = phase < 0.5 ? phase * 2 : (1 - phase) * 2
        }
        let eased = tween.easing.apply(t)
        return TweenSample(value: tween.from + (tween.to - tween.from) * eased, opacity: 1)
    }
}
