import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `settings.json` in the data directory, written atomically: a temporary file in the same
/// directory, fsync, rename over the old file, fsync of the directory
/// (docs/persistence.md#device-settings). A file that does not decode is moved aside to
/// `settings.json.corrupt-<timestamp>` and the defaults apply.
///
/// Not Sendable: owned by the app's main actor like the store.
public final class DeviceSettingsStore {
    public static let fileName = "settings.json"

    public let fileURL: URL
    let clock: any AppClock
    /// The settings in effect.
    public private(set) var settings: DeviceSettings
    /// `.damaged` when loading found an unreadable file (kept aside); nil otherwise.
    public private(set) var loadIssue: SettingsError?

    public init(directory: URL, clock: any AppClock) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.clock = clock
        settings = DeviceSettings()
        loadIssue = nil
        load()
    }

    /// The largest file read (the real one is under 1 KB): a huge file is refused unread.
    public static let maximumFileSize = 64 * 1024

    /// Reads the file again; missing means defaults without an issue. A file that is too large,
    /// not a regular file (a symlink, a folder, a device), or does not decode is moved aside,
    /// never deleted; the defaults apply and `loadIssue` tells the parent (issue 18).
    public func load() {
        loadIssue = nil
        switch BoundedFile.read(fileURL.path, limit: Self.maximumFileSize) {
        case .missing:
            settings = DeviceSettings()
            return
        case .contents(let data):
            if let decoded = Self.decode(data) {
                settings = decoded
                PrivateFiles.tighten(fileURL.path, to: PrivateFiles.fileMode)
                return
            }
        case .unusable:
            break
        }
        // Already damaged and reported; a failed move leaves the file for the next write to replace.
        _ = try? Quarantine.moveAside(fileURL, suffixes: [], stamp: Quarantine.timestamp(clock.now), includeMain: true)
        settings = DeviceSettings()
        loadIssue = .damaged
    }

    /// The settings a file's bytes hold, or nil when they are not a settings document. Dates are
    /// read to the whole second `encode` writes, so whatever loads writes back unchanged (D-1134).
    public static func decode(_ data: Data) -> DeviceSettings? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        return try? decoder.decode(DeviceSettings.self, from: data)
    }

    /// The bytes `write` puts in the file: pretty, sorted keys, ISO 8601 dates.
    public static func encode(_ value: DeviceSettings) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try? encoder.encode(value)
    }

    /// Changes the settings and writes them; on failure the previous file and value stay.
    public func update(_ change: (inout DeviceSettings) -> Void) throws(SettingsError) {
        var next = settings
        change(&next)
        try write(next)
        settings = next
    }

    /// Defaults, keeping the clock anchor and the gate cooldown
    /// (docs/parent-area.md#profiles-data-and-reset).
    public func resetKeepingDeviceState() throws(SettingsError) {
        let next = settings.resetKeepingDeviceState()
        try write(next)
        settings = next
    }

    func write(_ value: DeviceSettings) throws(SettingsError) {
        guard let data = Self.encode(value) else { throw SettingsError.writeFailed }
        let directory = fileURL.deletingLastPathComponent()
        guard PrivateFiles.makeDirectory(directory.path) == 0 else { throw SettingsError.writeFailed }
        let temporary = directory.appendingPathComponent(Self.fileName + ".tmp")
        try AtomicFile.write(data, to: fileURL, via: temporary)
    }
}

/// Write-fsync-rename for small files.
enum AtomicFile {
    static func write(_ data: Data, to target: URL, via temporary: URL) throws(SettingsError) {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SettingsError.writeFailed }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let result = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if result <= 0 { return false }
                offset += result
            }
            return true
        }
        // A temporary file left by a crash keeps its older mode; the file written is 0600 (D-1100).
        let owned = fchmod(descriptor, PrivateFiles.fileMode) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, owned, synced, rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            throw SettingsError.writeFailed
        }
        let directoryDescriptor = open(target.deletingLastPathComponent().path, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}
