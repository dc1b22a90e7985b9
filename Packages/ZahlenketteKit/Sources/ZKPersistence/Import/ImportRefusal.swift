import ZKCore

/// Why an export file was not imported (docs/export.md#bad-files). Every case has one calm German
/// sentence in the string catalog that says what was wrong and what the parent can do; after a
/// refusal the store is exactly as it was.
public enum ImportRefusal: Error, Sendable, Equatable {
    /// The file cannot be opened (missing, a folder, a device, no permission).
    case unreadable
    /// Larger than `ExportDocument.importByteLimit`: refused before it is read.
    case tooLarge
    /// Not JSON at all (a picture, a text, an empty file).
    case notJSON
    /// JSON that stops in the middle: a copy that did not finish.
    case truncated
    /// Written by a newer app (a higher `schemaVersion`).
    case newerVersion
    /// A `schemaVersion` this app never wrote (0, negative, not a number) or none at all.
    case unknownVersion
    /// A field the file must have is missing.
    case missingFields
    /// A value of the wrong kind or one the app does not know (a game that does not exist).
    case wrongValues
    /// No children in the file.
    case emptyFamily
    /// More children than a family can have (`ChildProfile.maximumCount`).
    case tooManyProfiles
    /// Adding would make more children than a family can have, or no picture is left for one.
    case noRoom
    /// The same child, cell, day, friend or sticker twice.
    case duplicateIDs
    /// A value outside what the app ever writes: negative stars, a friend 25, a date in 2099.
    case outOfRange
    /// The backup before a replace could not be made; nothing was changed.
    case backupFailed
    /// The store refused the write (a full disk); nothing was changed.
    case storeFailed(PersistenceError)

    /// The sentence's key in `Localizable.xcstrings`.
    public var key: String {
        switch self {
        case .unreadable: "import.refused.unreadable"
        case .tooLarge: "import.refused.too_large"
        case .notJSON: "import.refused.not_json"
        case .truncated: "import.refused.truncated"
        case .newerVersion: "import.refused.newer_version"
        case .unknownVersion: "import.refused.unknown_version"
        case .missingFields: "import.refused.missing_fields"
        case .wrongValues: "import.refused.wrong_values"
        case .emptyFamily: "import.refused.empty"
        case .tooManyProfiles: "import.refused.too_many_profiles"
        case .noRoom: "import.refused.no_room"
        case .duplicateIDs: "import.refused.duplicates"
        case .outOfRange: "import.refused.out_of_range"
        case .backupFailed: "import.refused.backup_failed"
        case .storeFailed(let error):
            error == .storageFull ? "import.refused.storage_full" : "import.refused.store_failed"
        }
    }
}
