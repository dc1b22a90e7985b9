import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Each Zahlenfreund has two greetings (D-0216): the full one for the gallery (S-13) and a short one
/// that fits the befriending celebration, which lasts at most 2.5 s
/// (docs/rewards.md#befriending-celebration-celebrations-s-27, S-27).
@Suite("Friend greetings")
struct FriendGreetingTests {
    let catalog = ShippedContent.catalog
    let voice = ShippedContent.resources.appendingPathComponent("Audio/de")

    @Test func everyFriendHasAShortGreetingThatNamesItsNumber() throws {
        for friend in catalog.friends {
            let word = try #require(catalog.number(friend.number)?.word)
            let name = word.prefix(1).uppercased() + word.dropFirst()
            #expect(friend.shortHelloAudio.rawValue == "friend.\(friend.number).short")
            #expect(catalog.line(friend.shortHelloAudio)?.text == "Hallo, ich bin die \(name)!")
            #expect(catalog.line(friend.helloAudio)?.text == "Hallo, ich bin die \(name)! Jetzt sind wir Freunde.")
        }
    }

    @Test(arguments: ShippedContent.languages)
    func shortGreetingsEndWithin2Point2Seconds(language: String) throws {
        let voice = ShippedContent.resources.appendingPathComponent("Audio/\(language)")
        for friend in catalog.friends {
            let data = try Data(contentsOf: voice.appendingPathComponent("\(friend.shortHelloAudio.rawValue).ogg"))
            let seconds = try #require(VoiceFileTests.info(data)?.seconds)
            #expect(seconds <= 2.2, "\(friend.shortHelloAudio) lasts \(seconds) s")
        }
    }

    @Test func fullGreetingsAreTooLongForTheCelebration() throws {
        // Why the short line exists: the gallery greeting would outlast the 2.5 s celebration.
        let data = try Data(contentsOf: voice.appendingPathComponent("\(AudioID.friendHello(7).rawValue).ogg"))
        #expect((VoiceFileTests.info(data)?.seconds ?? 0) > 2.5)
    }

    @Test func aWrongShortGreetingIDIsReportedAndTheFriendDropped() {
        let source = ShippedContent.editing("friends.json") { json in
            var friends = json["friends"] as? [[String: Any]] ?? []
            friends[6]["shortHelloAudio"] = "friend.8.short"
            json["friends"] = friends
        }
        let store = ContentLoader.load(from: source, localeIdentifier: "de_DE")
        let problems = store.validationReport.problems(in: "friends.json")
        #expect(problems.first?.jsonPath == "$.friends[6].shortHelloAudio")
        #expect(problems.first?.message == "expected friend.7.short")
        #expect(store.catalog.friend(number: 7) == nil)
    }
}
