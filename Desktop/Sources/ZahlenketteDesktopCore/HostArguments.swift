import ZKCore
import ZKScene

/// What the `zahlenkette` executable was asked to do (docs/design-system.md#host-modes).
public enum HostMode: Equatable, Sendable {
    /// A window showing `screen` (the interactive app; `--gallery` is `screen: "gallery"`).
    case window(screen: String, size: Size, fullscreen: Bool)
    /// One frame rendered headless into a PNG.
    case screenshot(output: String, screen: String, size: Size, fixture: ScreenFixture)
    /// A journey replayed headless on a virtual clock.
    case script(path: String)
    case help
    /// `--version`: the app's one version constant (`AppVersion`).
    case version
    /// `--report N --out FILE.pdf`: the printable report of the picker's N-th profile (from 1).
    case report(profile: Int, output: String)
    /// `--export FILE`: the family's export file (docs/export.md), without a window.
    case exportData(output: String)
    /// `--import FILE --replace|--add`: "Daten übernehmen" (docs/export.md#import), without a window.
    case importData(path: String, replace: Bool)
}

public struct ArgumentError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Parses the command line into a `HostMode`; every bad input ends in one clear sentence.
public enum HostArguments {
    public static let defaultSize = Size(width: 1024, height: 768)
    /// Sizes above this are refused: they cannot be a real window and would exhaust memory.
    public static let maximumSide = 8192.0

    public static let usage = """
        zahlenkette [--data-dir DIR] [--store desktop|sandbox] [--language de|en] [--reduce-motion] [--seed N] [--screen ID] [--size WxH] [--fullscreen]
          or: zahlenkette --gallery
          or: zahlenkette --screenshot OUT.png --screen ID [--size WxH] [--fixture NAME] [--step 1|2|3] [--store …]
          or: zahlenkette [--data-dir DIR] [--store desktop|sandbox] [--seed N] --script FILE
          or: zahlenkette [--data-dir DIR] --report N --out FILE.pdf
          or: zahlenkette [--data-dir DIR] --export FILE
          or: zahlenkette [--data-dir DIR] --import FILE --replace|--add
          or: zahlenkette --help | --version
        """

