import TestSupport
import Testing
import ZKCore
import ZKScene

@testable import ZKDesignSystem

/// One golden and one layout audit per component (issue 6).
struct ComponentGoldenTests {
    static let stage = Size(width: 375, height: 240)

    static func numeral(_ n: Int) -> String { "Zahl \(n)" }

    static func zwanzigerfeld(_ size: Size) -> Scene {
        Stage.scene(size, [Zwanzigerfeld.fitting(filled: 13, in: Stage.content(size)).node()])
    }

    static func beadChain(_ size: Size) -> Scene {
        Stage.scene(size, [BeadChain.fitting(sockets: [7, 14], in: Stage.content(size)).node()])
    }

    static func tiles(_ size: Size) -> Scene {
        let fourAcross: Double = 4 * 88 + 3 * 12 + 32
        let columns = size.width >= fourAcross ? 4 : 2
        let frames = Layout.grid(
            count: 4, columns: columns, itemSize: Size(width: 88, height: 88), spacing: Size(width: 12, height: 12),
            in: Stage.content(size))
        let states: [NumeralTile.State] = [.normal, .correct, .normal, .disabled]
        return Stage.scene(
            size,
            zip([3, 7, 12, 20], zip(states, frames)).map { n, pair in
                NumeralTile(number: n, frame: pair.1, id: .answer(n), label: numeral(n), state: pair.0).node()
            })
    }

    static func buttons(_ size: Size) -> Scene {
        let c = Stage.content(size)
        return Stage.scene(
            size,
            [
                BigButton(
                    frame: Rect(center: c.center, size: BigButton.preferredSize), icon: .play, id: .welcomeStart,
                    label: "Los"
                )
                .node(),
                SpeakerButton(center: Point(x: c.minX + 40, y: c.minY + 40), label: "Nochmal hören", pulseScale: 1.05)
                    .node(),
                HomeButton(center: Point(x: c.maxX - 36, y: c.minY + 40), label: "Nach Hause", holdProgress: 0.5)
                    .node(),
                ProgressDots(
                    count: 6, completed: 2, center: Point(x: c.center.x, y: c.maxY - 12),
                    labels: (0..<6).map { "Aufgabe \($0)" }
                )
                .node(),
            ])
    }

    static func dots(_ size: Size) -> Scene {
        let c = Stage.content(size)
        let w = c.width / 4
        let row = { (i: Int) in Rect(x: c.minX + Double(i) * w, y: c.minY, width: w - 8, height: min(c.height, 110)) }
        return Stage.scene(
            size,
            [
                DotPattern(.dice(5), frame: row(0)).node(),
                DotPattern(.fingers(8), frame: row(1)).node(),
                DotPattern(.tenStickAndFingers(13), frame: row(2)).node(),
                DotPattern(.scattered(9, seed: 42), frame: row(3)).node(),
            ])
    }

    static func objects(_ size: Size) -> Scene {
        let c = Stage.content(size)
        let w = c.width / 3
        return Stage.scene(
            size,
            [
                ObjectGroup(
                    count: 7, imageName: "obj_apfel", arrangement: .field,
                    frame: Rect(x: c.minX, y: c.minY, width: w - 8, height: 60)
                ).node(),
                ObjectGroup(
                    count: 8, imageName: "obj_ente", arrangement: .dice,
                    frame: Rect(x: c.minX + w, y: c.minY, width: w - 8, height: 60)
                ).node(),
                ObjectGroup(
                    count: 5, imageName: "obj_apfel", arrangement: .scattered(seed: 3),
                    frame: Rect(x: c.minX + 2 * w, y: c.minY, width: w - 8, height: 90)
                ).node(),
            ])
    }

    static func stars(_ size: Size) -> Scene {
        let c = Stage.content(size)
        return Stage.scene(
            size,
            [
                StarCounter(count: 12, frame: Rect(x: c.minX + 6, y: c.minY, width: 100, height: 40)).node(),
                StarBurst(center: c.center, radius: min(80, c.height / 2 - 20), start: 0).node(at: 0.7),
            ])
    }

    static func surfaces(_ size: Size) -> Scene {
        let c = Stage.content(size)
        let card = Rect(x: c.minX, y: c.minY, width: 80, height: 104)
        return Stage.scene(
            size,
            [
                Cloud(frame: Rect(x: c.maxX - 150, y: c.minY, width: 150, height: 96), numeral: 5).node(),
                Card(frame: card, faceUp: false, id: .gameElement(.memory, "card", "0"), label: "Karte").node(),
                Card(
                    frame: card.offsetBy(dx: 92, dy: 0), faceUp: true,
                    content: DotPattern(.dice(4), frame: card.offsetBy(dx: 92, dy: 0).insetBy(dx: 10, dy: 22)).node(),
                    id: .gameElement(.memory, "card", "1"), label: "Karte"
                ).node(),
                Stone(
                    frame: Rect(x: c.minX, y: c.maxY - 64, width: 84, height: 64), numeral: 4,
                    id: .gameElement(.froschsprung, "stone", "4"), label: "vier"
                ).node(),
                Stone(
                    frame: Rect(x: c.minX + 96, y: c.maxY - 64, width: 84, height: 64), numeral: 5,
                    id: .gameElement(.froschsprung, "stone", "5"), label: "fünf"
                ).node(),
            ])
    }

    static let all: [(String, @Sendable (Size) -> Scene)] = [
        ("zwanzigerfeld", zwanzigerfeld), ("beadchain", beadChain), ("numeraltiles", tiles), ("buttons", buttons),
        ("dotpatterns", dots), ("objectgroups", objects), ("stars", stars), ("surfaces", surfaces),
    ]

    @Test(arguments: [
        "zwanzigerfeld", "beadchain", "numeraltiles", "buttons", "dotpatterns", "objectgroups", "stars", "surfaces",
    ])
    func matchesItsGolden(_ name: String) {
        guard let build = ComponentGoldenTests.all.first(where: { $0.0 == name })?.1 else {
            Issue.record("no component \(name)")
            return
        }
        Golden.check(build(ComponentGoldenTests.stage), named: name)
        Golden.check(build(Size(width: 1024, height: 768)), named: name + "-1024x768")
    }

    @Test(arguments: [
        "zwanzigerfeld", "beadchain", "numeraltiles", "buttons", "dotpatterns", "objectgroups", "stars", "surfaces",
    ])
    func passesTheLayoutAuditAtEveryStandardSize(_ name: String) {
        guard let build = ComponentGoldenTests.all.first(where: { $0.0 == name })?.1 else {
            Issue.record("no component \(name)")
            return
        }
        Stage.audit(build)
    }

    @Test func compactZwanzigerfeldHasItsOwnGolden() {
        var field = Zwanzigerfeld(filled: 7, arrangement: .compact, beadDiameter: 24, origin: Point(x: 16, y: 16))
        field.accessibility = (.element(.gameContainer, "field") ?? .speaker, "sieben")
        Golden.check(Stage.scene(Size(width: 200, height: 240), [field.node()]), named: "zwanzigerfeld-compact")
    }
}
