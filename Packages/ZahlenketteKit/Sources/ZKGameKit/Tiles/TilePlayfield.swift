import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// The playfield of a tile game: the stimulus above, the numeral tiles below with their
/// hint-ladder looks (shake on a wrong answer, narrowing at H2, fading and a pulse at S), and the
/// star burst after a correct answer.
public enum TilePlayfield {
    /// Where a tile game's stimulus goes: everything above the tiles.
    public static func stimulusFrame<Game: TileGame>(of view: RoundView<Game>, game: Game) -> Rect {
        let frame = view.frame
        let count = game.options(of: view.task).numbers.count
        let tileArea =
            AnswerTiles.height(count: count, level: view.level, width: frame.width) + HomeWordCaption.band(of: view)
        return Rect(
            x: frame.minX, y: frame.minY, width: frame.width,
            height: max(0, frame.height - tileArea - Metrics.targetSpacing * 2))
    }

    static func nodes<Game: TileGame>(for game: Game, view: RoundView<Game>) -> [Node] {
        let frame = view.frame
        let options = game.options(of: view.task)
        let tileArea = AnswerTiles.height(count: options.numbers.count, level: view.level, width: frame.width)
        // A written home language keeps a band under the tiles for the revealed number's word.
        let band = HomeWordCaption.band(of: view)
        let tilesFrame = Rect(x: frame.minX, y: frame.maxY - band - tileArea, width: frame.width, height: tileArea)
        let stimulusFrame = stimulusFrame(of: view, game: game)
        var nodes = game.stimulus(view, in: stimulusFrame)
        nodes.append(contentsOf: tiles(game, view: view, options: options, in: tilesFrame))
        let answer = game.answer(of: view.task)
        if HomeWordCaption.isRevealing(view), game.visibleOptions(view).numbers.contains(answer),
            let index = options.numbers.firstIndex(of: answer)
        {
            let frames = AnswerTiles.frames(count: options.numbers.count, level: view.level, in: tilesFrame)
            let bandFrame = Rect(x: frame.minX, y: frame.maxY - band, width: frame.width, height: band)
            if frames.indices.contains(index),
                let caption = HomeWordCaption.node(for: answer, view: view, under: frames[index], in: bandFrame)
            {
                nodes.append(caption)
            }
        }
        if let stars = view.starBurst(over: stimulusFrame) { nodes.append(stars) }
        return nodes
    }

    private static func tiles<Game: TileGame>(
        _ game: Game, view: RoundView<Game>, options: AnswerOptions, in area: Rect
    ) -> [Node] {
        let time = view.time
        let answer = game.answer(of: view.task)
        let visible = Set(game.visibleOptions(view).numbers)
        let frames = AnswerTiles.frames(count: options.numbers.count, level: view.level, in: area)
        let solving = view.phase.isSolution
        // Before the answers take taps they look waiting, and a tap makes them hop (issue 19).
        let waiting = view.phase.isWaitingForAnswers
        let hop = bounceHeight(view)
        var nodes: [Node] = []
        for (number, frame) in zip(options.numbers, frames) where visible.contains(number) {
            let isAnswer = number == answer
            var state = NumeralTile.State.normal
            if case .correctFeedback = view.phase, isAnswer { state = .correct }
            if solving, !isAnswer { state = .disabled }
            if waiting { state = .waiting }
            var tileFrame = frame.offsetBy(dx: 0, dy: -hop)
            if let wrongAt = view.lastWrongAt, view.wrongAnswers.last == number,
                time - wrongAt < RoundTimings.standard.wrongShake, !view.reduceMotion
            {
                let angle: Double = (time - wrongAt) * 60
                tileFrame = frame.offsetBy(dx: 8 * sin(angle), dy: 0)
            }
            var scale: Double = 1
            if solving, isAnswer, let started = view.rungStartedAt, !view.reduceMotion {
                let angle: Double = (time - started) * 0.8 * 2 * Double.pi
                scale = 1 + 0.08 * (0.5 - 0.5 * cos(angle))
            }
            let tile = NumeralTile(
                number: number, frame: tileFrame, id: .answer(number),
                label: AnswerTiles.label(number, strings: view.strings), state: state
            ).node()
            nodes.append(scale == 1 ? tile : StimulusLayout.scaled(tile, by: scale, around: frame.center))
        }
        return nodes
    }

    /// How high the tiles are lifted by a tap's bounce now: one soft hop of 12 pt; none when motion
    /// is reduced (the waiting look says it alone).
    static func bounceHeight<Game: TileGame>(_ view: RoundView<Game>) -> Double {
        guard !view.reduceMotion, let at = view.lastBounceAt else { return 0 }
        let elapsed = view.time - at
        guard elapsed >= 0, elapsed < RoundTimings.bounce else { return 0 }
        return 12 * sin(Double.pi * elapsed / RoundTimings.bounce)
    }

    /// The number of an answer tile's ID, `S07.answer.7` → 7.
    public static func number(in id: A11yID) -> Int? {
        id.rawValue.split(separator: ".").last.flatMap { Int($0) }
    }
}
