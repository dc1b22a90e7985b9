import ZKPersistence

/// An export file and how to take it over, chosen on S-23 and waiting for the confirmation.
struct ImportChoice: Sendable, Equatable {
    let path: String
    let mode: ImportMode
}
