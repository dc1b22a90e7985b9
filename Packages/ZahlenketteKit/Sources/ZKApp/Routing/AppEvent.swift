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
    /// `scaffolded`: shown in its easiest form, credited at half weight (D-0118).
    case taskCommitted(number: Int, firstTry: Bool, attempts: Int, balance: Int?, scaffolded: Bool)
    case befriended(number: Int)
    /// A Punkt-zu-Punkt picture was finished for the first time; its sticker is due.
    case pictureCompleted(stickerID: String)
    case roundEnded(roundID: UUID, stars: Int)
    /// A decoration was bought: the balance after it (docs/rewards.md#shop-shop-s-12).
    case purchased(item: String, stars: Int)
    /// A decoration stands at the cell `x_y` of the garden now (placed or moved).
    case decorationPlaced(item: String, x: Int, y: Int)
    /// A placed decoration went back into the shed.
    case decorationPutAway(item: String)
    /// A sticker joined the album (docs/rewards.md#zahlenfreunde-friends-s-13).
    case stickerAwarded(String)
    /// The befriending celebration of a friend began (S-27).
    case celebrated(friend: Int)
    /// The garden opened: what stands where (`item@x_y`, reading order) and how much waits in the shed.
    case gardenShown(placed: [String], shed: Int)
    /// Today's Abenteuer was planned: its ID and its games in stop order.
    case abenteuerPlanned(id: UUID, games: [GameID])
    /// A stop of today's Abenteuer starts its round.
    case abenteuerStop(index: Int, game: GameID)
    /// The Abenteuer is done: the stars and the sticker the completion added.
    case abenteuerCompleted(id: UUID, stars: Int, sticker: String?)
    case paused
    case resumed
    /// A parent notice was recorded (the catalog key of its sentence).
    case parentNotice(String)
    /// Premium changed for the child mode (between rounds, docs/store.md#the-state-machine).
    case entitlementChanged(premium: Bool)
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
        case .purchased: "purchase"
        case .decorationPlaced: "place"
        case .decorationPutAway: "put-away"
        case .stickerAwarded: "sticker"
        case .celebrated: "celebration"
        case .gardenShown: "garden"
        case .abenteuerPlanned: "abenteuer-planned"
        case .abenteuerStop: "abenteuer-stop"
        case .abenteuerCompleted: "abenteuer-complete"
        case .paused: "pause"
        case .resumed: "resume"
        case .parentNotice: "notice"
        case .entitlementChanged: "entitlement"
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
        case .taskCommitted(let number, let firstTry, let attempts, let balance, let scaffolded):
            [
                ("number", String(number)), ("firstTry", String(firstTry)), ("attempts", String(attempts)),
                ("scaffolded", String(scaffolded)),
            ]
                + (balance.map { [("stars", String($0))] } ?? [("saved", "false")])
        case .befriended(let number): [("number", String(number))]
        case .pictureCompleted(let sticker): [("sticker", sticker)]
        case .roundEnded(let roundID, let stars): [("round", roundID.uuidString), ("stars", String(stars))]
        case .parentNotice(let key): [("key", key)]
        case .entitlementChanged(let premium): [("premium", String(premium))]
        case .purchased(let item, let stars): [("item", item), ("stars", String(stars))]
        case .decorationPlaced(let item, let x, let y): [("item", item), ("cell", "\(x)_\(y)")]
        case .decorationPutAway(let item): [("item", item)]
        case .stickerAwarded(let sticker): [("id", sticker)]
        case .celebrated(let friend): [("friend", String(friend))]
        case .gardenShown(let placed, let shed):
            [("placed", placed.isEmpty ? "none" : placed.joined(separator: ",")), ("shed", String(shed))]
        case .abenteuerPlanned(let id, let games):
            [("id", id.uuidString), ("games", games.map(\.rawValue).joined(separator: ","))]
        case .abenteuerStop(let index, let game): [("stop", String(index)), ("game", game.rawValue)]
        case .abenteuerCompleted(let id, let stars, let sticker):
            [("id", id.uuidString), ("stars", String(stars)), ("sticker", sticker ?? "none")]
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
