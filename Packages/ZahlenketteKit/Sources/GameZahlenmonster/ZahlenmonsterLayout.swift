import ZKDesignSystem
import ZKScene

/// Where the jar, the plate, the monster and its sign lie in a playfield
/// (docs/games.md#zahlenmonster): in wide windows jar, plate and monster side by side (the cookies
/// travel left to right into the mouth); in tall and square ones the monster above, jar and plate
/// below.
struct ZahlenmonsterLayout {
    let jar: Rect
    let plate: Rect
    let monster: Rect
    let sign: Rect
    /// The monster's drawn mouth.
    let mouth: Rect
    /// The arms that hold the sign: from the shoulder to the hand on the sign.
    let arms: [(shoulder: Point, hand: Point)]

    init(frame: Rect) {
        let gap = Metrics.targetSpacing * 1.5
        let jarArea: Rect
        let plateArea: Rect
        let monsterArea: Rect
        if frame.width >= frame.height * 1.4 {
            let usable = frame.width - 2 * gap
            jarArea = Rect(x: frame.minX, y: frame.minY, width: usable * 0.22, height: frame.height)
            plateArea = Rect(x: jarArea.maxX + gap, y: frame.minY, width: usable * 0.43, height: frame.height)
            monsterArea = Rect(x: plateArea.maxX + gap, y: frame.minY, width: usable * 0.35, height: frame.height)
        } else {
            let top = (frame.height - gap) * 0.4
            let usable = frame.width - gap
            monsterArea = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top)
            let bottom = Rect(
                x: frame.minX, y: frame.minY + top + gap, width: frame.width, height: frame.height - top - gap)
            jarArea = Rect(x: bottom.minX, y: bottom.minY, width: usable * 0.34, height: bottom.height)
            plateArea = Rect(x: jarArea.maxX + gap, y: bottom.minY, width: usable * 0.66, height: bottom.height)
        }
        jar = ZahlenmonsterLayout.fit(Size(width: 0.8, height: 1), in: jarArea, maximumHeight: 280)
        plate = ZahlenmonsterLayout.fit(Size(width: 1, height: 0.9), in: plateArea, maximumHeight: 460)
        if monsterArea.width > monsterArea.height * 1.2 {
            // Side by side: the sign on the left, held out by one arm.
            let signArea = Rect(
                x: monsterArea.minX, y: monsterArea.minY, width: monsterArea.width * 0.4, height: monsterArea.height)
            let figureArea = Rect(
                x: signArea.maxX, y: monsterArea.minY, width: monsterArea.width - signArea.width,
                height: monsterArea.height)
            let signSize = ZahlenmonsterLayout.fit(
                Size(width: 1.3, height: 1), in: signArea.insetBy(dx: 4, dy: 4), maximumHeight: 150
            ).size
            let figureSize = ZahlenmonsterLayout.fit(Size(width: 1, height: 1.05), in: figureArea, maximumHeight: 340)
                .size
            // The pair stands together, centred: a short arm reaches the sign.
            let pairGap = figureSize.width * 0.12
            let left = monsterArea.center.x - (signSize.width + pairGap + figureSize.width) / 2
            sign = Rect(
                x: left, y: monsterArea.center.y - signSize.height / 2, width: signSize.width, height: signSize.height)
            monster = Rect(
                x: sign.maxX + pairGap, y: monsterArea.center.y - figureSize.height / 2, width: figureSize.width,
                height: figureSize.height)
            let shoulder = Point(x: monster.minX + monster.width * 0.12, y: monster.minY + monster.height * 0.55)
            let hand = Point(x: sign.maxX - 2, y: min(max(shoulder.y, sign.minY + 12), sign.maxY - 12))
            arms = [(shoulder, hand)]
        } else {
            // The sign held up over the head with both arms.
            let signHeight = min(monsterArea.width * 0.8 / 1.3, monsterArea.height * 0.3, 150)
            let gap = signHeight * 0.25
            let width = min(monsterArea.width, (monsterArea.height - signHeight - gap) / 1.05, 320)
            let top = monsterArea.minY + max(0, (monsterArea.height - signHeight - gap - width * 1.05) / 2)
            sign = Rect(
                x: monsterArea.center.x - signHeight * 0.65, y: top, width: signHeight * 1.3, height: signHeight)
            monster = Rect(x: monsterArea.center.x - width / 2, y: sign.maxY + gap, width: width, height: width * 1.05)
            let y = monster.minY + monster.height * 0.45
            arms = [
                (
                    Point(x: monster.minX + width * 0.12, y: y),
                    Point(x: sign.minX + sign.width * 0.14, y: sign.maxY - 2)
                ),
                (
                    Point(x: monster.maxX - width * 0.12, y: y),
                    Point(x: sign.maxX - sign.width * 0.14, y: sign.maxY - 2)
                ),
            ]
        }
        let figure = monster
        mouth = Rect(
            x: figure.minX + figure.width * 0.26, y: figure.minY + figure.height * 0.6, width: figure.width * 0.48,
            height: figure.height * 0.2)
    }

    /// `aspect` as large as fits `area` (at most `maximumHeight` tall), centred.
    private static func fit(_ aspect: Size, in area: Rect, maximumHeight: Double) -> Rect {
        let fitted = Layout.aspectFit(aspect, in: area)
        let scale = min(1, maximumHeight / max(1, fitted.height))
        return Rect(center: area.center, size: Size(width: fitted.width * scale, height: fitted.height * scale))
    }
}
