import Foundation
import TestSupport
import ZKContent
import ZKCore
import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stores, profiles and earnings for the reward tests.
enum RewardTestKit {
    static var catalog: ContentCatalog { ShippedContent.catalog }

    /// This test process's folder; folders of finished processes are removed on first use.
    static let root: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zk-rewards-tests")
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: base.path)) ?? [] {
            if let pid = Int32(name), kill(pid, 0) == 0 { continue }
            try? files.removeItem(at: base.appendingPathComponent(name))
        }
        return base.appendingPathComponent(String(getpid()))
    }()

    static func temporaryDirectory(_ label: String) -> URL {
        let url = root.appendingPathComponent(label + "-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A folder in memory-backed storage (`/dev/shm`) when the machine has it, else a temporary one:
    /// for tests of many rules over thousands of reopened stores, where waiting for the disk says
    /// nothing about the rules (the crash tests cover the disk).
    static func fastDirectory(_ label: String) -> URL {
        let shm = URL(fileURLWithPath: "/dev/shm")
        guard access(shm.path, W_OK) == 0 else { return temporaryDirectory(label) }
        let url = shm.appendingPathComponent("zk-rewards-\(getpid())-\(label)-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else {
            return temporaryDirectory(label)
        }
        return url
    }

    /// A store in memory on 2026-10-01 in Berlin.
    static func memoryStore(clock: any AppClock = Berlin.octoberFirst) -> PersistenceStore? {
        PersistenceStore.openInMemory(clock: clock)
    }

    /// A profile in `store`, identified by `index`.
    static func profile(_ index: Int, in store: PersistenceStore) throws -> UUID {
        let id = StableID.make(StableID.device, "rewards-profile", String(index))
        let avatars = catalog.avatars
        try store.profiles.create(
            ChildProfile(
                id: id, avatarID: avatars[index % avatars.count].id, level: .vorschule, sortOrder: index,
                createdAt: store.clock.now))
        return id
    }

    /// `count` completed tasks' stars, with attempt IDs derived from `tag`.
    static func earn(_ count: Int, profileID: UUID, in store: PersistenceStore, tag: String = "task") throws {
        for index in 0..<count {
            _ = try store.rewards.recordTaskCompleted(
                profileID: profileID, taskAttemptID: StableID.make(profileID, tag, String(index)))
        }
    }

    static func purchaseID(_ index: Int, profileID: UUID) -> UUID {
        StableID.make(profileID, "purchase", String(index))
    }

    static func decoration(_ size: DecorationSize, _ index: Int = 0) -> Decoration? {
        catalog.decorations(of: size).dropFirst(index).first
    }
}
