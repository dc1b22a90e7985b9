import Foundation
import TestSupport
import ZKPersistence

@testable import ZKApp

// Store faults for the failure tests (D-0530): a write that fails as a full or broken disk would,
// and what the store kept for the parent.

/// Makes every insert into and update of `table` fail.
@MainActor func failWrites(to table: String, in app: AppHarness) throws {
    try app.store.database.execute(
        """
        CREATE TEMP TRIGGER fail_insert_\(table) BEFORE INSERT ON \(table) BEGIN SELECT RAISE(ABORT, 'injected'); END;
        CREATE TEMP TRIGGER fail_update_\(table) BEFORE UPDATE ON \(table) BEGIN SELECT RAISE(ABORT, 'injected'); END;
        """)
}

/// Lets writes to `table` succeed again.
@MainActor func healWrites(to table: String, in app: AppHarness) throws {
    try app.store.database.execute("DROP TRIGGER fail_insert_\(table); DROP TRIGGER fail_update_\(table);")
}

/// The notices the store kept, by kind and the place named in their detail.
@MainActor func kept(_ app: AppHarness) throws -> [String] {
    try app.store.maintenance.notices().map { "\($0.kind.rawValue)@\($0.detail)" }
}
