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

    mutating func add(_ file: String, _ jsonPath: String, _ message: String) {
        problems.append(ContentProblem(file: file, jsonPath: jsonPath, message: message))
    }

    mutating func append(contentsOf other: [ContentProblem]) {
        problems.append(contentsOf: other)
    }
}
