import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Spoken lines use words a 3- to 6-year-old knows (D-0214), and where a screen shows the same
/// sentence, text and voice say exactly the same thing.
@Suite("Child wording")
struct ChildWordingTests {
    let catalog = ShippedContent.catalog

    @Test func noLineUsesTheWordsThatWereTooHard() {
        let grownUp = ["freischalten", "Partner", "wenn es weitergehen soll", "Fahr mit mir mit", "Womit"]
        for line in catalog.prompts.lines.values {
            for phrase in grownUp {
                #expect(!line.text.contains(phrase), "\(line.id) says \"\(phrase)\"")
            }
        }
    }

    @Test func theLockedGameCaptionIsWhatTheVoiceSays() {
        // S-15 shows the sentence under the locked game and speaks it (docs/app.md#screens).
        let spoken = catalog.line(.lock("ask_parent"))?.text
        #expect(spoken == "Dieses Spiel kann ein Erwachsener für dich aufmachen.")
        #expect(catalog.strings.lookup("ask_parent.title") == spoken)
    }
}
