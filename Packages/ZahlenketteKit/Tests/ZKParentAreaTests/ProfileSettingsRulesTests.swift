import Testing
import ZKCore
import ZKParentArea
import ZKPersistence

/// Settings rules (docs/parent-area.md#settings): the
/// Zahlenraum choices a level allows, and a level change clamping both the parent's fixed stage and
/// the engine's.
@Suite struct ProfileSettingsRulesTests {
    @Test func eachLevelOffersAutomaticAndTheStagesItAllows() {
        #expect(ProfileSettingsRules.rangeChoices(for: .littleOnes) == [nil, .r1to5, .r1to10])
        #expect(ProfileSettingsRules.rangeChoices(for: .vorschule) == [nil, .r1to10, .r1to20])
    }

    @Test func aFixedStageOutsideTheLevelIsClamped() {
        let profile = ParentFixtures.profile(.littleOnes)
        #expect(ProfileSettingsRules.settingRange(.r1to20, of: profile).rangeOverride == .r1to10)
        #expect(ProfileSettingsRules.settingRange(nil, of: profile).rangeOverride == nil)
    }

    @Test func goingToVorschuleLiftsTheRangeToAtLeastOneToTen() {
        let profile = ParentFixtures.profile(.littleOnes, override: .r1to5)
        let learning = LearningState(profileID: profile.id, range: .r1to5)
        let changed = ProfileSettingsRules.changingLevel(to: .vorschule, profile: profile, learning: learning)
        #expect(changed.profile.level == .vorschule)
        #expect(changed.profile.rangeOverride == .r1to10)
        #expect(changed.learning.range == .r1to10)
    }

    @Test func goingToTheLittleOnesCapsTheRangeAtOneToTen() {
        let profile = ParentFixtures.profile(.vorschule, override: .r1to20)
        let learning = LearningState(profileID: profile.id, range: .r1to20)
        let changed = ProfileSettingsRules.changingLevel(to: .littleOnes, profile: profile, learning: learning)
        #expect(changed.profile.rangeOverride == .r1to10)
        #expect(changed.learning.range == .r1to10)
        // Automatic stays automatic.
        let automatic = ProfileSettingsRules.changingLevel(
            to: .littleOnes, profile: ParentFixtures.profile(.vorschule), learning: learning)
        #expect(automatic.profile.rangeOverride == nil)
    }

    @Test func limitAndBreakChoicesAreTheDesignsWithTheirDefaults() {
        #expect(ProfileSettingsRules.limitChoices == [10, 15, 20, 30, 45, 60, nil])
        #expect(ProfileSettingsRules.breakChoices == [nil, 10, 15, 20])
        #expect(ParentFixtures.profile().dailyLimitMinutes == 20 && ParentFixtures.profile().breakNudgeMinutes == 15)
    }
}
