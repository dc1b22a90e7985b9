import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

@MainActor struct HostArgumentsTests {
    @Test func screenshotModeReadsScreenSizeAndFixture() {
        let mode = HostArguments.parse([
            "--screenshot", "out.png", "--screen", "S05", "--size", "667x375", "--fixture", "two",
        ])
        #expect(
            mode
                == .success(
                    .screenshot(
                        output: "out.png", screen: "S05", size: Size(width: 667, height: 375),
                        fixture: ScreenFixture(name: "two"))))
    }

    @Test func aScreenshotOfAGameCanChooseItsStep() {
        #expect(
            HostArguments.parse(["--screenshot", "o.png", "--screen", "S07", "--fixture", "memory", "--step", "3"])
                == .success(
                    .screenshot(
                        output: "o.png", screen: "S07", size: HostArguments.defaultSize,
                        fixture: ScreenFixture(name: "memory", step: .step3))))
        for bad in ["0", "4", "zwei"] {
            guard
                case .failure(let error) = HostArguments.parse([
                    "--screenshot", "o.png", "--screen", "S07", "--step", bad,
                ])
            else {
                Issue.record("accepted step \(bad)")
                continue
            }
            #expect(error.description == "The step \"\(bad)\" is not valid; write 1, 2 or 3.")
        }
    }

    @Test func theWindowDefaultsTo1024By768AndGalleryIsAScreen() {
        #expect(
            HostArguments.parse([])
                == .success(.window(screen: "app", size: Size(width: 1024, height: 768), fullscreen: false)))
        #expect(
            HostArguments.parse(["--gallery"])
                == .success(.window(screen: "gallery", size: Size(width: 1024, height: 768), fullscreen: false)))
        #expect(HostArguments.parse(["--script", "j.txt"]) == .success(.script(path: "j.txt")))
    }

    @Test(arguments: ["abc", "0x768", "1024", "99999x10", "-3x4", "1024x"])
    func badSizesEndInOneSentence(_ size: String) {
        guard
            case .failure(let error) = HostArguments.parse([
                "--screenshot", "a.png", "--screen", "gallery", "--size", size,
            ])
        else {
            Issue.record("accepted \(size)")
            return
        }
        #expect(error.description.hasSuffix("."))
        #expect(error.description.contains(size))
    }

    @Test func missingValuesAndUnknownOptionsAreRefused() {
        #expect(HostArguments.parse(["--screen"]) == .failure(ArgumentError("The option --screen needs a value.")))
        #expect((try? HostArguments.parse(["--frobnicate"]).get()) == nil)
        #expect((try? HostArguments.parse(["--screenshot", "a.png"]).get()) == nil)
    }

    @Test func theReportModeNamesAProfileFromOneAndAFile() {
        #expect(
            HostArguments.parse(["--report", "2", "--out", "bericht.pdf"])
                == .success(.report(profile: 2, output: "bericht.pdf")))
        for bad in [
            ["--report", "0", "--out", "a.pdf"], ["--report", "zwei", "--out", "a.pdf"], ["--report", "1"],
            ["--out", "a.pdf"],
        ] {
            guard case .failure(let error) = HostArguments.parse(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.description.hasSuffix("."), "one sentence: \(error.description)")
        }
        #expect(HostArguments.usage.contains("--report N --out FILE.pdf"))
        #expect(HelpText.text(dataDirectory: "/d", resources: "/r").contains("--report N"))
    }

    @Test func theDataModesNameAFileAndImportNamesItsMode() {
        #expect(HostArguments.parse(["--export", "a.json"]) == .success(.exportData(output: "a.json")))
        #expect(
            HostArguments.parse(["--import", "a.json", "--replace"])
                == .success(.importData(path: "a.json", replace: true)))
        #expect(
            HostArguments.parse(["--add", "--import", "a.json"])
                == .success(.importData(path: "a.json", replace: false)))
        for bad in [
            ["--import", "a.json"], ["--import", "a.json", "--add", "--replace"], ["--replace"],
            ["--import", "a.json", "--add", "--export", "b.json"], ["--export"],
        ] {
            guard case .failure(let error) = HostArguments.parse(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.description.hasSuffix("."), "one sentence: \(error.description)")
        }
        #expect(HostArguments.usage.contains("--import FILE --replace|--add"))
        #expect(HelpText.text(dataDirectory: "/d", resources: "/r").contains("--export FILE"))
    }

    @Test func theLanguageOptionIsTakenOutAndABadCodeIsRefused() throws {
        guard
            case .success(let (language, rest)) = HostArguments.extractLanguage(["--language", "en", "--screen", "S02"])
        else {
            Issue.record("--language en refused")
            return
        }
        #expect(language == "en" && rest == ["--screen", "S02"])
        for bad in [["--language"], ["--language", "English"], ["--language", "EN"]] {
            guard case .failure(let error) = HostArguments.extractLanguage(bad) else {
                Issue.record("\(bad) accepted")
                continue
            }
            #expect(error.description.contains("de or en"))
        }
        #expect(HelpText.text(dataDirectory: "/d", resources: "/r").contains("--language de|en"))
    }

    @Test func theSystemLocaleIsReadAsTheCLibraryDoesForMessages() {
        #expect(HostArguments.systemLocale(["LANG": "en_GB.UTF-8"]) == "en_GB.UTF-8")
        #expect(HostArguments.systemLocale(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == "en_US.UTF-8")
        #expect(HostArguments.systemLocale(["LANG": "en_GB.UTF-8", "LC_ALL": "de_AT.UTF-8"]) == "de_AT.UTF-8")
        #expect(HostArguments.systemLocale(["LC_ALL": ""]) == "")
    }
}
