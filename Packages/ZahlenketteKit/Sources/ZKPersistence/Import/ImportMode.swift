/// How an export file comes into the store (docs/export.md#import).
public enum ImportMode: String, Sendable, CaseIterable {
    /// Every child of the store is replaced by the file's children (a backup is taken first).
    case replace
    /// The file's children join the ones already there; a name already taken gets a visible number.
    case add
}
