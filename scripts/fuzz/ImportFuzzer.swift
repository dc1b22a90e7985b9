// libFuzzer entry for the import of an export file (scripts/fuzz.sh builds it with ZKCore and
// ZKPersistence; docs/export.md#bad-files). Input: one byte choosing the mode (even: replace, odd:
// add), then the file's bytes. The import never traps; a refused import leaves every row of the
// store as it was; an accepted one leaves a store whose export is accepted again. After each input
// the store is the one child's again, notices and all, so every input meets the same family.
import Foundation
import ZKCore
import ZKPersistence

private let clock = FixedClock(now: Date(timeIntervalSince1970: 1_798_761_600), timeZone: .gmt)  // 2027-01-01
private let catalog = ImportCatalog(
    avatars: ["avatar.fuchs", "avatar.baer", "avatar.eule", "avatar.igel", "avatar.hase", "avatar.katze"],
    games: Set<GameID>([
        .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
        .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
    ]))

private let family = Data(
    #"{"appVersion":"1.0","exportedAt":"2026-12-05T09:38:00Z","profiles":[{"attempts":[{"bucket":"focus","durationMs":4200,"game":"wie_viele","number":3,"result":"firstTry","skill":"count","step":1,"time":"2026-12-05T09:00:00Z"}],"avatar":"avatar.fuchs","dailyUsage":[{"activeSeconds":300,"date":"2026-12-05","extraMinutes":0,"unlimitedToday":false}],"decorations":[{"item":"deco.sun","size":"small","x":1,"y":0}],"friends":[3],"id":"6A1D3C1E-2B8F-4C7A-9E51-0D7B6C2A9F10","ledger":[{"amount":1,"reason":"taskSolved","time":"2026-12-05T09:00:00Z"}],"level":"littleOnes","mastery":[{"box":1,"dueOn":"2026-12-06","evidence":1,"number":3,"skill":"count","status":"learning","value":0.5}],"nickname":"Mila","range":"r1to5","stars":1,"stickers":["sticker.first"]}],"schemaVersion":1}"#
        .utf8)

/// A store in memory holding only `family`.
private func familyStore() -> PersistenceStore? {
    guard let store = PersistenceStore.openInMemory(clock: clock),
        case .success(let document) = ExportDocument.decodeImport(family),
        case .success = store.importExport(document, mode: .replace, catalog: catalog)
    else { return nil }
    return store
}

// Opened again after every accepted import: a replace keeps the store's own notices beside the
// file's (docs/export.md), so importing `family` again would not bring back the same rows.
nonisolated(unsafe) private var store = familyStore()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let current = store, count >= 1 else { return 0 }
    let mode: ImportMode = start.load(as: UInt8.self) % 2 == 0 ? .replace : .add
    let data = Data(bytes: start + 1, count: count - 1)
    guard case .success(let document) = ExportDocument.decodeImport(data) else { return 0 }
    guard let before = try? current.rowDigest() else { abort() }
    switch current.importExport(document, mode: mode, catalog: catalog) {
    case .failure:
        guard let after = try? current.rowDigest(), after == before else { abort() }
    case .success:
        guard let exported = try? current.dataManagement.export().encoded(),
            case .success = ExportDocument.decodeImport(exported)
        else { abort() }
        current.close()
        guard let fresh = familyStore() else { abort() }
        store = fresh
    }
    return 0
}
