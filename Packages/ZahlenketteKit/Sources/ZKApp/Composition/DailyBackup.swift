import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// The daily backup's moment in the app (docs/persistence.md#daily-backups, docs/app.md): after the
/// first round of a day that ends without a backup. On the main actor it only asks the store
/// whether a backup is due (a folder listing and one row); the copy runs on a low-priority thread
/// on a connection of its own, and its result comes back to the main actor, so no tap ever waits
/// for it. A failure is told to the parent once per run of failures and tried again the next day;
/// the child notices nothing.
@MainActor
final class DailyBackup {
    /// How a job runs: `background` in the app (a low-priority thread of its own,
    /// `BackupJob.start`); `inline` runs it at once on the caller's thread
    /// (tests, which need the result before they check it).
    enum Runner {
        case background
        case inline
    }

    private let store: PersistenceStore
    private let notices: ParentNoticeBoard
    private let log: any AppLog
    var runner: Runner
    /// True while a job is out; no second one starts meanwhile.
    private(set) var isRunning = false
    /// The last backup this launch made.
    private(set) var lastMade: BackupRecord?

    init(store: PersistenceStore, notices: ParentNoticeBoard, log: any AppLog, runner: Runner = .background) {
        self.store = store
        self.notices = notices
        self.log = log
        self.runner = runner
    }

    /// A round has ended (RoundResultCoordinator): starts today's backup when one is due.
    func roundEnded() {
        guard !isRunning else { return }
        let job: BackupJob?
        do throws(PersistenceError) {
            job = try store.backups.dueJob()
        } catch {
            log.write("backup not started: \(error.description)")
            return
        }
        guard let job else { return }
        isRunning = true
        switch runner {
        case .inline:
            finish(job.run())
        case .background:
            job.start { result in
                Task { @MainActor in self.finish(result) }
            }
        }
    }

    private func finish(_ result: Result<BackupRecord, PersistenceError>) {
        isRunning = false
        let outcome: BackupService.Outcome
        do throws(PersistenceError) {
            outcome = try store.backups.finish(result)
        } catch {
            notices.record(error, at: .backup)
            return
        }
        switch outcome {
        case .made(let record):
            lastMade = record
            log.write("backup made: \(record.url.lastPathComponent), \(record.bytes) bytes")
        case .failedFirst(let error):
            notices.record(.backupFailed, detail: StoreSite.backup.rawValue, cause: error.description)
        case .failedAgain(let error):
            log.write("backup failed again, told before: \(error.description)")
        }
    }
}
