import ZKContent
import ZKCore
import ZKPersistence
import ZKStore

/// The one path every failure takes (spec 5.4.5, 7.12.2): the child plays on; the parent gets a
/// short German sentence, kept in the store for the parent area when the store can still write,
/// always kept for this launch, and logged now.
@MainActor
public final class ParentNoticeBoard {
    /// The notices of this launch, oldest first, one per kind.
    public private(set) var notices: [StoreNotice.Kind] = []
    private let log: any AppLog
    /// Notices recorded before the store was open, kept once it is.
    private var pending: [(kind: StoreNotice.Kind, detail: String)] = []
    /// The store notices are kept in; nil until the launch has one.
    var store: PersistenceStore? {
        didSet { keepPending() }
    }

    init(log: any AppLog) {
        self.log = log
    }

    /// The subscription store's failures of this launch, one per kind (docs/store.md#offline-and-a-moved-clock): not kept in
    /// the store, because the store answers anew at the next launch (D-1013).
    public private(set) var storeErrors: [StoreError] = []

    /// The day of the backup the store was restored from at this launch (self-healing), which the
    /// `storeRestored` sentence names.
    var restoredDay: LocalDate?

    /// The sentence for a notice of `kind`: the catalog's sentence, and for a restored store the one
    /// naming the backup's day (`error.storage.restored_on`, the day as `dd.MM.yyyy`).
    public func sentence(for kind: StoreNotice.Kind, in strings: StringCatalog) -> String {
        ParentNoticeBoard.sentence(for: kind, restoredDay: restoredDay, in: strings)
    }

    /// The sentence for a notice of `kind` where the store was restored from the backup of
    /// `restoredDay` (nil: not restored at this launch).
    static func sentence(for kind: StoreNotice.Kind, restoredDay: LocalDate?, in strings: StringCatalog) -> String {
        if kind == .storeRestored, let day = restoredDay {
            return strings.text("error.storage.restored_on", .text(ParentNoticeBoard.dayText(day)))
        }
        return strings.text(kind.parentMessageKey)
    }

    /// `dd.MM.yyyy`, the German numeric date.
    static func dayText(_ day: LocalDate) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return [pad(day.day, 2), pad(day.month, 2), pad(day.year, 4)].joined(separator: ".")
    }

    /// The catalog keys of the sentences to show, in order.
    public var messageKeys: [String] { notices.map(\.parentMessageKey) + storeErrors.map(\.parentMessageKey) }

    /// Records a failure of the subscription store: logged now, listed for the parent.
    func record(_ error: StoreError) {
        log.write("notice store: \(error.description)")
        if !storeErrors.contains(error) { storeErrors.append(error) }
    }

    /// Records a failure of the store at `site`.
    func record(_ error: PersistenceError, at site: StoreSite) {
        let kind: StoreNotice.Kind
        switch error {
        case .storageFull: kind = .storageFull
        case .readOnly, .openFailed: kind = .storeUnavailable
        default: kind = site.isRead ? .readFailed : .saveFailed
        }
        record(kind, detail: site.rawValue, cause: error.description)
    }

    /// Records a notice of `kind`; `detail` names the place, `cause` is for the log only.
    /// `keep: false` when the store already keeps this notice itself.
    func record(_ kind: StoreNotice.Kind, detail: String, cause: String, keep: Bool = true) {
        log.write("notice \(kind.rawValue) at \(detail): \(cause)")
        if !notices.contains(kind) { notices.append(kind) }
        guard keep else { return }
        if store == nil {
            pending.append((kind, detail))
        } else {
            keepInStore(kind, detail: detail)
        }
    }

    /// The parent read the notice of `kind` (S-23): it leaves this launch's list.
    func dismiss(_ kind: StoreNotice.Kind) {
        notices.removeAll { $0 == kind }
    }

    private func keepPending() {
        let waiting = pending
        pending = []
        for notice in waiting { keepInStore(notice.kind, detail: notice.detail) }
    }

    private func keepInStore(_ kind: StoreNotice.Kind, detail: String) {
        guard let store else { return }
        do throws(PersistenceError) {
            try store.maintenance.addNotice(kind: kind, detail: detail)
        } catch {
            // The store refuses even the notice: it stays in this launch's list and in the log.
            log.write("notice \(kind.rawValue) not kept in the store: \(error.description)")
        }
    }
}
