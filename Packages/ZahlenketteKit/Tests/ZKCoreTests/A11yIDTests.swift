import Testing
import ZKCore

@Suite struct A11yIDTests {
    @Test func buildersProduceTheFixedJourneyIdentifiers() {
        #expect(A11yID.answer(7).rawValue == "S07.answer.7")
        #expect(A11yID.gameTile(.hoerHin).rawValue == "S06.gameTile.hoer_hin")
        #expect(A11yID.welcomeStart.rawValue == "S02.start")
        #expect(A11yID.createProfileAvatar(0).rawValue == "S03.avatarTile.0")
        #expect(A11yID.createProfileLevel(.littleOnes).rawValue == "S03.level.littleOnes")
        #expect(A11yID.createProfileLevel(.vorschule).rawValue == "S03.level.vorschule")
        #expect(A11yID.createProfileConfirm.rawValue == "S03.confirm")
        #expect(A11yID.profileTile(2).rawValue == "S04.avatarTile.2")
        #expect(A11yID.home(.play).rawValue == "S05.play")
        #expect(A11yID.speaker.rawValue == "S07.speaker")
        #expect(A11yID.gameHome.rawValue == "S07.home")
        #expect(A11yID.roundEndContinue.rawValue == "S08.continue")
        #expect(A11yID.roundEndHome.rawValue == "S08.home")
        #expect(A11yID.decorationSlot(column: 3, row: 1).rawValue == "S11.decorationSlot.3_1")
        #expect(A11yID.keypadKey(8).rawValue == "S17.keypadKey.8")
        #expect(A11yID.gameElement(.schuettelbox, "shakeButton").rawValue == "S07.schuettelbox.shakeButton")
    }

    @Test func everyScreenHasARootIdentifier() {
        #expect(ScreenID.allCases.count == 27)
        let roots = ScreenID.allCases.map { A11yID.root($0).rawValue }
        #expect(roots.first == "S01.root")
        #expect(roots.last == "S27.root")
        #expect(Set(roots).count == 27)
        #expect(ScreenID.allCases.allSatisfy { A11yID(rawValue: A11yID.root($0).rawValue)?.screen == $0 })
    }

    @Test(arguments: [
        "S07.answer.7", "S06.gameTile.hoer_hin", "S05.root", "S07.hoer_hin.bubble", "S11.decorationSlot.3_1",
    ])
    func parsesValidIdentifiers(_ text: String) {
        #expect(A11yID(rawValue: text)?.rawValue == text)
    }

    @Test(arguments: [
        "", "S07", "S28.root", "S7.root", "S07.Answer.7", "S07..7", "S07.answer.", "S05.root.x-y", "S05.hoer_hin",
    ])
    func rejectsIdentifiersOutsideTheGrammar(_ text: String) {
        #expect(A11yID(rawValue: text) == nil)
    }

    @Test func screenCodesAcceptTheHyphenatedForm() {
        #expect(ScreenID(code: "S-05") == .home)
        #expect(ScreenID(code: "s07") == .gameContainer)
        #expect(ScreenID(code: "S-99") == nil)
        #expect(ScreenID.home.displayID == "S-05")
        #expect(ScreenID.parentalGate.isParentArea && !ScreenID.home.isParentArea)
    }
}
