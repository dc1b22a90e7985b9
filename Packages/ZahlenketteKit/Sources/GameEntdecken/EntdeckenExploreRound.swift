import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Entdecken's free explore (games.md 11.1): no tasks, no stars, no results. A structured field
/// of the places 1…rangeMax; tapping place k shows k in the field, as a numeral and (up to ten) as
/// fingers, and says `num.<k>` + `num.<k>.parts`. Explored places keep a small sparkle; the app
/// persists them through `gameStateJSON`.
public final class EntdeckenExploreRound: GameRound {
    public let plan: RoundPlan
    public let setup: RoundSetup
    /// Every number tapped so far, including earlier sessions.
    public private(set) var exploredNumbers: Set<Int>
    /// The number shown now, nil before the first tap.
    public private(set) var shownNumber: Int?
    public private(set) var phase = RoundPhase.intro
    private var isPaused = false

    public init(plan: RoundPlan, setup: RoundSetup, explored: Set<Int>) {
        self.plan = plan
        self.setup = setup
        self.exploredNumbers = explored.filter { plan.range.numbers.contains($0) }
    }

    public var completedTasks: Int { 0 }
    public var taskCount: Int { 0 }
    public var isSpeakerPulsing: Bool { false }
    public var isDemo: Bool { false }

    /// `S07.entdecken.place.<k>`.
    public static func placeID(_ number: Int) -> A11yID {
        A11yID.gameElement(.entdecken, "place", String(number))
    }

    /// The places offered: 1 to the range's maximum.
    public var places: ClosedRange<Int> { 1...plan.range.maxNumber }

    // MARK: - Persisted state

    private struct State: Codable {
        let exploredNumbers: [Int]
    }

    /// `{"exploredNumbers":[…]}`, sorted, for the profile's game state.
    public var gameStateJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(State(exploredNumbers: exploredNumbers.sorted()))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The explored numbers of a stored game state; empty when there is none or it is damaged.
    public static func exploredNumbers(fromJSON json: String?) -> Set<Int> {
        guard let json, let state = try? JSONDecoder().decode(State.self, from: Data(json.utf8)) else { return [] }
        return Set(state.exploredNumbers.filter { (1...20).contains($0) })
    }

    // MARK: - GameRound

    public func start(time: Double) -> [RoundEffect] {
        phase = .answering
        return intro()
    }

    public func handle(_ intent: GameIntent, time: Double) -> [RoundEffect] {
        guard !isPaused, case .tap(let id) = intent else { return [] }
        if id == .speaker { return intro() }
        guard let number = places.first(where: { EntdeckenExploreRound.placeID($0) == id }) else { return [] }
        shownNumber = number
        exploredNumbers.insert(number)
        guard setup.voiceEnabled else { return [] }
        return [.speak([.number(number)] + (number > 5 ? [.numberParts(number)] : []))]
    }

    public func tick(time: Double) -> [RoundEffect] { [] }

    public func voiceFinished(time: Double) -> [RoundEffect] { [] }

    public func pause(time: Double) {
        isPaused = true
    }

    public func resume(time: Double) -> [RoundEffect] {
        isPaused = false
        return []
    }

    public func cancelDrags() {}

    public func isAnimating(at time: Double) -> Bool { false }

    /// The next place not yet explored (or place 1).
    public var correctIntent: GameIntent? {
        .tap(EntdeckenExploreRound.placeID(places.first { !exploredNumbers.contains($0) } ?? 1))
    }

    public var wrongIntent: GameIntent? { nil }

    private func intro() -> [RoundEffect] {
        setup.voiceEnabled ? [.speak([.title(.entdecken), .prompt(.entdecken, "intro")])] : []
    }

    // MARK: - Drawing

    public func playfield(in frame: Rect, time: Double) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let layout = EntdeckenExploreLayout(count: places.count, in: frame)
        let shown = shownNumber ?? 0
        var nodes: [Node] = [
            .rect(
                layout.board.insetBy(dx: -2, dy: -2), cornerRadius: 14, fill: Palette.surface,
                stroke: Stroke(color: Palette.outline, width: 2))
        ]
        for (index, cell) in layout.cells.enumerated() {
            let number = index + 1
            let diameter = cell.width * 0.62
            var look = Bead.Look.empty
            if number <= shown, let place = StructuredPlace(index: number) { look = .filled(place.coding) }
            var children: [Node] = []
            if exploredNumbers.contains(number) {
                children.append(StimulusLayout.ring(center: cell.center, diameter: diameter, opacity: 0.8))
            }
            children.append(Bead.node(look, center: cell.center, diameter: diameter))
            let label = AnswerTiles.label(number, strings: setup.strings)
            nodes.append(
                Node.group(children).interactive(EntdeckenExploreRound.placeID(number), label: label, hitRegion: cell))
        }
        let inset = min(8, layout.panel.width * 0.1, layout.panel.height * 0.1)
        nodes += panel(in: layout.panel.insetBy(dx: inset, dy: inset), shown: shownNumber)
        return nodes
    }

    /// The numeral and, up to ten, the fingers; the magnifier before the first tap.
    private func panel(in area: Rect, shown: Int?) -> [Node] {
        guard area.width > 8, area.height > 8 else { return [] }
        guard let number = shown else {
            let side = min(area.width, area.height, 160)
            return [.image("obj_lupe", frame: Rect(center: area.center, size: Size(width: side, height: side)))]
        }
        let withFingers = number <= 10 && min(area.width, area.height) >= 60
        let numeralBox: Rect
        var nodes: [Node] = []
        if withFingers {
            let horizontal = area.width >= area.height
            let first =
                horizontal
                ? Rect(x: area.minX, y: area.minY, width: area.width * 0.4, height: area.height)
                : Rect(x: area.minX, y: area.minY, width: area.width, height: area.height * 0.4)
            let rest =
                horizontal
                ? Rect(x: first.maxX, y: area.minY, width: area.width - first.width, height: area.height)
                : Rect(x: area.minX, y: first.maxY, width: area.width, height: area.height - first.height)
            numeralBox = first
            let hands = Layout.aspectFit(
                Size(width: number > 5 ? 2.2 : 1, height: 1.25), in: rest.insetBy(dx: 6, dy: 6))
            nodes.append(DotPattern(.fingers(number), frame: hands).node())
        } else {
            numeralBox = area
        }
        // Two bold digits need 1.3 em; the numeral shrinks with a narrow panel but never spills.
        let size = min(numeralBox.height * 0.8, numeralBox.width / 1.4, 140)
        guard size >= 10 else { return nodes }
        nodes.insert(
            .text(String(number), frame: numeralBox, style: TextStyle(size: size, weight: .bold, color: Palette.ink)),
            at: 0)
        return nodes
    }
}
