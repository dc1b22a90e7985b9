import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

@Suite("ContentLoader: damaged content never crashes and is reported")
struct ContentLoaderRobustnessTests {
    private func load(_ source: InMemoryContentSource) -> LoadedContentStore {
        ContentLoader.load(from: source, localeIdentifier: "de")
    }

    /// As the app loads: the games of its modules, so a module's missing file is reported.
    private func loadForTheApp(_ source: InMemoryContentSource) -> LoadedContentStore {
        ContentLoader.load(from: source, localeIdentifier: "de", games: ShippedContent.games)
    }

    private func data(_ text: String) -> Data { Data(text.utf8) }

    @Test func truncatedGameFileHidesOnlyThatGame() {
        let original = ShippedContent.files.files["games/memory.json"] ?? Data()
        let store = load(ShippedContent.replacing("games/memory.json", with: original.prefix(original.count / 2)))
        #expect(!store.isGameAvailable(.memory))
        #expect(store.availableGames == ShippedContent.games.filter { $0 != .memory })
        #expect(!store.validationReport.problems(in: "games/memory.json").isEmpty)
    }

    @Test func wrongTypeIsReportedWithItsJSONPath() {
        let source = ShippedContent.editing("games/blitzblick.json") { json in
            var steps = json["steps"] as? [[String: Any]] ?? []
            steps[0]["flashSeconds"] = "kurz"
            json["steps"] = steps
        }
        let store = load(source)
        #expect(!store.isGameAvailable(.blitzblick))
        let problem = store.validationReport.problems(in: "games/blitzblick.json").first
        #expect(problem?.jsonPath == "$.steps[0].flashSeconds")
        #expect(store.isGameAvailable(.wieViele))
    }

