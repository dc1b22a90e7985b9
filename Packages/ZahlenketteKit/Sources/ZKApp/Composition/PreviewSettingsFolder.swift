import Foundation
import ZKCore

/// Where a preview keeps the settings a grown-up switches in its parent area (spec 5.4.1). Each
/// preview gets a folder no other preview can ever read: not one made earlier in the same process,
/// and not one left by an earlier process that had the same process number — on a busy machine
/// numbers come round again within minutes, and a screenshot would then open on another run's
/// switches (a gate lockout, music off). Folders of earlier previews untouched for a day are removed
/// when a new one is made; nothing else in the folder is touched.
enum PreviewSettingsFolder {
    static let prefix = "zahlenkette-preview-"

    /// How long a preview's folder is kept after its last write.
    static let keptFor: TimeInterval = 86_400

    /// A new folder's location (not yet created: settings are written only when switched).
    static func make(in root: URL, now: Date) -> URL {
        removeStale(in: root, now: now)
        return root.appendingPathComponent(prefix + UUID().uuidString)
    }

    /// Removes preview folders last changed more than `keptFor` before `now`. A folder that cannot be
    /// read or removed stays: it is a leftover of a preview, never data a family keeps.
    static func removeStale(in root: URL, now: Date) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: root.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let folder = root.appendingPathComponent(name)
            guard let attributes = try? files.attributesOfItem(atPath: folder.path),
                attributes[.type] as? FileAttributeType == .typeDirectory,
                let changed = attributes[.modificationDate] as? Date,
                now.timeIntervalSince(changed) > keptFor
            else { continue }
            try? files.removeItem(at: folder)
        }
    }
}
