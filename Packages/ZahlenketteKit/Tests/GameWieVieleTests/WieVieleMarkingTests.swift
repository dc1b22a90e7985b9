import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameWieViele

/// Step 3's counting aid (docs/games.md#wie-viele, D-0526): a tap on the scattered objects marks or
/// unmarks the nearest one; a mark is never an attempt.
@Suite struct WieVieleMarkingTests {
    private let size = Size(width: 1024, height: 768)
    private let quantity = A11yID.gameElement(.wieViele, "quantity")

    private func round(_ numbers: [Int], step: DifficultyStep = .step3, seed: UInt64 = 12) throws -> any GameRound {
        WieVieleGame().makeRound(
            plan: GameTestKit.plan(.wieViele, numbers: numbers, step: step, range: .r1to20, seed: seed),
            setup: try GameTestKit.setup(.wieViele))
    }

    /// A round at step 3 that takes answers, drawn once so the round knows where its objects are.
    private func answering(_ numbers: [Int]) throws -> (round: any GameRound, time: Double) {
        let round = try round(numbers)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        _ = GameTestKit.scene(round, size: size, time: time)
        return (round, time)
    }

    /// The object images in drawing order (the game's object indices), in scene coordinates.
    private func objects(_ scene: Scene) -> [Rect] {
        func collect(_ nodes: [Node]) -> [Rect] {
            nodes.flatMap { node -> [Rect] in
                switch node.shape {
                case .image(_, let frame): [frame]
                case .group(let group): collect(group.children)
                default: []
                }
            }
        }
        return collect(scene.nodes)
    }

    /// The centres of the accent rings that mark objects.
    private func markRings(_ scene: Scene) -> [Point] {
        scene.nodes.compactMap {
            if case .ring(let center, _, _, let color, _) = $0.shape, color == Palette.accent { return center }
            return nil
        }
    }

    private func marks(_ round: any GameRound) throws -> Set<Int> {
        try #require(round as? RoundDriver<WieVieleRules>).controller.marks
    }

    @Test func theScatteredObjectsAreOneAdjustableElementThatPassesTheAudit() throws {
        let (round, time) = try answering([12])
        let element = try #require(GameTestKit.scene(round, size: size, time: time).element(quantity))
        #expect(element.role == .adjustable)
        _ = round.handle(.tapAt(quantity, element.hitRegion.center), time: time)
        #expect(GameTestKit.audit(round, time: time + 0.1) == "")
        // The structured field of step 1 stays a picture.
        let field = try self.round([12], step: .step1)
        var t = 0.0
        _ = field.start(time: t)
        GameTestKit.settle(field, at: &t)
        #expect(GameTestKit.scene(field, size: size, time: t).element(quantity)?.role == .image)
    }

    @Test func aTapMarksTheNearestObjectAndASecondTapUnmarksIt() throws {
        let (round, time) = try answering([9])
        let scene = GameTestKit.scene(round, size: size, time: time)
        let pictures = objects(scene)
        #expect(pictures.count == 9)
        let k = 4
        let near = Point(x: pictures[k].center.x + 3, y: pictures[k].center.y - 2)
        #expect(round.handle(.tapAt(quantity, near), time: time + 0.5).isEmpty)
        #expect(try marks(round) == [k])
        let marked = GameTestKit.scene(round, size: size, time: time + 0.6)
        GameTestKit.checkGolden(marked, named: "wie_viele-s3-marked")
        #expect(markRings(marked) == [pictures[k].center])
        #expect(round.handle(.tapAt(quantity, pictures[k].center), time: time + 1).isEmpty)
        #expect(try marks(round).isEmpty)
        #expect(markRings(GameTestKit.scene(round, size: size, time: time + 1.1)).isEmpty)
    }

