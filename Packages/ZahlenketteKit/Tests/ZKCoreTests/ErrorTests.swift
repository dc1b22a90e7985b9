import Testing
import ZKCore

@Suite struct ErrorTests {
    private let all: [any ParentFacingError] = [
        PersistenceError.openFailed(code: 14), PersistenceError.corrupt, PersistenceError.storageFull,
        PersistenceError.busy, PersistenceError.readOnly, PersistenceError.sqlite(code: 1),
        PersistenceError.migrationFailed(version: 2), PersistenceError.newerSchema(version: 9),
        PersistenceError.notFound(entity: "ChildProfile"), PersistenceError.encodingFailed(entity: "RoundPlan"),
        PersistenceError.rejected(reason: "profile limit"), ContentError.missingFile(path: "games/memory.json"),
        ContentError.malformed(path: "numbers.json", detail: "truncated"),
        ContentError.invalidValue(path: "friends.json", jsonPath: "$[3].number", detail: "out of range"),
        AudioError.deviceUnavailable, AudioError.missingFile(.number(7)), SettingsError.damaged,
        SettingsError.writeFailed,
    ]

    @Test func everyErrorPointsTheParentToAnErrorSentence() {
        for error in all {
            #expect(error.parentMessageKey.hasPrefix("error."), "\(error)")
            #expect(!error.description.isEmpty)
        }
    }

    @Test func theFullDiskHasItsOwnSentence() {
        #expect(PersistenceError.storageFull.parentMessageKey == "error.storage.full")
        #expect(PersistenceError.corrupt.parentMessageKey == "error.storage.corrupt")
        #expect(PersistenceError.storageFull != PersistenceError.corrupt)
    }
}
