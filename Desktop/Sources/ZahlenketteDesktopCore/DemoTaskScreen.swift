import ZKApp
import ZKAudio
import ZKCore
import ZKDesignSystem
import ZKScene

/// A demo task in the style of "Wie viele?": a Zwanzigerfeld shows a quantity, four numeral tiles
/// offer answers, a speaker and a hold-to-leave home button frame it. It lets the host, scripts and
/// benchmarks exercise taps, focus, holds and celebrations before the games exist.
public final class DemoTaskScreen: HostScreen, TaskHooks {
    public let name = "demo"
    public let target: Int
    public let choices: [Int]
    public private(set) var solvedAt: Double?
    public private(set) var wrongTaps: [Int] = []
    private var hold = HoldToExit()
    private var pulseStart = 0.0
    /// The speaker pulses three times after the prompt, then rests so the host can idle.
    static let pulseCount = 3.0

    /// Fixtures: `demo` (7), or `seven`, `thirteen`, `twenty`.
    public init(fixture: String?) {
        switch fixture {
        case "thirteen": (target, choices) = (13, [3, 12, 13, 16])
        case "twenty": (target, choices) = (20, [10, 15, 19, 20])
        default: (target, choices) = (7, [5, 7, 9, 12])
        }
    }

    public var correctIntent: AppIntent? { solvedAt == nil ? .tap(.answer(target)) : nil }
    public var wrongIntent: AppIntent? {
        solvedAt == nil ? choices.first { $0 != target }.map { .tap(.answer($0)) } : nil
    }
    public var taskHooks: (any TaskHooks)? { self }

    public func scene(size: Size, time: Double) -> Scene {
        let margin = Metrics.margin
        let top = 88.0
        let narrow = size.width < 520
        let tileSide = Metrics.littleOnesTile
        let tileColumns = narrow ? 2 : 4
        let tileRows = 4 / tileColumns
        let tilesHeight = Double(tileRows) * tileSide + Double(tileRows - 1) * Metrics.targetSpacing
        let fieldFrame = Rect(
            x: margin, y: top, width: size.width - 2 * margin, height: size.height - top - tilesHeight - 2 * margin - 8)
        let tiles = Layout.grid(
            count: 4, columns: tileColumns, itemSize: Size(width: tileSide, height: tileSide),
            spacing: Size(width: Metrics.targetSpacing * 2, height: Metrics.targetSpacing),
            in: Rect(x: 0, y: size.height - margin - tilesHeight, width: size.width, height: tilesHeight))
        let pulse = SpeakerButton.pulse(startingAt: pulseStart)
        let pulsing = solvedAt == nil && time < pulseStart + DemoTaskScreen.pulseCount * Motion.pulsePeriod
        let pulseScale = pulsing ? (Timeline([pulse]).sample(pulse.key, at: time)?.value ?? 1) : 1
        var nodes: [Node] = [
            SpeakerButton(center: Point(x: margin + 40, y: margin + 40), label: "speaker", pulseScale: pulseScale)
                .node(),
            HomeButton(
                center: Point(x: size.width - margin - 36, y: margin + 40), label: "home",
                holdProgress: hold.progress(at: time)
            ).node(),
            Zwanzigerfeld.fitting(filled: target, in: fieldFrame).node(),
        ]
        for (number, frame) in zip(choices, tiles) {
            let state: NumeralTile.State = solvedAt != nil && number == target ? .correct : .normal
            nodes.append(
                NumeralTile(
                    number: number, frame: frame, id: .answer(number), label: DeveloperLabels.numeral(number),
                    state: state
                )
                .node())
        }
        if let solvedAt {
            nodes.append(
                StarBurst(center: fieldFrame.center, radius: min(120, fieldFrame.height / 2), start: solvedAt).node(
                    at: time))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        switch intent {
        case .input(.tap(let id)):
            var events = [HostEvent("tap", [.init("id", id.rawValue)])]
            var audio: [AudioEvent] = []
            if id.element == "answer", let number = Int(id.rawValue.split(separator: ".").last ?? ""), solvedAt == nil {
                let correct = number == target
                events.append(
                    HostEvent("answer", [.init("number", String(number)), .init("correct", String(correct))]))
                if correct {
                    solvedAt = time
                    events.append(HostEvent("celebration", [.init("seconds", "2")]))
                    audio = [.effect(.effect("correct")), .feedback(.number(target))]
                } else {
                    wrongTaps.append(number)
                }
            } else if id == .speaker {
                pulseStart = time
                audio = [.prompt(.numberQuestion(target))]
            } else if id == .gameHome {
                events.append(HostEvent("home", [.init("held", "false")]))
            }
            return HostResponse(events: events, audio: audio)
        case .input(.press(let id)) where id == .gameHome:
            hold.press(at: time)
            return HostResponse()
        case .input(.release(let id)) where id == .gameHome:
            guard hold.pressedAt != nil else { return HostResponse() }
            let complete = hold.isComplete(at: time)
            hold.release()
            return HostResponse(
                events: [HostEvent("home", [.init("held", String(complete))])], navigate: complete ? "gallery" : nil)
        case .input(.drag(let from, let to)):
            return HostResponse(events: [HostEvent("drag", [.init("from", from.rawValue), .init("to", to.rawValue)])])
        case .input(.stroke(let id, _)):
            return HostResponse(events: [HostEvent("trace", [.init("id", id.rawValue)])])
        case .input(.shake):
            return HostResponse(events: [HostEvent("shake")])
        default:
            return HostResponse()
        }
    }

    /// A hold that reaches one second leaves at once, without waiting for the release.
    public func tick(time: Double) -> HostResponse {
        guard hold.pressedAt != nil, hold.isComplete(at: time) else { return HostResponse() }
        return handle(.release(.gameHome), time: time)
    }

    public func isAnimating(at time: Double) -> Bool {
        if hold.pressedAt != nil { return true }
        if let solvedAt { return time < solvedAt + Motion.celebration }
        return time < pulseStart + DemoTaskScreen.pulseCount * Motion.pulsePeriod
    }
}
