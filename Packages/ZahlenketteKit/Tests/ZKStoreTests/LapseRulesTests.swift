import TestSupport
import Testing
import ZKCore
import ZKStore

/// The lapse rules (docs/store.md#rounds-lapse-and-the-engine) on the shipped games: what locks,
/// what leaves the range rules, what freezes.
@Suite struct LapseRulesTests {
    private let rules = StoreTestKit.shippedRules

    @Test func theEightPremiumGamesLockAndTheFourFreeOnesStay() {
        #expect(
            rules.premiumGames == [
                .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox, .froschsprung, .zahlenmonster, .memory,
                .punktZuPunkt,
            ])
        #expect(rules.availableGames(premium: false) == [.entdecken, .wieViele, .hoerHin, .wasFehlt])
        #expect(rules.availableGames(premium: true) == Set(ShippedContent.games))
    }

    @Test func withoutPremiumOnlyTheFreeGamesPrimarySkillsCountForTheRangeRules() {
        #expect(rules.trainableSkills(premium: false) == [.count, .name, .order])
        #expect(rules.skillsLeavingRangeRules == [.subitize, .recognize, .compare, .decompose, .write])
    }

    @Test func masteryFreezesOnlyForSkillsNoFreeGameTrains() {
        // Recognize stays alive: every free game credits it as its secondary skill.
        #expect(rules.premiumOnlySkills == [.subitize, .compare, .decompose, .write])
    }
}
