/// Failures while loading content (spec 8). Content problems hide the affected game; they never
/// reach the child.
public enum ContentError: ParentFacingError {
    /// A required file is missing; its path relative to the content folder.
    case missingFile(path: String)
    /// A file is not valid JSON or has the wrong shape.
    case malformed(path: String, detail: String)
    /// A value is outside what the schema allows.
    case invalidValue(path: String, jsonPath: String, detail: String)

    public var description: String {
        switch self {
        case .missingFile(let path): "content file missing: \(path)"
        case .malformed(let path, let detail): "content file malformed: \(path): \(detail)"
        case .invalidValue(let path, let jsonPath, let detail): "invalid content at \(path) \(jsonPath): \(detail)"
        }
    }

    public var parentMessageKey: String { "error.content.damaged" }
}
