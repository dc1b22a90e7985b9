import Testing
import ZKCore

@testable import ZahlenketteDesktopCore

/// Issue 20: `--help` names every option, the data and resource folders and every key;
/// `--version` prints the one version constant.
@MainActor struct HelpTextTests {
    let text = HelpText.text(dataDirectory: "/home/kind/.local/share/zahlenkette", resources: "/usr/share/zahlenkette")

    @Test func versionPrintsTheOneConstant() {
        #expect(HostArguments.parse(["--version"]) == .success(.version))
        #expect(HelpText.version == "zahlenkette \(AppVersion.current)")
        #expect(text.hasPrefix("Zahlenkette \(AppVersion.current): "))
    }

    @Test func everyOptionInTheHelpIsOneTheParserAccepts() {
        for option in HelpText.options {
            for word in option.flag.split(separator: " ") where word.hasPrefix("-") {
                let flag = word.replacingOccurrences(of: ",", with: "")
                #expect(text.contains(flag))
                // `--language`, `--seed`, `--data-dir` and `--store` are taken out before parsing, as the
                // host does.
                let parsed = HostArguments.extractLanguage([flag, "1"]).flatMap { HostArguments.extractSeed($0.1) }
                    .flatMap { HostArguments.extractDataDirectory($0.1) }
                    .flatMap { HostArguments.extractStoreChoice($0.1) }
                    .flatMap { HostArguments.parse($0.1) }
                if case .failure(let error) = parsed {
                    #expect(!error.description.contains("\"\(flag)\" is unknown"), "\(error)")
                }
            }
        }
        #expect(
            HostArguments.parse(["--frobnicate"])
                == .failure(
                    ArgumentError(
                        "The option \"--frobnicate\" is unknown; run zahlenkette --help for the list.")))
        #expect(text.contains("--data-dir DIR"))
        #expect(text.contains("--store desktop|sandbox"))
    }

    @Test func everyKeyOfTheHostIsInTheKeyMap() {
        for key in HostKey.allCases {
            #expect(text.contains(HelpText.label(key)), "\(key)")
        }
        #expect(text.contains("Backspace"))
    }

    /// Issue 19: the key map names holding the house and Escape, Wie viele?'s marker and Ctrl+Q.
    @Test func theKeyMapSaysHowToLeaveARoundAndToQuit() {
        #expect(text.contains("held for 1 s on the house it leaves a round"))
        #expect(text.contains("held for 1 s in a round: leave it"))
        #expect(text.contains("Wie viele?'s marker"))
        #expect(text.contains("Ctrl+Q") && text.contains("quit, like closing the window"))
        #expect(text.contains("F11") && text.contains("a round keeps playing"))
    }

    @Test func aSeedIsTakenOutBeforeParsing() throws {
        let (seed, rest) = try HostArguments.extractSeed(["--seed", "19", "--script", "j.txt"]).get()
        #expect(seed == 19)
        #expect(HostArguments.parse(rest) == .success(.script(path: "j.txt")))
        #expect(
            HostArguments.extractSeed(["--seed", "-1"]).map { $0.0 }
                == .failure(
                    ArgumentError("The option --seed needs a whole number from 0 to 18446744073709551615.")))
    }

    @Test func theHelpSaysWhereDataAndResourcesAre() {
        #expect(text.contains("Here: /home/kind/.local/share/zahlenkette"))
        #expect(text.contains("Here: /usr/share/zahlenkette"))
        #expect(text.contains("$XDG_DATA_HOME/zahlenkette"))
        #expect(text.contains("../share/zahlenkette"))
    }
}
