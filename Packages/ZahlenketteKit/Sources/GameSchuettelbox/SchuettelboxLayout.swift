import ZKCore
import ZKDesignSystem
import ZKScene

/// Where the parts of the Schüttelbox go in the stimulus area (docs/games.md#schüttelbox): the box
/// with its two compartments and lids, the front panel that carries the numeral N, the row of N
/// outline places underneath (DR-18), and the shake button beside the box. Every length is a
/// multiple of the bead diameter `bead`; the places are reserved at every rung, so nothing jumps
/// when a hint adds them.
struct SchuettelboxLayout: Equatable {
    /// Bead diameter in points.
    let bead: Double
    let body: Rect
    let left: Rect
    let right: Rect
    let frontPanel: Rect
    let outlineRow: Rect
    /// The label on the front panel that carries the numeral N.
    let numeralBadge: Rect
    let shakeButton: Rect
    /// Rows of five a compartment holds: two once N passes five.
    let rows: Int

    /// Width of the box in bead diameters: two compartments of five beads, walls and divider.
    static let boxUnits = 13.84
    static let compartmentUnits = 6.52
    static let wallUnits = 0.25
    static let dividerUnits = 0.3
    /// The open lids stand above the box.
    static let lidSpaceUnits = 0.8
    static let frontUnits = 1.6
    static let outlineUnits = 1.8
    /// The shake button: 88 pt where the area allows, never below a child target.
    static func buttonSide(in frame: Rect) -> Double { frame.height >= 120 ? 88 : 72 }
    static let buttonGap = 16.0

    /// Where the shake button goes: beside the centred box with the same room on its other side,
    /// below the box, or beside a box pushed to the left where only that leaves the beads big.
    enum ButtonPlace: CaseIterable {
        case besideCentred
        case below
        case beside
    }

    init(whole: Int, in frame: Rect) {
        rows = whole > 5 ? 2 : 1
        let compartmentHeight = rows == 2 ? 3.25 : 1.8
        let high =
            SchuettelboxLayout.lidSpaceUnits + 2 * SchuettelboxLayout.wallUnits + compartmentHeight
            + SchuettelboxLayout.frontUnits + SchuettelboxLayout.outlineUnits
        let side = SchuettelboxLayout.buttonSide(in: frame)
        let room = side + SchuettelboxLayout.buttonGap
        let units = SchuettelboxLayout.boxUnits
        func bead(_ place: ButtonPlace) -> Double {
            switch place {
            case .besideCentred: min((frame.width - 2 * room) / units, frame.height / high, 44)
            case .below: min(frame.width / units, (frame.height - room) / high, 44)
            case .beside: min((frame.width - room) / units, frame.height / high, 44)
            }
        }
        // The calmer arrangements win unless they make the beads more than a tenth smaller.
        let best = ButtonPlace.allCases.map(bead).max() ?? 1
        let place = ButtonPlace.allCases.first { bead($0) >= best * 0.9 } ?? .beside
        let d = max(1, bead(place))
        self.bead = d
        let width = units * d + (place == .beside ? room : 0)
        let blockHeight = high * d + (place == .below ? room : 0)
        let x = frame.center.x - width / 2
        let top = frame.center.y - blockHeight / 2
        let bodyHeight = (2 * SchuettelboxLayout.wallUnits + compartmentHeight + SchuettelboxLayout.frontUnits) * d
        body = Rect(x: x, y: top + SchuettelboxLayout.lidSpaceUnits * d, width: units * d, height: bodyHeight)
        let wall = SchuettelboxLayout.wallUnits * d
        left = Rect(
            x: body.minX + wall, y: body.minY + wall, width: SchuettelboxLayout.compartmentUnits * d,
            height: compartmentHeight * d)
        right = left.offsetBy(dx: (SchuettelboxLayout.compartmentUnits + SchuettelboxLayout.dividerUnits) * d, dy: 0)
        frontPanel = Rect(
            x: body.minX, y: left.maxY + wall, width: body.width, height: SchuettelboxLayout.frontUnits * d)
        outlineRow = Rect(x: body.minX, y: body.maxY + 0.5 * d, width: body.width, height: 1.3 * d)
        numeralBadge = Rect(center: frontPanel.center, size: Size(width: 2.4 * d, height: 1.25 * d))
        if place == .below {
            shakeButton = Rect(
                x: frame.center.x - side / 2, y: top + high * d + SchuettelboxLayout.buttonGap, width: side,
                height: side)
        } else {
            let buttonY = min(max(body.center.y - side / 2, frame.minY), frame.maxY - side)
            shakeButton = Rect(x: body.maxX + SchuettelboxLayout.buttonGap, y: buttonY, width: side, height: side)
        }
    }

    /// The closed lid over a compartment.
    func closedLid(over compartment: Rect) -> Rect {
        compartment.insetBy(dx: -0.12 * bead, dy: -0.12 * bead)
    }

    /// An open lid: a flap standing above its compartment.
    func openLid(over compartment: Rect) -> Rect {
        Rect(x: compartment.minX, y: body.minY - 0.7 * bead, width: compartment.width, height: 0.45 * bead)
    }

    /// Rows of five inside a compartment, with the gap between the rows of the Zwanzigerfeld.
    func structured(_ count: Int, in compartment: Rect) -> [Point] {
        (0..<max(0, count)).map { index in
            Point(
                x: compartment.minX + 0.4 * bead + bead / 2 + Double(index % 5) * 1.18 * bead,
                y: compartment.minY + 0.4 * bead + bead / 2 + Double(index / 5) * 1.45 * bead)
        }
    }

    /// The N outline places in one row, with the gap after the fifth (DR-18).
    func outlinePlaces(_ whole: Int) -> (centers: [Point], diameter: Double) {
        let diameter = 0.9 * bead
        let pitch = 1.18 * diameter
        let gap = whole > 5 ? 0.42 * diameter : 0
        let width = Double(whole - 1) * pitch + gap + diameter
        let x = outlineRow.center.x - width / 2 + diameter / 2
        let centers = (0..<whole).map { index in
            Point(x: x + Double(index) * pitch + (index >= 5 ? gap : 0), y: outlineRow.center.y)
        }
        return (centers, diameter)
    }

    /// `count` beads scattered in a compartment by `seed` (step 3). When free placement cannot fit
    /// them all, a jittered grid of rows of five keeps the count exact and the beads apart.
    func scattered(_ count: Int, in compartment: Rect, seed: UInt64) -> (centers: [Point], diameter: Double) {
        let diameter = 0.85 * bead
        let area = compartment.insetBy(dx: 0.15 * bead, dy: 0.15 * bead)
        let placed = ScatterPlacement.centers(count: count, diameter: diameter, in: area, seed: seed)
        if placed.count == count { return (placed, diameter) }
        var generator = SplitMix64(seed: seed ^ 0x5EED)
        let columns = 5
        let cells = generator.shuffled(Array(0..<(columns * rows))).prefix(count)
        let cell = Size(width: area.width / Double(columns), height: area.height / Double(rows))
        let slack = Size(
            width: max(0, cell.width - diameter * 1.1), height: max(0, cell.height - diameter * 1.1))
        let centers = cells.map { index in
            Point(
                x: area.minX + (Double(index % columns) + 0.5) * cell.width
                    + (generator.nextUnitDouble() - 0.5) * slack.width,
                y: area.minY + (Double(index / columns) + 0.5) * cell.height
                    + (generator.nextUnitDouble() - 0.5) * slack.height)
        }
        return (centers, diameter)
    }
}
