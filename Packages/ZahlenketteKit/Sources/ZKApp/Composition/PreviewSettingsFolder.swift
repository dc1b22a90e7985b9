import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where a preview keeps the settings a grown-up switches in its parent area (spec 5.4.1). Each
/// preview gets a folder no other preview can ever read: not one made earlier in the same process,
/// and not one left by an earlier process that had the same process number — on a busy machine
/// numbers come round again within minutes, and a screenshot would then open on another run's
/// switches (a gate lockout, music off). The folder's name carries its process's number, so when a
/// new one is made, the folders of previews whose process has ended go at once (a screenshot run
/// would otherwise leave one per picture in the temporary folder); a folder whose number belongs
/// to a running process — its own or, once the number came round again, another — goes once it
/// is a day old. Nothing else in the folder is touched.
enum PreviewSettingsFolder {
    static let prefix = "zahlenkette-preview-"

    /// How long a preview's folder is kept after its last write while its process number is in use.
    static let keptFor: TimeInterval = 86_400

    /// A new folder's location, `zahlenkette-preview-<process>-<UUID>` (not yet created: settings
    /// are written only when switched).
    static func make(in root: URL, now: Date) -> URL {
        removeStale(in: root, now: now)
        return root.appendingPathComponent(prefix + "\(getpid())-" + UUID().uuidString)
    }

    /// Removes preview folders whose process has ended, and those last changed more than `keptFor`
    /// before `now`. A folder that cannot be read or removed stays: it is a leftover of a preview,
    /// never data a family keeps.
    static func removeStale(in root: URL, now: Date) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: root.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let folder = root.appendingPathComponent(name)
            guard let attributes = try? files.attributesOfItem(atPath: folder.path),
                attributes[.type] as? FileAttributeType == .typeDirectory,
                let changed = attributes[.modificationDate] as? Date
            else { continue }
            let ended = process(of: name).map { !isRunning($0) } ?? false
            guard ended || now.timeIntervalSince(changed) > keptFor else { continue }
            try? files.removeItem(at: folder)
        }
    }

    /// The process number a folder's name carries; nil for a name without one (an earlier
    /// version's folders, which only age out).
    static func process(of name: String) -> Int32? {
        let rest = name.dropFirst(prefix.count)
        let digits = rest.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == "-", let number = Int32(digits), number > 0
        else { return nil }
        return number
    }

    /// Whether a process with this number exists: signal 0 only asks. EPERM means it exists and
    /// belongs to another user.
    static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
