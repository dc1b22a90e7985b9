import Foundation

/// The game state Punkt zu Punkt keeps for a profile (docs/games.md#punkt-zu-punkt): the finished
/// pictures, least recently finished first, `{"completedPictureIDs":["haus","stern"]}` (D-0680).
enum PunktZuPunktSavedState {
    private struct State: Codable {
        let completedPictureIDs: [String]
    }

    /// The JSON of `ids`, nil while no picture is finished.
    static func json(_ ids: [String]) -> String? {
        guard !ids.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(State(completedPictureIDs: ids)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The finished pictures of a stored state; empty when there is none or it is damaged (the
    /// child then starts again with the first picture, nothing else is lost).
    static func completedPictureIDs(fromJSON json: String?) -> [String] {
        guard let json, let state = try? JSONDecoder().decode(State.self, from: Data(json.utf8)) else { return [] }
        var unique: [String] = []
        for id in state.completedPictureIDs where !unique.contains(id) { unique.append(id) }
        return unique
    }
}
