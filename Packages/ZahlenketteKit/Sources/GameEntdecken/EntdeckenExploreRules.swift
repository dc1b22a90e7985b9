import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Entdecken's free explore (docs/games.md#entdecken): no tasks, no stars, no results. A structured
/// field of the places 1…rangeMax; tapping place k shows k in the field, as a numeral and (up to
/// ten) as fingers, and says `num.<k>` + `num.<k>.parts`. Explored places keep a small sparkle; the
/// app persists them as the game's saved state.
public struct EntdeckenExploreRules: RoundGame, JourneyPlayable {
    public let gameID = GameID.entdecken
    public let introLine: AudioID? = .prompt(.entdecken, "intro")
    public let flow = RoundFlow.freePlay
    public let config: GameConfig
    /// The numbers explored in earlier sessions.
    public let explored: Set<Int>

    public init(config: GameConfig, explored: Set<Int>) {
        self.config = config
        self.explored = explored
    }

    /// `S07.entdecken.place.<k>`.
    public static func placeID(_ number: Int) -> A11yID {
        A11yID.gameElement(.entdecken, "place", String(number))
    }

    // MARK: - Rules

    /// One open-ended task over the range; nothing is scored.
    public func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<EntdeckenExploreTask>] {
        [RoundTask(task: EntdeckenExploreTask(places: 1...plan.range.maxNumber), plannedIndex: nil)]
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> EntdeckenExploreTask {
        EntdeckenExploreTask(places: 1...range.maxNumber)
    }

    /// Free explore has no answer to find; nothing is ever committed.
    public func answer(of task: EntdeckenExploreTask) -> Int { task.places.lowerBound }

    public func judge(
        _ answer: Int, for task: EntdeckenExploreTask, play: EntdeckenExplorePlay
    )
        -> Judgement<EntdeckenExplorePlay>
    { .ignored }

    public func play(
        for task: EntdeckenExploreTask, among tasks: [EntdeckenExploreTask], continuing previous: EntdeckenExplorePlay?
    ) -> EntdeckenExplorePlay {
        previous ?? EntdeckenExplorePlay(exploredNumbers: explored.filter { task.places.contains($0) })
    }

    public func prompt(for task: EntdeckenExploreTask) -> [AudioID] { [] }

    public func hintLine(_ rung: HintRung, for task: EntdeckenExploreTask) -> [AudioID] { [] }

    public func successLine(for task: EntdeckenExploreTask) -> [AudioID] { [] }

    public func credits(for task: EntdeckenExploreTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: planned.number)
    }

    // MARK: - Persisted state

    private struct State: Codable {
        let exploredNumbers: [Int]
    }

    /// `{"exploredNumbers":[…]}`, sorted, for the profile's game state.
    public func savedState(of play: EntdeckenExplorePlay) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(State(exploredNumbers: play.exploredNumbers.sorted())) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The explored numbers of a stored game state; empty when there is none or it is damaged.
    public static func exploredNumbers(fromJSON json: String?) -> Set<Int> {
        guard let json, let state = try? JSONDecoder().decode(State.self, from: Data(json.utf8)) else { return [] }
        return Set(state.exploredNumbers.filter { (1...20).contains($0) })
    }

    // MARK: - Input

    /// A tap on place k shows k and says it with its parts (above five).
    public func interpret(
        _ intent: GameIntent, view: RoundView<EntdeckenExploreRules>
    )
        -> PlayInput<Int, EntdeckenExplorePlay>
    {
        guard case .tap(let id) = intent,
            let number = view.task.places.first(where: { EntdeckenExploreRules.placeID($0) == id })
        else { return .none }
        var play = view.play
        play.shownNumber = number
        play.exploredNumbers.insert(number)
        return PlayInput(play: play, speech: [.number(number)] + (number > 5 ? [.numberParts(number)] : []))
    }

    public func intent(toward answer: Int, view: RoundView<EntdeckenExploreRules>) -> GameIntent? { nil }

    public func wrongAnswer(_ view: RoundView<EntdeckenExploreRules>) -> Int? { nil }

    /// The next place not yet explored (or place 1).
    public func freePlayIntent(_ view: RoundView<EntdeckenExploreRules>) -> GameIntent? {
        .tap(EntdeckenExploreRules.placeID(view.task.places.first { !view.play.exploredNumbers.contains($0) } ?? 1))
    }

    // MARK: - Drawing

    public func playfield(_ view: RoundView<EntdeckenExploreRules>) -> [Node] {
        let frame = view.frame
        guard frame.width > 0, frame.height > 0 else { return [] }
        let places = view.task.places
        let exploredNumbers = view.play.exploredNumbers
        let layout = EntdeckenExploreLayout(count: places.count, in: frame)
        let shown = view.play.shownNumber ?? 0
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
            let label = AnswerTiles.label(number, strings: view.strings)
            nodes.append(
                Node.group(children).interactive(EntdeckenExploreRules.placeID(number), label: label, hitRegion: cell))
        }
        let inset = min(8, layout.panel.width * 0.1, layout.panel.height * 0.1)
        nodes += panel(in: layout.panel.insetBy(dx: inset, dy: inset), shown: view.play.shownNumber)
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
