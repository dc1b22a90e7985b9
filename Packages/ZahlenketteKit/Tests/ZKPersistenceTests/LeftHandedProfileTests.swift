import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// A profile's left-handed mode for Nachspuren (docs/games.md#nachspuren): stored in its own
/// column (schema version 2), changed on S-20, carried by the export and its import.
@Suite struct LeftHandedProfileTests {
    @Test func aProfileKeepsItsWritingHandInTheStoreAndThroughAnExportAndItsImport() throws {
        let store = try StoreTestKit.openStore()
        var lefty = StoreTestKit.profile(1, avatar: "avatar.1")
        lefty.leftHanded = true
        try store.profiles.create(lefty)
        try store.profiles.create(StoreTestKit.profile(2, avatar: "avatar.2"))
        #expect(try store.profiles.profile(id: lefty.id).leftHanded)
        #expect(try !store.profiles.profile(id: StoreTestKit.profile(2).id).leftHanded)

        // Written only for the profile that has it.
        let file = store.fileURL.deletingLastPathComponent().appendingPathComponent("export.json")
        let encoded = try store.dataManagement.export().encoded()
        try encoded.write(to: file)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.components(separatedBy: "\"leftHanded\":true").count == 2)

        // The other way on the device, then the file replaces it: the left hand comes back.
        lefty.leftHanded = false
        try store.profiles.update(lefty)
        #expect(try !store.profiles.profile(id: lefty.id).leftHanded)
        let catalog = ImportCatalog(avatars: (1...8).map { "avatar." + String($0) }, games: [.wieViele])
        _ = try store.importExport(fileAt: file, mode: .replace, catalog: catalog).get()
        let imported = try store.profiles.profiles()
        #expect(imported.map(\.leftHanded).sorted { !$0 && $1 } == [false, true])
        #expect(imported.first { $0.nickname == "Kind 1" }?.leftHanded == true)
    }
}
