import Foundation
import ZKCore

/// One observable thing that happened in the app. Journeys assert them; the desktop's `--script`
/// prints them as `event <name> key=value …`.
public enum AppEvent: Sendable, Equatable {
    case navigate(ScreenID)
    /// The add tile was tapped with five profiles; the reason is shown.
    case profileLimit
    case avatarChosen(index: Int)
    case levelChosen(Level)
    case profileCreated(Level)
    /// The nickname broke the rules or the store refused the profile.
    case profileRefused
    case roundStarted(game: GameID, step: DifficultyStep, tasks: Int)
    /// A round without tasks (Entdecken's free explore) opened over `range`.
    case freePlayStarted(game: GameID, range: Int)
    /// A task was committed: the balance after it, or nil when the write failed.
    case taskCommitted(number: Int, firstTry: Bool, attempts: Int, balance: Int?)
    case befriended(number: Int)
    /// A Punkt-zu-Punkt picture was finished for the first time; its sticker is due.
    case pictureCompleted(stickerID: String)
    case roundEnded(roundID: UUID, stars: Int)
    case paused
    case resumed
    /// A parent notice was recorded (the catalog key of its sentence).
    case parentNotice(String)
    /// The export was written (or not) in the parent area.
    case exported(FileOutcome)
    /// The printable report was written (or not).
    case reportWritten(FileOutcome)
    /// "Alles zurücksetzen" erased every profile.
    case resetDone

    /// The event's name in a journey's output.
    public var name: String {
        switch self {
        case .navigate: "navigate"
        case .profileLimit: "profile-limit"
        case .avatarChosen: "avatar"
        case .levelChosen: "level"
        case .profileCreated: "profile-created"
        case .profileRefused: "profile-refused"
        case .roundStarted: "round-start"
        case .freePlayStarted: "explore-start"
        case .taskCommitted: "task"
        case .befriended: "friend"
        case .pictureCompleted: "picture"
        case .roundEnded: "round-end"
        case .paused: "pause"
        case .resumed: "resume"
        case .parentNotice: "notice"
        case .exported: "export"
        case .reportWritten: "report"
        case .resetDone: "reset"
        }
    }

    /// The event's fields in a journey's output, in a fixed order.
    public var fields: [(key: String, value: String)] {
        switch self {
        case .navigate(let screen): [("screen", screen.rawValue)]
        case .avatarChosen(let index): [("index", String(index))]
        case .levelChosen(let level): [("value", level.rawValue)]
        case .profileCreated(let level): [("level", level.rawValue)]
        case .roundStarted(let game, let step, let tasks):
            [("game", game.rawValue), ("step", String(step.rawValue)), ("tasks", String(tasks))]
        case .freePlayStarted(_, let range): [("range", String(range))]
        case .taskCommitted(let number, let firstTry, let attempts, let balance):
            [("number", String(number)), ("firstTry", String(firstTry)), ("attempts", String(attempts))]
                + (balance.map { [("stars", String($0))] } ?? [("saved", "false")])
        case .befriended(let number): [("number", String(number))]
        case .pictureCompleted(let sticker): [("sticker", sticker)]
        case .roundEnded(let roundID, let stars): [("round", roundID.uuidString), ("stars", String(stars))]
        case .parentNotice(let key): [("key", key)]
        case .exported(let outcome), .reportWritten(let outcome):
            switch outcome {
            case .written(let path): [("file", path)]
            case .failed(let key): [("failed", key)]
            }
        case .profileLimit, .profileRefused, .paused, .resumed, .resetDone: []
        }
    }

    /// `event <name> key=value …`.
    public var line: String {
        (["event", name] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
