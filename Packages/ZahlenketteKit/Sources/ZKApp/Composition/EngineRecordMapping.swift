import ZKLearningEngine
import ZKPersistence

/// The engine's and the store's names for the same facts (docs/app.md#a-round-and-its-results),
/// mapped case by case: a case added on one side and not on the other stops the build instead of
/// silently becoming another value. Only the controller's mode is stored as free text; a name the
/// engine does not know is an `EngineRecordError`, never a quiet default (D-0537).
enum EngineRecordMapping {
    static func stored(_ kind: ZKLearningEngine.TaskResultKind) -> ZKPersistence.TaskResultKind {
        switch kind {
        case .firstTry: .firstTry
        case .afterRetry: .afterRetry
        case .solutionShown: .solutionShown
        }
    }

    static func stored(_ status: CellStatus) -> MasteryStatus {
        switch status {
        case .new: .new
        case .learning: .learning
        case .difficult: .difficult
        case .mastered: .mastered
        }
    }

    static func engine(_ status: MasteryStatus) -> CellStatus {
        switch status {
        case .new: .new
        case .learning: .learning
        case .difficult: .difficult
        case .mastered: .mastered
        }
    }

    /// The controller's stored mode.
    static func controllerMode(_ stored: String) throws(EngineRecordError) -> ControllerMode {
        guard let mode = ControllerMode(rawValue: stored) else { throw .unknownControllerMode(stored) }
        return mode
    }
}

/// A stored value the engine cannot read.
enum EngineRecordError: Error, Equatable, CustomStringConvertible {
    case unknownControllerMode(String)

    var description: String {
        switch self {
        case .unknownControllerMode(let name): "unknown controller mode '\(name)'"
        }
    }
}