    @Test func missingRequiredParameterMakesTheGameUnavailable() {
        let source = ShippedContent.editing("games/nachspuren.json") { json in
            var steps = json["steps"] as? [[String: Any]] ?? []
            steps[1].removeValue(forKey: "corridorWidth")
            json["steps"] = steps
        }
        let store = load(source)
        #expect(!store.isGameAvailable(.nachspuren))
        #expect(
            store.validationReport.problems(in: "games/nachspuren.json").map(\.jsonPath) == ["$.steps[1].corridorWidth"]
        )
        #expect(store.availableGames.count == ShippedContent.games.count - 1)
    }

    @Test func outOfRangeParameterMakesTheGameUnavailable() {
        let source = ShippedContent.editing("games/memory.json") { json in
            var steps = json["steps"] as? [[String: Any]] ?? []
            steps[2]["pairs"] = ["littleOnes": 4, "vorschule": 40]
            json["steps"] = steps
        }
        let store = load(source)
        #expect(!store.isGameAvailable(.memory))
        #expect(store.validationReport.problems(in: "games/memory.json").map(\.jsonPath) == ["$.steps[2].pairs"])
    }

    @Test func aMemoryRoundLengthOtherThanItsPairsIsRejected() {
        let source = ShippedContent.editing("games/memory.json") { json in
            var steps = json["steps"] as? [[String: Any]] ?? []
            steps[1]["tasksPerRound"] = ["littleOnes": 3, "vorschule": 6]
            json["steps"] = steps
        }
        let store = load(source)
        #expect(!store.isGameAvailable(.memory))
        #expect(
            store.validationReport.problems(in: "games/memory.json").map(\.jsonPath) == ["$.steps[1].tasksPerRound"])
    }

    @Test func flashFasterThanThreeHertzIsRejected() {
        let source = ShippedContent.editing("games/blitzblick.json") { json in
            var steps = json["steps"] as? [[String: Any]] ?? []
            steps[2]["flashSeconds"] = ["littleOnes": 1.2, "vorschule": 0.2]
            json["steps"] = steps
        }
        #expect(!load(source).isGameAvailable(.blitzblick))
    }

    @Test func aGameFileWhoseNameIsNoGameIDIsReportedAndSkipped() {
        let original = ShippedContent.files.files["games/memory.json"]
        let store = load(ShippedContent.replacing("games/Memory-2.json", with: original))
        #expect(
            store.validationReport.problems(in: "games/Memory-2.json").map(\.message) == [
                "the file name is no game ID (lowercase snake_case)"
            ])
        #expect(store.availableGames == ShippedContent.games)
    }

    @Test func aNewGameFileIsAGameWithoutAnyList() throws {
        // A game declares itself by its file: the manifest lists no games.
        let memory = try #require(ShippedContent.files.files["games/memory.json"])
        let renamed = try #require(
            String(data: memory, encoding: .utf8)?.replacingOccurrences(of: "memory", with: "memo_zwei"))
        let store = load(ShippedContent.replacing("games/memo_zwei.json", with: Data(renamed.utf8)))
        let game = try #require(GameID(rawValue: "memo_zwei"))
        #expect(store.catalog.gameOrder == (ShippedContent.games + [game]).sorted())
        #expect(store.isGameAvailable(game))
        // Its title and lines are in no catalog yet: reported, but they hide no game.
        let problems = store.validationReport.problems(in: "games/memo_zwei.json").map(\.message)
        #expect(!problems.isEmpty && problems.allSatisfy { $0.contains("catalog") || $0.contains("inventory") })
    }

    @Test func duplicateIDsAreReportedAndTheFirstIsKept() {
        let source = ShippedContent.editing("decorations.json") { json in
            var items = json["decorations"] as? [[String: Any]] ?? []
            items[1]["id"] = items[0]["id"]
            json["decorations"] = items
        }
        let store = load(source)
        let messages = store.validationReport.problems(in: "decorations.json").map(\.message)
        #expect(messages.contains("duplicate decoration deco.sonnenblume"))
        #expect(messages.contains("expected 16 small items, found 15"))
        #expect(store.catalog.decorations.count == 35)
    }

    @Test func wrongPriceIsRejected() {
        let source = ShippedContent.editing("decorations.json") { json in
            var items = json["decorations"] as? [[String: Any]] ?? []
            items[0]["price"] = 1
            json["decorations"] = items
        }
        let problems = load(source).validationReport.problems(in: "decorations.json")
        #expect(problems.first?.jsonPath == "$.decorations[0].price")
    }

    @Test func outOfRangeNumbersAreRejected() {
        let source = ShippedContent.editing("numbers.json") { json in
            var numbers = json["numbers"] as? [[String: Any]] ?? []
            numbers[0]["value"] = 21
            json["numbers"] = numbers
        }
        let store = load(source)
        let messages = store.validationReport.problems(in: "numbers.json").map(\.message)
        #expect(messages.contains("number 21 is outside 1…20"))
        #expect(messages.contains("number 1 is missing"))
        #expect(store.catalog.number(1) == nil)
        #expect(store.catalog.number(2)?.word == "zwei")
    }

    @Test func wrongNumberWordIsRejected() {
        let source = ShippedContent.editing("numbers.json") { json in
            var numbers = json["numbers"] as? [[String: Any]] ?? []
            numbers[16]["word"] = "siebenzehn"
            json["numbers"] = numbers
        }
        let problems = load(source).validationReport.problems(in: "numbers.json")
        #expect(problems.map(\.jsonPath) == ["$.numbers[16].word", "$.numbers"])
        #expect(problems.last?.message == "number 17 is missing")
    }

    @Test func oneBrokenListElementIsDroppedAndTheRestKept() {
        let source = ShippedContent.editing("friends.json") { json in
            var friends = json["friends"] as? [[String: Any]] ?? []
            friends[6]["number"] = "sieben"
            json["friends"] = friends
        }
        let store = load(source)
        let problems = store.validationReport.problems(in: "friends.json")
        #expect(problems.first?.jsonPath == "$.friends[6].number")
        #expect(problems.last?.message == "expected 20 friends, found 19")
        #expect(store.catalog.friend(number: 7) == nil)
        #expect(store.catalog.friend(number: 8) != nil)
    }

    @Test func tooFewAvatarsAreReported() {
        let store = load(
            ShippedContent.editing("avatars.json") { json in
                json["avatars"] = Array((json["avatars"] as? [Any] ?? []).prefix(11))
            })
        #expect(
            store.validationReport.problems(in: "avatars.json").map(\.message) == [
                "expected at least 12 avatars, found 11"
            ])
    }

    @Test func emptyArraysAreReported() {
        let store = load(ShippedContent.editing("friends.json") { $0["friends"] = [Any]() })
        #expect(store.validationReport.problems(in: "friends.json").map(\.message) == ["expected 20 friends, found 0"])
        #expect(store.catalog.friends.isEmpty)
        let steps = load(ShippedContent.editing("games/hoer_hin.json") { $0["steps"] = [Any]() })
        #expect(!steps.isGameAvailable(.hoerHin))
    }

    @Test func missingGameFileHidesTheGame() {
        let store = loadForTheApp(ShippedContent.replacing("games/froschsprung.json", with: nil))
        #expect(!store.isGameAvailable(.froschsprung))
        #expect(
            store.validationReport.problems(in: "games/froschsprung.json").map(\.message) == [
                "file is missing or unreadable"
            ])
        #expect(store.availableGames.count == ShippedContent.games.count - 1)
    }

    @Test func problemsBecomeContentErrorsWithTheParentMessage() {
        let missing = loadForTheApp(ShippedContent.replacing("games/memory.json", with: nil)).validationReport
        #expect(missing.errors == [.missingFile(path: "games/memory.json")])
        let broken = load(ShippedContent.replacing("games/memory.json", with: data("[1, 2"))).validationReport
        #expect(broken.errors.count == 1)
        #expect(broken.errors.first?.parentMessageKey == "error.content.damaged")
        if case .malformed(let path, _) = broken.errors.first {
            #expect(path == "games/memory.json")
        } else {
            Issue.record("expected a malformed-file error")
        }
    }

    @Test func missingFilesEverywhereStillLoad() {
        let store = load(InMemoryContentSource(files: [:]))
        #expect(store.availableGames.isEmpty)
        #expect(store.catalog.numbers.isEmpty)
        #expect(store.validationReport.problems(in: "manifest.json").first?.message == "file is missing or unreadable")
        #expect(store.catalog.strings.text("error.content.damaged") == "error.content.damaged")
    }

    @Test func missingDotPicturesHidePunktZuPunkt() {
        var source = ShippedContent.files
        for (path, _) in source.files where path.hasPrefix("dotpictures/") { source.files[path] = nil }
        let store = load(source)
        #expect(!store.isGameAvailable(.punktZuPunkt))
        #expect(store.isGameAvailable(.memory))
    }

    @Test func brokenNumeralsHideNachspuren() {
        let store = load(ShippedContent.replacing("numerals.json", with: data("{\"schemaVersion\": 1")))
        #expect(!store.isGameAvailable(.nachspuren))
        #expect(store.availableGames.count == ShippedContent.games.count - 1)
    }

    @Test func oneMegabyteOfGarbageIsReported() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        let garbage = Data((0..<1_048_576).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        for path in ["prompts.json", "games/wie_viele.json", "Content.xcstrings", "manifest.json"] {
            let store = load(ShippedContent.replacing(path, with: garbage))
            #expect(!store.validationReport.problems(in: path).isEmpty)
        }
    }

    @Test func deepNestingIsRejectedBeforeParsing() {
        let deep = data(String(repeating: "[", count: 200_000))
        let store = load(ShippedContent.replacing("stickers.json", with: deep))
        #expect(store.validationReport.problems(in: "stickers.json").map(\.message) == ["nested deeper than 48 levels"])
        #expect(store.catalog.stickers.isEmpty)
    }

    @Test func manifestCannotPointOutsideTheContentFolder() {
        let source = ShippedContent.editing("manifest.json") { json in
            json["dotPictures"] = ["../../etc/passwd"]
            json["files"] = ["numbers": "/etc/passwd"]
        }
        let problems = load(source).validationReport.problems(in: "manifest.json").map(\.jsonPath)
        #expect(problems.contains("$.dotPictures[0]"))
        #expect(problems.contains("$.files.numbers"))
    }

    @Test func damagedPromptsKeepEveryGamePlayable() {
        let store = load(ShippedContent.replacing("prompts.json", with: data("not json")))
        #expect(store.availableGames == ShippedContent.games)
        #expect(store.catalog.prompts.lines.isEmpty)
    }

    @Test func unknownAudioReferenceIsReported() {
        let source = ShippedContent.editing("games/memory.json") { json in
            var prompts = json["prompts"] as? [String: Any] ?? [:]
            prompts["bye"] = "prompt.memory.bye"
            json["prompts"] = prompts
        }
        let problems = load(source).validationReport.problems(in: "games/memory.json")
        #expect(problems.map(\.message) == ["audio prompt.memory.bye is not in the inventory"])
    }

    @Test func loadingFromDiskMatchesLoadingFromMemory() async {
        let store = await ContentLoader.load(baseURL: ShippedContent.content, localeIdentifier: "de_DE")
        #expect(store.validationReport.isClean)
        #expect(store.catalog == ShippedContent.store.catalog)
    }
}
