import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

/// The content of the committed schema fixtures (Tests/ZKPersistenceTests/Fixtures): one profile
/// with a row in every table, so a migration test sees each entity survive. Since schema version 2
/// the profile has a home language and writes with the left hand (`store-v2.sqlite`).
enum FixtureContent {
    static let profileID = StableID.make(StableID.device, "fixture-profile")
    static let roundID = StableID.make(StableID.device, "fixture-round")
    static let purchaseID = StableID.make(StableID.device, "fixture-purchase")

    static func write(into store: PersistenceStore, clock: some AppClock) throws(PersistenceError) {
        let day = clock.today
        try store.profiles.create(
            ChildProfile(
                id: profileID, nickname: "Lena", avatarID: "avatar.igel", level: .vorschule, dailyLimitMinutes: 30,
                createdAt: clock.now, homeLanguage: "tr", leftHanded: true))
        var rng = SplitMix64(seed: 7)
        for index in 0..<12 {
            try SyntheticTask.commit(
                store: store, profileID: profileID, attemptID: SyntheticTask.attemptID(seed: 7, index: index),
                index: index, rng: &rng, day: day, now: clock.now)
        }
        try store.unitOfWork { () throws(PersistenceError) in
            _ = try store.rewards.recordRoundCompleted(profileID: profileID, roundID: roundID)
            _ = try store.rewards.awardSticker(
                profileID: profileID, stickerID: "sticker.milestone.first_round", sourceID: roundID)
        }
        let item = try store.rewards.purchase(
            profileID: profileID, purchaseID: purchaseID, itemID: "deco.sunflower", size: .small)
        try store.rewards.place(profileID: profileID, ownedDecorationID: item.id, x: 2, y: 1)
        try store.usage.saveDailyUsage(
            DailyUsage(
                profileID: profileID, trustedDate: day, activeSeconds: 600, tasksCompleted: 12, roundsCompleted: 1))
        try store.usage.saveSession(
            SessionRecord(
                id: StableID.make(StableID.device, "fixture-session"), profileID: profileID, startedAt: clock.now,
                endedAt: clock.now.addingTimeInterval(600), localDate: day, tasksCompleted: 12, activeSeconds: 600,
                endReason: "profileSwitch"))
        try store.progress.saveAbenteuer(
            AbenteuerRecord(
                id: StableID.make(StableID.device, "fixture-abenteuer"), profileID: profileID, localDate: day,
                games: [.wieViele, .hoerHin, .wasFehlt], seed: 0xFEED_FACE_CAFE_BEEF, roundsCompleted: 1))
        try store.rewards.enqueueCelebration(
            CelebrationItem(
                id: StableID.make(StableID.device, "fixture-celebration"), profileID: profileID, kind: .friend,
                payload: "3", enqueuedAt: clock.now))
    }
}