    @Test func aTapFarFromEveryObjectOrOnAnotherElementDoesNothing() throws {
        let (round, time) = try answering([3])
        let pictures = objects(GameTestKit.scene(round, size: size, time: time))
        let side = try #require(pictures.first).width
        // A corner of the stimulus that is farther than one object from all three objects.
        let area = try #require(GameTestKit.scene(round, size: size, time: time).element(quantity)).hitRegion
        let corners = [
            Point(x: area.minX + 1, y: area.minY + 1), Point(x: area.maxX - 1, y: area.minY + 1),
            Point(x: area.minX + 1, y: area.maxY - 1), Point(x: area.maxX - 1, y: area.maxY - 1),
        ]
        let far = try #require(
            corners.first { corner in
                pictures.allSatisfy {
                    (($0.center.x - corner.x) * ($0.center.x - corner.x) + ($0.center.y - corner.y)
                        * ($0.center.y - corner.y))
                        .squareRoot() > side * 1.5
                }
            })
        #expect(round.handle(.tapAt(quantity, far), time: time + 0.5).isEmpty)
        #expect(round.handle(.tapAt(.answer(3), pictures[0].center), time: time + 0.6).isEmpty)
        #expect(try marks(round).isEmpty)
    }

    /// Issue 19: from the keyboard, Left and Right move a marker over the objects from left to
    /// right and Space (a tap without a point) marks the object under it; still never an attempt.
    @Test func arrowsMoveAMarkerOverTheObjectsAndSpaceMarksIt() throws {
        let (round, time) = try answering([9])
        let scene = GameTestKit.scene(round, size: size, time: time)
        #expect(scene.element(quantity)?.adjustsWithArrows == true)
        let pictures = objects(scene)
        #expect(markerBoxes(scene).isEmpty, "no marker before the first key")
        // Right from nowhere starts at the leftmost object: right, right, right, left ends on the
        // second object from the left.
        for step in [1, 1, 1, -1] { _ = round.handle(.adjust(quantity, by: step), time: time + 0.1) }
        let moved = GameTestKit.scene(round, size: size, time: time + 0.2)
        #expect(markerBoxes(moved).map(\.center) == [pictures[1].center])
        #expect(pictures[0].center.x <= pictures[1].center.x && pictures[1].center.x <= pictures[2].center.x)
        #expect(round.handle(.tap(quantity), time: time + 0.3).isEmpty)
        #expect(try marks(round) == [1])
        for _ in 0..<12 { _ = round.handle(.adjust(quantity, by: 1), time: time + 0.4) }
        _ = round.handle(.tap(quantity), time: time + 0.5)
        #expect(try marks(round) == [1, 8], "the marker stops at the last object")
        _ = round.handle(.tap(quantity), time: time + 0.6)
        #expect(try marks(round) == [1])
        #expect(round.phase == .answering)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(9)), time: time + 1)).first)
        #expect(result.attempts == 1)
    }

    @Test func spaceWithoutAMarkerMarksTheFirstObjectAndTheMarkerStartsAgainWithEachTask() throws {
        var (round, time) = try answering([9, 12])
        _ = round.handle(.tap(quantity), time: time + 0.1)
        #expect(try marks(round) == [0])
        time += 1
        _ = round.handle(.tap(.answer(9)), time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.completedTasks == 1)
        #expect(markerBoxes(GameTestKit.scene(round, size: size, time: time)).isEmpty)
    }

    /// The marker's focus-blue boxes.
    private func markerBoxes(_ scene: Scene) -> [Rect] {
        func collect(_ nodes: [Node]) -> [Rect] {
            nodes.flatMap { node -> [Rect] in
                switch node.shape {
                case .rect(let rect, _, nil, let stroke) where stroke?.color == Palette.focus: [rect]
                case .group(let group): collect(group.children)
                default: []
                }
            }
        }
        return collect(scene.nodes)
    }

    @Test func markingIsNeverAnAttemptAndMarksResetWithTheNextTask() throws {
        var (round, time) = try answering([6, 5])
        let pictures = objects(GameTestKit.scene(round, size: size, time: time))
        for (offset, picture) in pictures.prefix(4).enumerated() {
            #expect(round.handle(.tapAt(quantity, picture.center), time: time + Double(offset) * 0.3).isEmpty)
        }
        #expect(try marks(round) == [0, 1, 2, 3])
        #expect(round.phase == .answering)
        time += 2
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(6)), time: time)).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.hintsUsed == 0)
        // Marks stay while the feedback plays, then the next task starts without any.
        #expect(try marks(round) == [0, 1, 2, 3])
        GameTestKit.settle(round, at: &time)
        #expect(round.completedTasks == 1)
        #expect(try marks(round).isEmpty)
        #expect(markRings(GameTestKit.scene(round, size: size, time: time)).isEmpty)
    }

    @Test func marksStayThroughTheHintsAndGlideWithTheirObjectsIntoTheField() throws {
        var (round, time) = try answering([13])
        let scattered = objects(GameTestKit.scene(round, size: size, time: time))
        _ = round.handle(.tapAt(quantity, scattered[7].center), time: time)
        for _ in 0..<2 {
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            GameTestKit.settle(round, at: &time)
        }
        #expect(try marks(round) == [7])
        // After the H2 glide the mark rings the same object, now in the rows of five.
        let settled = GameTestKit.scene(round, size: size, time: time + 2)
        let field = objects(settled)
        #expect(markRings(settled) == [field[7].center])
        #expect(field[7].center != scattered[7].center)
        // Marking keeps working in the field: the object under the tap is the one toggled.
        _ = round.handle(.tapAt(quantity, field[2].center), time: time + 2.5)
        #expect(try marks(round) == [2, 7])
    }

    @Test func noMarksWhilePaused() throws {
        let (round, time) = try answering([5])
        let pictures = objects(GameTestKit.scene(round, size: size, time: time))
        round.pause(time: time + 0.2)
        _ = round.handle(.tapAt(quantity, pictures[0].center), time: time + 0.5)
        #expect(try marks(round).isEmpty)
    }
}
