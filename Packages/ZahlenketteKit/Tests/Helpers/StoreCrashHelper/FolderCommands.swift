import Foundation
import HelperLines
import StoreWorkload
import ZKCore
import ZKPersistence

/// The helper's launch commands for tests that need a process of their own, such as a data folder
/// on a file system that only a private mount namespace can make read-only (issue 18).
enum FolderCommands {
    /// `seed <folder>`: a store with one profile and a settings file, as a previous launch left them.
    static func seed(_ folder: URL) {
        do {
            let store = try PersistenceStore.open(directory: folder, clock: clock)
            try store.profiles.create(
                ChildProfile(
                    id: SyntheticTask.profileID(seed: 1), nickname: "Ida", avatarID: "avatar.igel", level: .littleOnes,
                    createdAt: clock.now))
            store.close()
        } catch {
            fail("seed failed: \(error)")
        }
        do throws(SettingsError) {
            try DeviceSettingsStore(directory: folder, clock: clock).update { $0.musicEnabled = true }
        } catch {
            fail("seed failed: \(error)")
        }
        say("seeded " + folder.path)
    }

    /// `launch <folder>`: what a launch does with the folder. Prints `direct <outcome>` (opening the
    /// store in the folder itself), `location`, `problem`, `directory`, `mode` of the chosen
    /// folder, `store <profiles>` after opening there and `settings <music on|off>`.
    static func launch(_ folder: URL) {
        do {
            let direct = try PersistenceStore.open(directory: folder, clock: clock)
            direct.close()
            say("direct opened")
        } catch {
            say("direct " + String(describing: error))
        }
        let resolution = DataDirectoryResolver.resolve(preferred: folder)
        say("location " + resolution.location.rawValue)
        say("problem " + (resolution.problem.map { String(describing: $0) } ?? "none"))
        guard let directory = resolution.directory else { return }
        say("directory " + directory.path)
        say("mode " + String(PrivateFiles.mode(of: directory.path) ?? 0, radix: 8))
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock)
            say("store profiles=" + String(try store.profiles.profiles().count))
            store.close()
        } catch {
            say("store " + String(describing: error))
        }
        let settings = DeviceSettingsStore(directory: directory, clock: clock)
        say("settings music " + (settings.settings.musicEnabled ? "on" : "off"))
    }
}
