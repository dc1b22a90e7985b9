import ZKCore

/// What `GameRegistry.verifyCompleteness()` finds wrong.
public enum GameRegistryIssue: Sendable, Equatable, CustomStringConvertible {
    case notRegistered(GameID)
    case wrongModule(registeredAs: GameID, reports: GameID)

    public var description: String {
        switch self {
        case .notRegistered(let id): "\(id.rawValue) is not registered"
        case .wrongModule(let key, let reported): "\(key.rawValue) makes a module for \(reported.rawValue)"
        }
    }
}
