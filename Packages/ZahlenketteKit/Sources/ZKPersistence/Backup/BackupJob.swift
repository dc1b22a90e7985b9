import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One daily backup, made on a connection of its own so it may run on any thread while the app's
/// connection keeps committing (docs/persistence.md#daily-backups). In WAL mode the copy reads one
/// snapshot and never blocks a writer.
///
/// Steps: remove copies a killed backup left; copy the store page by page (SQLite's online
/// backup API, from one read snapshot) into a hidden 0600 temporary file in `backups/`, syncing
/// it every few hundred pages, so a commit of the app never waits for megabytes of the copy to
/// reach the disk; sync it; check it (`BackupFolder.verify`); rename it to its day's name; sync the
/// folder; apply the retention. A kill at any step leaves the store untouched and every counted
/// backup whole: the new one counts only after the rename.
public struct BackupJob: Sendable {
    /// The store file to copy.
    public let sourcePath: String
    /// `backups/`.
    public let folder: URL
    /// The day the copy is named after.
    public let day: LocalDate

    public init(sourcePath: String, folder: URL, day: LocalDate) {
        self.sourcePath = sourcePath
        self.folder = folder
        self.day = day
    }

    /// Makes the copy. `moment` sees "copying", "checking", "renaming" and "pruning" before each
    /// step (the crash helper reports them so a test can kill there). Errors: `.storageFull` when
    /// the disk is full, `.readOnly` when the folder cannot be written, `.corrupt` when the copy
    /// fails its check (nothing counts then).
    public func run(moment: (String) -> Void = { _ in }) -> Result<BackupRecord, PersistenceError> {
        guard PrivateFiles.makeDirectory(folder.path) == 0 else { return .failure(.readOnly) }
        PrivateFiles.tighten(folder.path, to: PrivateFiles.directoryMode)
        BackupFolder.removeTemporaries(folder)
        let name = BackupFolder.fileName(for: day)
        let temporary = folder.appendingPathComponent("." + name + BackupFolder.temporarySuffix)
        let final = folder.appendingPathComponent(name)
        // Created 0600 before SQLite writes into it (an empty file is an empty database); kept open
        // to sync what the copy has written so far and to mark the finished copy.
        let descriptor = open(
            temporary.path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, PrivateFiles.fileMode)
        guard descriptor >= 0 else { return .failure(Self.fileError(errno)) }
        defer { close(descriptor) }
        do throws(PersistenceError) {
            moment("copying")
            try copy(into: temporary.path, descriptor: descriptor)
        } catch {
            unlink(temporary.path)
            return .failure(error)
        }
        guard fsync(descriptor) == 0 else {
            unlink(temporary.path)
            return .failure(.storageFull)
        }
        moment("checking")
        guard BackupFolder.verify(temporary.path) else {
            unlink(temporary.path)
            return .failure(.corrupt)
        }
        moment("renaming")
        guard rename(temporary.path, final.path) == 0 else {
            let failure = Self.fileError(errno)
            unlink(temporary.path)
            return .failure(failure)
        }
        BackupFolder.syncFolder(folder.path)
        moment("pruning")
        BackupFolder.prune(folder)
        var info = stat()
        let bytes = stat(final.path, &info) == 0 ? Int64(info.st_size) : 0
        return .success(BackupRecord(url: final, day: day, bytes: bytes))
    }

    /// Pages copied per step of the copy. A step holds only the copy's own connections, so the
    /// size bounds nothing the app waits for; it sets how often the written pages are handed to
    /// the file.
    static let pagesPerStep: Int32 = 128
    /// The copy syncs its file after this many pages (4 KiB each, so 2 MiB), so no more than that
    /// of the copy is waiting to be written when the app's next commit syncs its journal: on a
    /// journaling file system that sync may have to wait for the other files' pending writes
    /// (docs/persistence.md#daily-backups).
    static let pagesPerSync = 512

    /// Copies the store's committed state into the empty file at `path` (open as `descriptor`)
    /// with SQLite's online backup API, page by page from one read snapshot, syncing every
    /// `pagesPerSync` pages, and marks the copy as a database without a write-ahead log.
    private func copy(into path: String, descriptor: Int32) throws(PersistenceError) {
        let source = try SQLiteDatabase(path: sourcePath)
        defer { source.close() }
        let target = try SQLiteDatabase(path: path)
        defer { target.close() }
        try target.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
        var synced = 0
        var failed = false
        try source.copySnapshot(into: target, pagesPerStep: Self.pagesPerStep) { copied in
            guard copied - synced >= Self.pagesPerSync, !failed else { return }
            failed = fsync(descriptor) != 0
            synced = copied
        }
        target.close()
        guard !failed else { throw PersistenceError.storageFull }
        // The pages are the store's, whose header says "write-ahead log" (bytes 18 and 19 are 2;
        // SQLite's file format). A backup is one file: 1 there, as `VACUUM INTO` writes it, so a
        // read-only check or restore opens it without creating a journal beside it.
        let legacy: [UInt8] = [1, 1]
        let written = legacy.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, 2, 18) }
        guard written == 2 else { throw Self.fileError(errno) }
    }

    /// Runs the job on a thread of its own at low priority and hands the result to `completion`
    /// on that thread: the app's way (DailyBackup), so a backup neither blocks nor crowds out the
    /// thread that answers the child's taps.
    public func start(completion: @escaping @Sendable (Result<BackupRecord, PersistenceError>) -> Void) {
        let job = self
        let thread = Thread {
            BackupJob.lowerCurrentThreadPriority()
            completion(job.run())
        }
        thread.name = "zahlenkette.backup"
        thread.start()
    }

    /// Lowers the calling thread's CPU priority for good: on Linux the nice value is per thread
    /// (`setpriority` with who 0 changes only the caller); elsewhere the thread's quality of
    /// service. Only for threads made for background work.
    public static func lowerCurrentThreadPriority() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #else
            Thread.current.qualityOfService = .background
        #endif
    }

    static func fileError(_ code: Int32) -> PersistenceError {
        switch code {
        case ENOSPC, EDQUOT: .storageFull
        case EROFS, EACCES, EPERM: .readOnly
        default: .openFailed(code: code)
        }
    }
}
