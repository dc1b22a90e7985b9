import ZKCore

/// `zahlenkette --help` and `--version` (issue 20): what the app is in one sentence, every option,
/// where data and resources live, and the key map. Developer-facing English like every other
/// command-line message (D-1306); `help2man` turns it into the package's man page.
public enum HelpText {
    /// `zahlenkette 0.1.0`, the line `help2man` and package scripts read.
    public static var version: String { "zahlenkette \(AppVersion.current)" }

    /// Every option with its explanation, in the order of `HostArguments.usage`.
    static let options: [(flag: String, meaning: String)] = [
        ("--data-dir DIR", "keep profiles, progress and settings in DIR instead of the default below"),
        (
            "--store desktop|sandbox",
            "desktop (the default): every game included; sandbox: a simulated subscription store kept in the "
                + "data folder, labelled on every screen, with a developer panel on F12"
        ),
        (
            "--language de|en",
            "the app's language for this run (default: the one chosen in the app, else the system locale, else German)"
        ),
        ("--reduce-motion", "celebrations and pictures only fade, nothing moves (also settings.json \"reduceMotion\")"),
        ("--seed N", "the app's random seed, so a journey meets the same tasks every time"),
        (
            "--screen ID",
            "open this screen: app (the default, from the splash screen), S01 ... S27, gallery"
        ),
        ("--size WxH", "window or picture size in points (default 1024x768)"),
        ("--fullscreen", "start in fullscreen (F11 switches)"),
        ("--gallery", "show the design system's component gallery (same as --screen gallery)"),
        ("--screenshot OUT.png", "draw --screen headless into a PNG and exit"),
        ("--fixture NAME", "for --screenshot: two-children (default), five-children, empty, notices, or a game ID"),
        ("--script FILE", "play a journey script headless and print its screens and events"),
        ("--report N", "write the printable report (one A4 page) of the N-th profile in the picker, from 1"),
        ("--out FILE.pdf", "for --report: the PDF file to write"),
        ("--export FILE", "write the family's export file (JSON, docs/export.md) to FILE"),
        (
            "--import FILE",
            "take over the family in an export file; with --replace (every child replaced, after a backup) "
                + "or --add (the file's children join; a taken name gets a number)"
        ),
        ("-h, --help", "show this text and exit"),
        ("--version", "print the version and exit"),
    ]

    /// The key names shown for each host key.
    static func label(_ key: HostKey) -> String {
        switch key {
        case .tab: "Tab"
        case .shiftTab: "Shift+Tab"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .space: "Space"
        case .enter: "Enter"
        case .escape: "Escape"
        case .f11: "F11"
        case .f12: "F12"
        case .ctrlQ: "Ctrl+Q"
        }
    }

    static func meaning(_ action: KeyAction) -> String {
        switch action {
        case .focusNext: "move the focus ring to the next element (a new task puts it on the first answer)"
        case .focusPrevious: "move the focus ring to the previous element"
        case .focusMove:
            "move the focus ring in the arrow's direction; Left and Right move the marker over Wie viele?'s "
                + "objects and scroll Froschsprung's pond while they have the focus"
        case .activate:
            "press the element in the focus ring (Space marks the object under Wie viele?'s marker); "
                + "held for 1 s on the house it leaves a round"
        case .escape:
            "held for 1 s in a round: leave it, like holding the house; on the new-profile screen: back "
                + "without a profile; elsewhere: hide the focus ring"
        case .toggleFullscreen: "fullscreen on or off (a round keeps playing)"
        case .developerPanel: "open or close the developer panel of --store sandbox"
        case .quit: "quit, like closing the window"
        }
    }

    /// The key map from `InputMapping`, so a new key shows up here by itself.
    static var keyMap: [(keys: String, meaning: String)] {
        var rows: [(keys: String, meaning: String)] = []
        for key in HostKey.allCases {
            let meaning = meaning(InputMapping.action(for: key))
            if let index = rows.firstIndex(where: { $0.meaning == meaning }) {
                rows[index].keys += ", " + label(key)
            } else {
                rows.append((label(key), meaning))
            }
        }
        rows.append(("Letters", "type the nickname while its field has the focus (Tab to it, or click it)"))
        rows.append(("Backspace", "delete the last letter of the nickname"))
        rows.append(("Mouse, touch", "tap; press and hold the house to leave a round"))
        return rows
    }

    /// The full text. `dataDirectory` and `resources` say where this user's data and this
    /// installation's resources are (or why they were not found).
    public static func text(dataDirectory: String, resources: String) -> String {
        func table(_ rows: [(String, String)]) -> String {
            let width = (rows.map(\.0.count).max() ?? 0) + 2
            return rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }
                .joined(separator: "\n")
        }
        return """
            Zahlenkette \(AppVersion.current): a calm, German-speaking app in which children aged 2 to 6 \
            learn the numbers 1 to 20 through short spoken mini-games.

            Usage: \(HostArguments.usage)

            Options:
            \(table(options))

            Data:
              Profiles, progress and settings live in $XDG_DATA_HOME/zahlenkette, else
              ~/.local/share/zahlenkette, unless --data-dir names another folder.
              Here: \(dataDirectory)

            Resources:
              Content, pictures and voice come from $ZK_RESOURCES, else ../share/zahlenkette next to
              the program's folder, else the repository the program was built in.
              Here: \(resources)

            Keys:
            \(table(keyMap))

            """
    }
}
