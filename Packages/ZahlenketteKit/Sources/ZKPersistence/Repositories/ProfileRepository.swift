import Foundation
import ZKCore

/// Child profiles (docs/app.md#screens, spec 7.10). Deletion lives in
/// `DataManagementService`.
public protocol ProfileRepository: AnyObject {
    func profiles() throws(PersistenceError) -> [ChildProfile]
    func profile(id: UUID) throws(PersistenceError) -> ChildProfile
    /// Creates the profile; a second call with the same ID changes nothing. Rejected for a sixth
    /// profile, an avatar already in use or an invalid nickname.
    func create(_ profile: ChildProfile) throws(PersistenceError)
    func update(_ profile: ChildProfile) throws(PersistenceError)
}

/// The SQLite implementation of `ProfileRepository`.
public final class StoreProfileRepository: ProfileRepository {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    private static let columns = """
        id, nickname, avatar_id, level, range_override, daily_limit_minutes, break_nudge_minutes, sort_order,
        created_at, home_language, left_handed
        """

    public func profiles() throws(PersistenceError) -> [ChildProfile] {
        try database.query("SELECT " + Self.columns + " FROM child_profile ORDER BY sort_order, created_at, id")
            .compactMap(Self.profile)
    }

    public func profile(id: UUID) throws(PersistenceError) -> ChildProfile {
        guard let row = try database.first("SELECT " + Self.columns + " FROM child_profile WHERE id = ?", id.sql),
            let profile = Self.profile(row)
        else { throw PersistenceError.notFound(entity: "ChildProfile") }
        return profile
    }

    static func profile(_ row: SQLRow) -> ChildProfile? {
        var r = row.reader
        guard let id = r.uuid() else { return nil }
        let nickname = r.string() ?? ""
        let avatar = r.string() ?? ""
        let level = r.enumValue(Level.self) ?? .littleOnes
        let override = r.enumValue(RangeStage.self)
        let limit = r.int()
        let nudge = r.int()
        return ChildProfile(
            id: id, nickname: nickname, avatarID: avatar, level: level, rangeOverride: override,
            dailyLimitMinutes: limit.flatMap { $0 > 0 ? $0 : nil },
            breakNudgeMinutes: nudge.flatMap { $0 > 0 ? $0 : nil },
            sortOrder: r.int() ?? 0, createdAt: r.date() ?? Date(timeIntervalSince1970: 0),
            homeLanguage: r.string().flatMap { ChildProfile.isValidHomeLanguage($0) ? $0 : nil },
            leftHanded: (r.int() ?? 0) != 0)
    }

    public func create(_ profile: ChildProfile) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            if try database.first("SELECT 1 FROM child_profile WHERE id = ?", profile.id.sql) != nil { return }
            guard ChildProfile.isValidNickname(profile.nickname) else {
                throw PersistenceError.rejected(reason: "nickname")
            }
            let existing = try profiles()
            guard existing.count < ChildProfile.maximumCount else {
                throw PersistenceError.rejected(reason: "profile limit")
            }
            guard !existing.contains(where: { $0.avatarID == profile.avatarID }) else {
                throw PersistenceError.rejected(reason: "avatar in use")
            }
            try database.run(
                "INSERT INTO child_profile (" + Self.columns + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                Self.values(profile))
        }
    }

    public func update(_ profile: ChildProfile) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            guard ChildProfile.isValidNickname(profile.nickname) else {
                throw PersistenceError.rejected(reason: "nickname")
            }
            guard ChildProfile.isValidHomeLanguage(profile.homeLanguage) else {
                throw PersistenceError.rejected(reason: "home language")
            }
            let others = try profiles().filter { $0.id != profile.id }
            guard !others.contains(where: { $0.avatarID == profile.avatarID }) else {
                throw PersistenceError.rejected(reason: "avatar in use")
            }
            let changed = try database.run(
                """
                UPDATE child_profile SET nickname = ?, avatar_id = ?, level = ?, range_override = ?,
                daily_limit_minutes = ?, break_nudge_minutes = ?, sort_order = ?, created_at = ?, home_language = ?,
                left_handed = ?
                WHERE id = ?
                """, Array(Self.values(profile).dropFirst()) + [profile.id.sql])
            guard changed == 1 else { throw PersistenceError.notFound(entity: "ChildProfile") }
        }
    }

    /// "Ohne Limit" and "off" are stored as 0, so the columns keep their defaults' type.
    private static func values(_ p: ChildProfile) -> [SQLValue] {
        [
            p.id.sql, p.nickname.sql, p.avatarID.sql, p.level.sqlText, p.rangeOverride?.sqlText ?? .null,
            (p.dailyLimitMinutes ?? 0).sql, (p.breakNudgeMinutes ?? 0).sql, p.sortOrder.sql, p.createdAt.sql,
            p.homeLanguage?.sql ?? .null,
            (p.leftHanded ? 1 : 0).sql,
        ]
    }
}
