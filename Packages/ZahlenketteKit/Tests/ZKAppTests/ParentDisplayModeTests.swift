import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKDesignSystem
import ZKScene

/// The parent area's display modes (docs/usability.md#display-modes-for-grown-ups): a parent
/// chooses a larger text size and high contrast on S-22; every parent page then fits every window
/// at every size, and the children's screens stay exactly as they were.
@MainActor @Suite struct ParentDisplayModeTests {
    private func family() throws -> AppHarness {
        let app = try AppHarness()
        app.twoChildrenWithAWeek(firstNickname: ParentAreaLayoutTests.longestNickname)
        app.openParentArea()
        return app
    }

    /// On S-22, as a parent does: the text size's chip, then high contrast on or off.
    private func choose(
        _ app: AppHarness, _ size: ParentDisplay.TextSize, highContrast: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try open(app, row: "time")
        app.scrollAndTap(A11yID(.timeAndBreaks, "textSize", String(size.rawValue)), sourceLocation: sourceLocation)
        app.scrollAndTap(
            A11yID(.timeAndBreaks, "device", "highContrast", highContrast ? "on" : "off"),
            sourceLocation: sourceLocation)
    }

    private func open(_ app: AppHarness, row: String) throws {
        app.size = Size(width: 1024, height: 768)
        if app.screen != .parentDashboard { app.scrollAndTap(A11yID(app.screen, "back")) }
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", row)))
    }

    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    /// Every text colour drawn in the scene, with the drawn size.
    private func textStyles(_ nodes: [Node]) -> [TextStyle] {
        nodes.flatMap { node -> [TextStyle] in
            switch node.shape {
            case .text(_, _, let style): [style]
            case .group(let group): textStyles(group.children)
            default: []
            }
        }
    }

    /// Every text size and both palettes, in three walks (the normal size in the normal palette is
    /// ParentAreaLayoutTests' walk): the palette moves nothing, which the last lines check.
    @Test func everyParentPageFitsEveryWindowAtEveryTextSizeInBothPalettes() throws {
        let app = try family()
        let modes: [(ParentDisplay.TextSize, Bool)] = [(.normal, true), (.large, false), (.largest, true)]
        for (size, highContrast) in modes {
            try choose(app, size, highContrast: highContrast)
            let mode = "\(size) \(highContrast ? "high contrast" : "normal palette")"
            audit(app, "S22 \(mode)")
            for (row, screen) in [
                ("dashboard", "S18"), ("progress", "S19"), ("range", "S20"), ("profiles", "S21"),
                ("data", "S23"), ("help", "S25"),
            ] {
                if row == "dashboard" {
                    app.scrollAndTap(A11yID(app.screen, "back"))
                } else {
                    try open(app, row: row)
                }
                audit(app, "\(screen) \(mode)")
            }
            try open(app, row: "progress")
            app.scrollAndTap(.progressCell(.count, 3))
            audit(app, "S19 with a cell open, \(mode)")
            try open(app, row: "profiles")
            app.tap(A11yID(.profiles, "remove", "0"))
            audit(app, "S21 inventory, \(mode)")
        }
        // At the largest size, high contrast and the normal palette place every target alike.
        try open(app, row: "time")
        let contrasting = app.scene.elements.map(\.hitRegion)
        app.scrollAndTap(A11yID(.timeAndBreaks, "device", "highContrast", "off"))
        app.send(.input(.scroll(A11yID(.timeAndBreaks, "content"), delta: -100_000)))
        #expect(app.scene.elements.map(\.hitRegion) == contrasting)
    }

    @Test func s22ShowsTheChosenModeAndTheParentPagesFollowIt() throws {
        let app = try family()
        let before = textStyles(app.scene.nodes)
        try choose(app, .largest, highContrast: true)
        let largest = A11yID(.timeAndBreaks, "textSize", "150")
        app.scrollTo(largest)
        // The chosen chips are selected for assistive technology, the others not.
        #expect(app.scene.element(largest)?.isSelected == true)
        #expect(app.scene.element(A11yID(.timeAndBreaks, "textSize", "100"))?.isSelected == false)
        let on = A11yID(.timeAndBreaks, "device", "highContrast", "on")
        app.scrollTo(on)
        #expect(app.scene.element(on)?.isSelected == true)
        #expect(app.scene.element(A11yID(.timeAndBreaks, "device", "highContrast", "off"))?.isSelected == false)
        // The dashboard's body text is half as large again, and every text is near-black on white or
        // white on the chosen chips' dark blue: at least 7:1.
        app.scrollAndTap(A11yID(.timeAndBreaks, "back"))
        let after = textStyles(app.scene.nodes)
        let normalBody = try #require(before.filter { $0.weight == .regular }.map(\.size).max())
        let largeBody = try #require(after.filter { $0.weight == .regular }.map(\.size).max())
        #expect(largeBody >= 1.5 * normalBody)
        #expect(app.scene.background == ParentPalette.highContrast.background)
        let allowed = ParentPalette.highContrast.textPairs
        for style in after {
            #expect(
                allowed.contains { $0.text == style.color && $0.text.contrast(with: $0.background) >= 7 },
                "text in \(style.color)")
        }
        // Stored on the device: a new start of the app keeps it.
        let again = try AppHarness(dataDirectory: app.dataDirectory, device: app.device)
        #expect(again.model.environment.settings.settings.parentTextPercent == 150)
        #expect(again.model.environment.settings.settings.parentHighContrast)
    }

    @Test func theChildrensScreensAreTheSameWhateverTheParentChose() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes, nickname: "Mila")
        let settings = app.model.environment.settings
        for screen in [ScreenID.home, .gamePicker, .gameContainer] {
            switch screen {
            case .gamePicker: app.tap(.home(.play))
            case .gameContainer: app.tap(.gameTile(.wieViele))
            default: break
            }
            #expect(app.screen == screen)
            for size in LayoutAudit.standardSizes {
                app.size = size
                try settings.update {
                    $0.parentTextPercent = 100
                    $0.parentHighContrast = false
                }
                let normal = app.model.scene(at: app.time)
                try settings.update {
                    $0.parentTextPercent = 150
                    $0.parentHighContrast = true
                }
                // Pictures, targets and their sizes: the same scene, node for node.
                #expect(app.model.scene(at: app.time) == normal, "\(screen.rawValue) at \(size)")
            }
            app.size = Size(width: 1024, height: 768)
        }
    }
}
