/// Failures reading or writing the device settings file (docs/persistence.md#device-settings).
public enum SettingsError: ParentFacingError {
    /// The file was unreadable and has been kept aside; defaults apply.
    case damaged
    /// The file could not be written; the previous file is intact.
    case writeFailed

    public var description: String {
        switch self {
        case .damaged: "settings file damaged, defaults used"
        case .writeFailed: "settings file could not be written"
        }
    }

    public var parentMessageKey: String {
        switch self {
        case .damaged: "error.settings.reset"
        case .writeFailed: "error.storage.write_failed"
        }
    }
}
