import ZKCore
import ZKScene

/// One line of a journey script (docs/design-system.md#host-modes).
public enum ScriptCommand: Equatable, Sendable {
    case size(Size)
    case tap(A11yID)
    /// `tap <id> <x> <y>`: a tap aimed at a layout point inside an element's hit region.
    case tapAt(A11yID, Point)
    case drag(A11yID, A11yID)
    case trace(A11yID)
    case shake
    case key(HostKey)
    /// `key <name> <seconds>`: the key held down that long (Space on the house, Escape in a round).
    case keyHold(HostKey, Double)
    case wait(Double)
    case expect(A11yID)
    case solve
    case answerWrong
    case playRound
    /// Reads the gate's written number and types its digits, as a grown-up would (S-17).
    case passGate
    case screenshot(String)
    /// Start on another registered screen (developer scripts; the app shell starts at S-01).
    case screen(String)
    /// Types text into the focused text field (`type Mila`; `type` alone types nothing).
    case type(String)
    /// Presses and holds an element for a number of seconds (the home button's hold).
    case hold(A11yID, Double)
    /// `scroll <id> <points>`: scrolls a scrollable element sideways (the wheel or a drag; D-0651).
    case scroll(A11yID, Double)
}

public struct ScriptError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// Parses script text: one command per line, `#` starts a comment, blank lines are skipped.
public enum ScriptParser {
    public static let commands = [
        "size", "tap", "drag", "trace", "shake", "key", "wait", "expect", "solve", "answer-wrong", "play-round",
        "pass-gate",
        "screenshot", "screen", "type", "hold", "scroll",
    ]

    public static func parse(_ text: String) -> Result<[(line: Int, command: ScriptCommand)], ScriptError> {
        var result: [(line: Int, command: ScriptCommand)] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let name = words.first else { continue }
            switch parseCommand(name, Array(words.dropFirst())) {
            case .success(let command): result.append((line, command))
            case .failure(let message): return .failure(ScriptError(line: line, message: message.description))
            }
        }
        return .success(result)
    }

    private static func parseCommand(_ name: String, _ args: [String]) -> Result<ScriptCommand, ArgumentError> {
        func count(_ n: Int, _ shape: String) -> ArgumentError? {
            args.count == n ? nil : ArgumentError("\(name) expects \(shape), got \(args.count) argument(s).")
        }
        func id(_ text: String) -> Result<A11yID, ArgumentError> {
            A11yID(rawValue: text).map { .success($0) }
                ?? .failure(ArgumentError("\"\(text)\" is not an accessibility identifier such as S07.answer.7."))
        }
        func coordinate(_ text: String) -> Double? {
            Double(text).flatMap { $0.isFinite && abs($0) <= 100_000 ? $0 : nil }
        }
        switch name {
        case "size":
            if let e = count(1, "WIDTHxHEIGHT") { return .failure(e) }
            guard let size = HostArguments.parseSize(args[0]) else {
                return .failure(
                    ArgumentError("size \"\(args[0])\" is not valid; write it as WIDTHxHEIGHT, for example 375x667."))
            }
            return .success(.size(size))
        case "tap" where args.count == 3:
            guard let x = coordinate(args[1]), let y = coordinate(args[2]) else {
                return .failure(
                    ArgumentError(
                        "tap \"\(args[1]) \(args[2])\" is not a point; write x and y as layout points such as 120 340.")
                )
            }
            return id(args[0]).map { .tapAt($0, Point(x: x, y: y)) }
        case "tap", "trace", "expect":
            if let e = count(1, name == "tap" ? "one identifier or an identifier and x y" : "one identifier") {
                return .failure(e)
            }
            return id(args[0]).map { name == "tap" ? .tap($0) : name == "trace" ? .trace($0) : .expect($0) }
        case "drag":
            if let e = count(2, "two identifiers") { return .failure(e) }
            return id(args[0]).flatMap { from in id(args[1]).map { .drag(from, $0) } }
        case "key":
            guard args.count == 1 || args.count == 2 else {
                return .failure(
                    ArgumentError(
                        "key expects one key name and optionally seconds to hold it, got \(args.count) argument(s).")
                )
            }
            guard let key = HostKey(name: args[0]) else {
                let names = HostKey.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(ArgumentError("key \"\(args[0])\" is unknown; known keys are \(names)."))
            }
            guard args.count == 2 else { return .success(.key(key)) }
            guard let seconds = Double(args[1]), seconds.isFinite, seconds > 0, seconds <= 60 else {
                return .failure(ArgumentError("key \"\(args[1])\" is not a number of seconds between 0 and 60."))
            }
            return .success(.keyHold(key, seconds))
        case "wait":
            if let e = count(1, "a number of seconds") { return .failure(e) }
            guard let seconds = Double(args[0]), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                return .failure(ArgumentError("wait \"\(args[0])\" is not a number of seconds between 0 and 86400."))
            }
            return .success(.wait(seconds))
        case "screenshot":
            if let e = count(1, "one file name") { return .failure(e) }
            return .success(.screenshot(args[0]))
        case "screen":
            if let e = count(1, "one screen name") { return .failure(e) }
            return .success(.screen(args[0]))
        case "type":
            return .success(.type(args.joined(separator: " ")))
        case "hold":
            if let e = count(2, "one identifier and a number of seconds") { return .failure(e) }
            guard let seconds = Double(args[1]), seconds.isFinite, seconds > 0, seconds <= 60 else {
                return .failure(ArgumentError("hold \"\(args[1])\" is not a number of seconds between 0 and 60."))
            }
            return id(args[0]).map { .hold($0, seconds) }
        case "scroll":
            if let e = count(2, "one identifier and a number of points") { return .failure(e) }
            guard let points = coordinate(args[1]) else {
                return .failure(ArgumentError("scroll \"\(args[1])\" is not a number of points such as 240 or -80."))
            }
            return id(args[0]).map { .scroll($0, points) }
        case "shake", "solve", "answer-wrong", "play-round", "pass-gate":
            if let e = count(0, "no arguments") { return .failure(e) }
            switch name {
            case "shake": return .success(.shake)
            case "solve": return .success(.solve)
            case "answer-wrong": return .success(.answerWrong)
            case "pass-gate": return .success(.passGate)
            default: return .success(.playRound)
            }
        default:
            return .failure(
                ArgumentError("\"\(name)\" is not a script command; use one of \(commands.joined(separator: ", "))."))
        }
    }
}
