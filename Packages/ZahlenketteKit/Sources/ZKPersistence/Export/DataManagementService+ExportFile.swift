import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The export as a file (docs/parent-area.md#profiles-data-and-reset: the desktop writes it into
/// the XDG documents folder and shows the path). The file holds a child's learning history: it is
/// created 0600 whatever the folder's mode (D-1100), written in full to a temporary name, synced
/// and only then renamed, so a reader never sees half a file and a failed export leaves no file
/// behind.
extension DataManagementService {
    /// Writes `zahlenkette-export-<today>.json` into `folder` (created 0700 when missing), replacing
    /// an export of the same day, and returns its URL. Throws `.storageFull` when the disk is full
    /// and `.readOnly` when the folder cannot be written.
    public func writeExportFile(
        appVersion: String = AppVersion.current, into folder: URL
    ) throws(PersistenceError) -> URL {
        let made = PrivateFiles.makeDirectory(folder.path)
        guard made == 0 else { throw Self.fileError(made) }
        let target = folder.appendingPathComponent(ExportDocument.fileName(for: clock.today))
        try writeExportFile(appVersion: appVersion, to: target)
        return target
    }

    /// Writes the export to exactly `target` (`zahlenkette --export FILE`), the same way: a 0600
    /// temporary file beside it, synced, renamed over it. The folder must exist.
    public func writeExportFile(appVersion: String = AppVersion.current, to target: URL) throws(PersistenceError) {
        let folder = target.deletingLastPathComponent()
        var template = Array(folder.appendingPathComponent("." + target.lastPathComponent + ".XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw Self.fileError(errno) }
        let temporary = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
        var isOpen = true
        do throws(PersistenceError) {
            // mkstemp already creates 0600; fchmod states it against any platform default.
            guard fchmod(descriptor, PrivateFiles.fileMode) == 0 else { throw Self.fileError(errno) }
            try writeExport(appVersion: appVersion) { bytes throws(PersistenceError) in
                try Self.writeAll(bytes, to: descriptor)
            }
            guard fsync(descriptor) == 0 else { throw Self.fileError(errno) }
            close(descriptor)
            isOpen = false
            guard rename(temporary, target.path) == 0 else { throw Self.fileError(errno) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        let directory = open(folder.path, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(PersistenceError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw fileError(written < 0 ? errno : ENOSPC) }
            offset += written
        }
    }

    private static func fileError(_ code: Int32) -> PersistenceError {
        code == ENOSPC || code == EDQUOT ? .storageFull : .readOnly
    }
}
