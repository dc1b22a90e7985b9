import Foundation
import ZKCore

/// Moving damaged files aside (never deleting them).
enum Quarantine {
    /// The first four bytes of a SQLite WAL: 0x377f0682 or 0x377f0683. A folder, FIFO or device
    /// in the journal's place is foreign too (and a FIFO is never opened: that would block).
    static func hasForeignJournal(databasePath: String) -> Bool {
        switch PrivateFiles.kind(of: databasePath + "-wal") {
        case .missing: return false
        case .directory, .other: return true
        case .regular: break
        }
        guard let handle = FileHandle(forReadingAtPath: databasePath + "-wal") else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 4)) ?? Data()
        guard !header.isEmpty else { return false }
        let bytes = Array(header)
        return
            !(bytes.count == 4 && bytes[0] == 0x37 && bytes[1] == 0x7F && bytes[2] == 0x06
            && (bytes[3] == 0x82 || bytes[3] == 0x83))
    }

    /// True when a SQLite journal beside the database belongs to another store: the store's
    /// identity (`store_meta.storeID`) read with the journal differs from the one the database file
    /// alone holds. A journal of another Zahlenkette store replays cleanly and passes every check,
    /// yet would swap in another family's rows (issue 37). Unknown (an older file without an
    /// identity, a file that cannot be read) counts as not foreign; the checks after it decide.
    static func journalOfAnotherStore(databasePath: String) -> Bool {
        guard PrivateFiles.kind(of: databasePath + "-wal") == .regular,
            case .some(.some(let own)) = storeID(databasePath, immutable: true),
            case .some(let withJournal) = storeID(databasePath, immutable: false)
        else { return false }
        return withJournal != own
    }

    /// The identity: nil when the file cannot be read this way, `.some(nil)` when it has none.
    private static func storeID(_ path: String, immutable: Bool) -> String?? {
        guard PrivateFiles.kind(of: path) == .regular else { return nil }
        do throws(PersistenceError) {
            let database = try SQLiteDatabase(path: path, readOnly: true, immutable: immutable)
            defer { database.close() }
            return .some(try database.first("SELECT value FROM store_meta WHERE key = 'storeID'")?.string(0))
        } catch {
            return nil
        }
    }

    /// Creates the database file 0600 before SQLite does (its -wal and -shm take the file's
    /// mode), and tightens an older file and its companions that others could read.
    static func makePrivate(_ fileURL: URL) {
        PrivateFiles.createFile(fileURL.path)
        for suffix in ["", "-wal", "-shm"] {
            PrivateFiles.tighten(fileURL.path + suffix, to: PrivateFiles.fileMode)
        }
    }

    /// `yyyyMMdd'T'HHmmss'Z'` in UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2)
            + pad(parts.minute, 2) + pad(parts.second, 2) + "Z"
    }

    /// Renames the main file to `<name>.corrupt-<stamp>` and each existing companion to
    /// `<name>.corrupt-<stamp><suffix>`, so the set aside pair still opens together. A stamp that
    /// is taken gets `-2`, `-3`, ….
    static func moveAside(
        _ fileURL: URL, suffixes: [String], stamp: String, includeMain: Bool
    ) throws(PersistenceError) -> [URL] {
        let files = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        let name = fileURL.lastPathComponent
        var target = name + ".corrupt-" + stamp
        var counter = 2
        while (([""] + suffixes).contains {
            PrivateFiles.kind(of: directory.appendingPathComponent(target + $0).path) != .missing
        }) {
            target = name + ".corrupt-" + stamp + "-" + String(counter)
            counter += 1
        }
        var moved: [URL] = []
        for suffix in (includeMain ? [""] : []) + suffixes {
            let source = directory.appendingPathComponent(name + suffix)
            guard PrivateFiles.kind(of: source.path) != .missing else { continue }
            let destination = directory.appendingPathComponent(target + suffix)
            do {
                try files.moveItem(at: source, to: destination)
            } catch {
                throw PersistenceError.readOnly
            }
            PrivateFiles.tighten(destination.path, to: PrivateFiles.fileMode)
            moved.append(destination)
        }
        return moved
    }
}