    public static func parse(_ arguments: [String]) -> Result<HostMode, ArgumentError> {
        var screen: String?
        var size: Size?
        var fixture: String?
        var step: DifficultyStep?
        var screenshot: String?
        var script: String?
        var report: Int?
        var out: String?
        var exportFile: String?
        var importFile: String?
        var importMode: [String] = []
        var gallery = false
        var fullscreen = false
        var index = 0
        func value(_ flag: String) throws(ArgumentError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw ArgumentError("The option \(flag) needs a value.")
            }
            return arguments[index]
        }
        do throws(ArgumentError) {
            while index < arguments.count {
                let argument = arguments[index]
                switch argument {
                case "--screen": screen = try value(argument)
                case "--size":
                    let v = try value(argument)
                    guard let parsed = parseSize(v) else {
                        throw ArgumentError(
                            "The size \"\(v)\" is not valid; write it as WIDTHxHEIGHT in points, for example 1024x768.")
                    }
                    size = parsed
                case "--fixture": fixture = try value(argument)
                case "--step":
                    let v = try value(argument)
                    guard let number = Int(v), let parsed = DifficultyStep(rawValue: number) else {
                        throw ArgumentError("The step \"\(v)\" is not valid; write 1, 2 or 3.")
                    }
                    step = parsed
                case "--screenshot": screenshot = try value(argument)
                case "--script": script = try value(argument)
                case "--report":
                    let v = try value(argument)
                    guard let number = Int(v), number >= 1 else {
                        throw ArgumentError("The profile \"\(v)\" is not valid; write its place in the picker, from 1.")
                    }
                    report = number
                case "--out": out = try value(argument)
                case "--export": exportFile = try value(argument)
                case "--import": importFile = try value(argument)
                case "--replace", "--add": importMode.append(argument)
                case "--gallery": gallery = true
                // Applies to every mode that runs the app; read by `reducesMotion(_:)`.
                case "--reduce-motion": break
                case "--fullscreen": fullscreen = true
                case "--help", "-h": return .success(.help)
                case "--version": return .success(.version)
                default:
                    throw ArgumentError("The option \"\(argument)\" is unknown; run zahlenkette --help for the list.")
                }
                index += 1
            }
        } catch {
            return .failure(error)
        }
        if let report {
            guard let out else {
                return .failure(ArgumentError("--report needs --out FILE.pdf to say where to write."))
            }
            return .success(.report(profile: report, output: out))
        }
        if out != nil { return .failure(ArgumentError("--out only goes with --report N.")) }
        if let importFile {
            guard importMode.count == 1, exportFile == nil else {
                return .failure(ArgumentError("--import needs either --replace or --add, and nothing else to do."))
            }
            return .success(.importData(path: importFile, replace: importMode[0] == "--replace"))
        }
        if !importMode.isEmpty { return .failure(ArgumentError("\(importMode[0]) only goes with --import FILE.")) }
        if let exportFile { return .success(.exportData(output: exportFile)) }
        if let script {
            return .success(.script(path: script))
        }
        if let screenshot {
            guard let screen else {
                return .failure(ArgumentError("--screenshot needs --screen to say which screen to photograph."))
            }
            return .success(
                .screenshot(
                    output: screenshot, screen: screen, size: size ?? defaultSize,
                    fixture: ScreenFixture(name: fixture, step: step)))
        }
        return .success(
            .window(screen: gallery ? "gallery" : (screen ?? "app"), size: size ?? defaultSize, fullscreen: fullscreen)
        )
    }

    /// Takes `--data-dir DIR` out of the arguments (it applies to every mode that runs the app).
    public static func extractDataDirectory(_ arguments: [String]) -> Result<(String?, [String]), ArgumentError> {
        guard let index = arguments.firstIndex(of: "--data-dir") else { return .success((nil, arguments)) }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            return .failure(ArgumentError("The option --data-dir needs a folder."))
        }
        var rest = arguments
        let value = rest[index + 1]
        rest.removeSubrange(index...(index + 1))
        return .success((value, rest))
    }

    /// Takes `--store desktop|sandbox` out of the arguments (every mode that runs the app).
    public static func extractStoreChoice(_ arguments: [String]) -> Result<(StoreChoice, [String]), ArgumentError> {
        guard let index = arguments.firstIndex(of: "--store") else { return .success((.desktop, arguments)) }
        guard index + 1 < arguments.count, let choice = StoreChoice(rawValue: arguments[index + 1]) else {
            return .failure(ArgumentError("The option --store needs desktop or sandbox."))
        }
        var rest = arguments
        rest.removeSubrange(index...(index + 1))
        return .success((choice, rest))
    }

    /// Takes `--language xx` out of the arguments: this run's language (docs/content.md#9-languages),
    /// a two-letter code; which ones exist the content decides (others fall back to German).
    public static func extractLanguage(_ arguments: [String]) -> Result<(String?, [String]), ArgumentError> {
        guard let index = arguments.firstIndex(of: "--language") else { return .success((nil, arguments)) }
        let code = index + 1 < arguments.count ? arguments[index + 1] : ""
        guard code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
            return .failure(ArgumentError("The option --language needs a language code such as de or en."))
        }
        var rest = arguments
        rest.removeSubrange(index...(index + 1))
        return .success((code, rest))
    }

    /// The device's locale as the C library reads it for messages: `LC_ALL`, then `LC_MESSAGES`,
    /// then `LANG`; empty when none is set.
    public static func systemLocale(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return ""
    }

    /// `--reduce-motion`: celebrations and pictures only fade (docs/design-system.md#scene-essentials-for-screen-authors), whatever
    /// `settings.json` says.
    public static func reducesMotion(_ arguments: [String]) -> Bool {
        arguments.contains("--reduce-motion")
    }

    /// Takes `--seed N` out of the arguments: the app's random seed for the window and `--script`,
    /// so a keyboard journey meets the same tasks every time (issue 19).
    public static func extractSeed(_ arguments: [String]) -> Result<(UInt64?, [String]), ArgumentError> {
        guard let index = arguments.firstIndex(of: "--seed") else { return .success((nil, arguments)) }
        guard index + 1 < arguments.count, let seed = UInt64(arguments[index + 1]) else {
            return .failure(ArgumentError("The option --seed needs a whole number from 0 to 18446744073709551615."))
        }
        var rest = arguments
        rest.removeSubrange(index...(index + 1))
        return .success((seed, rest))
    }

    /// "WxH" with both sides between 1 and 8192 points.
    public static func parseSize(_ text: String) -> Size? {
        guard let size = Size(parsing: text), size.width <= maximumSide, size.height <= maximumSide,
            size.width >= 1, size.height >= 1
        else { return nil }
        return size
    }
}
