import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct StandardGameCatalogTests {
    let catalog = StandardGameCatalog()

    @Test func schuettelboxWholesAreTwoToFiveOrTwoToTen() {
        #expect(
            catalog.validNumbers(for: .schuettelbox, step: .step1, level: .littleOnes, range: .r1to10) == [2, 3, 4, 5])
        #expect(
            catalog.validNumbers(for: .schuettelbox, step: .step3, level: .vorschule, range: .r1to20) == Array(2...10))
    }

    @Test func blitzblickShowsAtMostTenToLittleOnesAndPunktZuPunktStartsAtTwo() {
        #expect(
            catalog.validNumbers(for: .blitzblick, step: .step2, level: .littleOnes, range: .r1to20) == Array(1...10))
        #expect(
            catalog.validNumbers(for: .blitzblick, step: .step2, level: .vorschule, range: .r1to20) == Array(1...20))
        #expect(
            catalog.validNumbers(for: .punktZuPunkt, step: .step1, level: .vorschule, range: .r1to10) == Array(2...10))
    }

    @Test func memoryAndNachspurenOverrideTheRoundLength() {
        #expect(
            DifficultyStep.allCases.map { catalog.tasksPerRound(for: .memory, step: $0, level: .littleOnes) } == [
                3, 3, 4,
            ])
        #expect(
            DifficultyStep.allCases.map { catalog.tasksPerRound(for: .memory, step: $0, level: .vorschule) } == [
                4, 5, 6,
            ])
        #expect(catalog.tasksPerRound(for: .nachspuren, step: .step2, level: .vorschule) == 4)
        #expect(catalog.tasksPerRound(for: .wieViele, step: .step2, level: .vorschule) == nil)
    }

    @Test func fourGamesAreFreeAndEntdeckenStaysOutOfTheAbenteuer() {
        let free = StandardGameCatalog.games.filter { catalog.descriptor(for: $0)?.tier == .free }
        #expect(free == [.entdecken, .wieViele, .hoerHin, .wasFehlt])
        #expect(catalog.descriptor(for: .entdecken)?.isAbenteuerEligible == false)
        #expect(catalog.descriptor(for: .schuettelbox)?.primarySkill == .decompose)
        #expect(catalog.descriptor(for: .memory)?.secondarySkill == .subitize)
    }

    @Test func decomposeExcludesOneAndTheHigherNumbersPerLevel() {
        #expect(!ApplicableCells.isApplicable(CellKey(skill: .decompose, number: 1), level: .vorschule))
        #expect(ApplicableCells.isApplicable(CellKey(skill: .decompose, number: 5), level: .littleOnes))
        #expect(!ApplicableCells.isApplicable(CellKey(skill: .decompose, number: 6), level: .littleOnes))
        #expect(ApplicableCells.isApplicable(CellKey(skill: .decompose, number: 10), level: .vorschule))
        #expect(!ApplicableCells.isApplicable(CellKey(skill: .decompose, number: 11), level: .vorschule))
        #expect(ApplicableCells.cells(skills: Set(Skill.allCases), level: .littleOnes, stage: .r1to5).count == 39)
    }
}
