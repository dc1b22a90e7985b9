/// A damaged or unusable input the engine repaired or ignored instead of trapping (D-0107).
public struct EngineIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        case masteryOutOfRange
        case evidenceOutOfRange
        case estimateOutOfRange
        case counterOutOfRange
        case boxOutOfRange
        case dueDateTooFar
        case numberOutOfDomain
        case cellNotApplicable
        case unknownGame
        case stageOutsideLevel
        case windowTooLong
        case noAllowedNumbers
        case creditIgnored
        case missingAbenteuerID
    }

    public let kind: Kind
    /// What was found and what the engine did, in English for the log.
    public let detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue): \(detail)" }
}
