import ZKCore

/// One problem found while loading content: which file, where in it, and what is wrong.
public struct ContentProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path relative to the content folder, e.g. `games/memory.json`.
    public let file: String
    /// A JSON path into the file, e.g. `$.steps[2].pairs.vorschule`; `$` for the whole file.
    public let jsonPath: String
    public let message: String

    public init(file: String, jsonPath: String, message: String) {
        self.file = file
        self.jsonPath = jsonPath
        self.message = message
    }

    public var description: String { "\(file) \(jsonPath): \(message)" }

    /// The ZKCore error for logs and the parent area (`error.content.damaged`).
    public var error: ContentError {
        switch (jsonPath, message) {
        case ("$", ContentProblem.missingFileMessage): .missingFile(path: file)
        case ("$", _): .malformed(path: file, detail: message)
        default: .invalidValue(path: file, jsonPath: jsonPath, detail: message)
        }
    }

    static let missingFileMessage = "file is missing or unreadable"
}

/// Everything the loader found wrong (shown in the developer menu and asserted empty by tests).
public struct ContentValidationReport: Sendable, Equatable {
    public private(set) var problems: [ContentProblem]

    public init(problems: [ContentProblem] = []) {
        self.problems = problems
    }

    /// True when the shipped content loaded without a single problem.
    public var isClean: Bool { problems.isEmpty }

    /// The problems of one file.
    public func problems(in file: String) -> [ContentProblem] {
        problems.filter { $0.file == file }
    }

    /// The problems as ZKCore errors, in report order.
    public var errors: [ContentError] {
        problems.map(\.error)
    }

    mutating func add(_ file: String, _ jsonPath: String, _ message: String) {
        problems.append(ContentProblem(file: file, jsonPath: jsonPath, message: message))
    }

    mutating func append(contentsOf other: [ContentProblem]) {
        problems.append(contentsOf: other)
    }
}
