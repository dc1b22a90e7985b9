import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The `backups/` folder beside the store (docs/persistence.md#daily-backups): names, listing,
/// the 7 daily + 4 weekly retention, the check every copy passes before it counts, and the copy
/// that restores one. A file counts only under its final name, which it gets by an atomic rename
/// after it was written, synced and checked; anything else in the folder is ignored.
public enum BackupFolder {
    public static let folderName = "backups"
    static let prefix = "zahlenkette-"
    static let suffix = ".sqlite"
    /// Copies being written; a kill leaves one behind, the next backup removes it.
    static let temporarySuffix = ".tmp"
    public static let dailyKept = 7
    public static let weeklyKept = 4

    /// `backups/` in the store's folder.
    public static func url(besideStore fileURL: URL) -> URL {
        fileURL.deletingLastPathComponent().appendingPathComponent(folderName)
    }

    static func fileName(for day: LocalDate) -> String {
        prefix + day.string + suffix
    }

    /// The counted backups in `folder`, newest first (by name, which is by day). Checked only by
    /// name and kind; `verify` checks the content.
    public static func records(in folder: URL) -> [BackupRecord] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var records: [BackupRecord] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let stamp = name.dropFirst(prefix.count).dropLast(suffix.count)
            guard let day = LocalDate(string: String(stamp)), fileName(for: day) == name else { continue }
            let url = folder.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            records.append(BackupRecord(url: url, day: day, bytes: Int64(info.st_size)))
        }
        return records.sorted { $0.day > $1.day }
    }

    /// A Monday: weeks run Monday to Sunday, counted from here.
    static let weekOrigin = LocalDate(year: 2001, month: 1, day: 1)

    /// The days to keep of `days`: the newest `dailyKept`, and of the older ones the newest of
    /// each of the `weeklyKept` most recent calendar weeks (Monday to Sunday). Applying the rule
    /// day after day keeps the same copies a single application would.
    static func kept(_ days: [LocalDate]) -> Set<LocalDate> {
        let sorted = Array(Set(days)).sorted(by: >)
        var keep = Set(sorted.prefix(dailyKept))
        var weeks: Set<Int> = []
        for day in sorted.dropFirst(dailyKept) {
            let offset = weekOrigin.map { day.days(since: $0) } ?? 0
            // Floor division, so days before the origin fall into whole weeks too.
            let week = offset >= 0 ? offset / 7 : -((-offset + 6) / 7)
            if weeks.contains(week) { continue }
            if weeks.count == weeklyKept { break }
            weeks.insert(week)
            keep.insert(day)
        }
        return keep
    }

    /// Removes the backups the retention does not keep and copies a killed backup left behind.
    /// Returns the names removed. A file that cannot be removed stays; it is tried again next time.
    @discardableResult
    static func prune(_ folder: URL) -> [String] {
        let records = records(in: folder)
        let keep = kept(records.map(\.day))
        var removed: [String] = []
        for record in records where !keep.contains(record.day) {
            if unlink(record.url.path) == 0 { removed.append(record.url.lastPathComponent) }
        }
        removed += removeTemporaries(folder)
        return removed
    }

    /// Removes the unfinished copies (`.*.tmp`) a killed backup or restore left behind.
    @discardableResult
    static func removeTemporaries(_ folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [String] = []
        for name in names where name.hasPrefix(".") && name.hasSuffix(temporarySuffix) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The tables the current schema has (`sqlite_master`, SQLite's own excluded), computed once
    /// from a migrated in-memory database.
    static let expectedTables: Set<String> = {
        guard let database = try? SQLiteDatabase(path: ":memory:") else { return [] }
        defer { database.close() }
        do throws(PersistenceError) {
            try Migrator.migrate(database)
            return try tables(database)
        } catch {
            return []
        }
    }()

    static func tables(_ database: SQLiteDatabase) throws(PersistenceError) -> Set<String> {
        Set(
            try database.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                .compactMap { $0.string(0) })
    }

    /// True when the file at `path` is a whole store of this app: `integrity_check` says "ok", its
    /// schema version is one this build knows, and every table of that schema is there. Opened
    /// read-only; nothing is written.
    public static func verify(_ path: String) -> Bool {
        guard PrivateFiles.kind(of: path) == .regular, !expectedTables.isEmpty else { return false }
        do throws(PersistenceError) {
            let database = try SQLiteDatabase(path: path, readOnly: true)
            defer { database.close() }
            // Reading the copy through a memory map makes the full check about a third faster
            // (docs/persistence.md#daily-backups); nothing else has the file open meanwhile.
            try database.execute("PRAGMA mmap_size = 268435456")
            let check = try database.query("PRAGMA integrity_check")
            guard check.count == 1, check.first?.string(0) == "ok" else { return false }
            let version = try database.integer("PRAGMA user_version")
            guard version == Migration.currentVersion else { return false }
            return try expectedTables.isSubset(of: tables(database))
        } catch {
            return false
        }
    }

    /// Copies the newest backup that passes `verify` to `fileURL` (which must not exist): through
    /// a 0600 temporary file beside it, synced, renamed, the folder synced, so a kill leaves the
    /// store missing (the next start restores again) or whole. Nil when no backup passes or the copy
    /// cannot be written.
    static func restoreNewest(from folder: URL, to fileURL: URL) -> BackupRecord? {
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent("." + fileURL.lastPathComponent + ".restore" + temporarySuffix)
        for record in records(in: folder) where verify(record.url.path) {
            unlink(temporary.path)
            guard copy(record.url.path, to: temporary.path), rename(temporary.path, fileURL.path) == 0 else {
                unlink(temporary.path)
                continue
            }
            syncFolder(directory.path)
            return record
        }
        return nil
    }

    /// Copies `source` to a new 0600 file `target` and syncs it; false (and no file) on failure.
    static func copy(_ source: String, to target: String) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, PrivateFiles.fileMode)
        guard output >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var ok = true
        while ok {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                ok = false
                break
            }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes {
                    write(output, $0.baseAddress?.advanced(by: written), count - written)
                }
                if step <= 0 {
                    ok = false
                    break
                }
                written += step
            }
        }
        ok = ok && fsync(output) == 0
        close(output)
        if !ok { unlink(target) }
        return ok
    }

    /// fsync of a folder, so a rename in it is durable.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
