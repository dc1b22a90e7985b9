import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKDesignSystem
import ZKScene

/// The parent area's display modes (docs/usability.md#display-modes-for-grown-ups): a parent
/// chooses a larger text size and high contrast on S-22; every screen for grown-ups then fits every
/// window in every mode, and the children's screens stay exactly as they were.
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

    /// The screen shown now in all six display modes (three text sizes in both palettes) at the five
    /// standard window sizes: 0 layout findings; in high contrast every text in a colour of at least
    /// 7:1 on the palette's surfaces; and the palette moves no target. The mode is the device setting
    /// S-22 writes; one app walks every screen once, and each screen is drawn in every mode there.
    private func auditInEveryMode(
        _ app: AppHarness, _ label: String, checkColours: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let settings = app.model.environment.settings
        // A palette's text colour, or a colour of at least 7:1 on every light surface of the palette
        // (the progress grid's "—", a picture with a label, keeps its ink).
        let palette = ParentPalette.highContrast
        func readable(_ color: Color) -> Bool {
            palette.textPairs.contains { $0.text == color && color.contrast(with: $0.background) >= 7 }
                || [palette.background, palette.card, palette.highlight].allSatisfy { color.contrast(with: $0) >= 7 }
        }
        for textSize in ParentDisplay.TextSize.allCases {
            var targets: [Bool: [[Rect]]] = [:]
            for highContrast in [false, true] {
                try settings.update {
                    $0.parentTextPercent = textSize.rawValue
                    $0.parentHighContrast = highContrast
                }
                let mode = "\(label) at \(textSize.rawValue) %\(highContrast ? " in high contrast" : "")"
                var findings: [Size: [LayoutIssue]] = [:]
                for size in LayoutAudit.standardSizes {
                    let scene = app.scene(at: size)
                    let issues = LayoutAudit().audit(scene)
                    if !issues.isEmpty { findings[size] = issues }
                    targets[highContrast, default: []].append(scene.elements.map(\.hitRegion))
                    if highContrast && checkColours {
                        for style in textStyles(scene.nodes) where !readable(style.color) {
                            Issue.record("\(mode) at \(size): text in \(style.color)", sourceLocation: sourceLocation)
                        }
                    }
                }
                #expect(findings.isEmpty, "\(mode): \(findings)", sourceLocation: sourceLocation)
            }
            #expect(
                targets[true] == targets[false], "\(label) at \(textSize.rawValue) %: the palette moved a target",
                sourceLocation: sourceLocation)
        }
        try settings.update {
            $0.parentTextPercent = 100
            $0.parentHighContrast = false
        }
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

    /// Every screen for grown-ups: the parent pages S-18 … S-25 with their confirmations and an open
    /// cell, S-24 in the desktop edition, S-03's level page (also reminding of the level), the gate
    /// (also after a wrong number) and S-16's parent side.
    @Test func everyGrownUpScreenFitsEveryWindowInEveryDisplayMode() throws {
        let app = try family()
        try auditInEveryMode(app, "S18")
        for (row, screen) in [
            ("progress", "S19"), ("range", "S20"), ("profiles", "S21"), ("time", "S22"), ("data", "S23"),
            ("help", "S25"), ("subscription", "S24"),
        ] {
            try open(app, row: row)
            try auditInEveryMode(app, screen)
        }
        try open(app, row: "progress")
        app.scrollAndTap(.progressCell(.count, 3))
        try auditInEveryMode(app, "S19 with a cell open")
        try open(app, row: "profiles")
        app.tap(A11yID(.profiles, "remove", "0"))
        try auditInEveryMode(app, "S21 inventory")
        app.scrollAndTap(A11yID(.profiles, "delete"))
        try auditInEveryMode(app, "S21 confirmation")
        try open(app, row: "data")
        app.scrollAndTap(A11yID(.data, "reset"))
        try auditInEveryMode(app, "S23 reset confirmation")
        // The gate as a grown-up meets it at the picker, and after a wrong number.
        try open(app, row: "time")
        app.scrollAndTap(A11yID(.timeAndBreaks, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        // S-03 behind the gate: the level page a grown-up reads, with the longest nickname typed.
        app.tap(.addProfile)
        app.passGate()
        app.tap(.createProfileAvatar(2))
        #expect(app.scene.element(.createProfileLevel(.vorschule)) != nil)
        try auditInEveryMode(app, "S03")
        app.tap(.createProfileNickname)
        app.send(.text(ParentAreaLayoutTests.longestNickname))
        app.tap(.createProfileConfirm)
        try auditInEveryMode(app, "S03 reminding of the level")
        app.tap(A11yID(.createProfile, "back"))
        app.tap(A11yID(.profilePicker, "parent"))
        #expect(app.screen == .parentalGate)
        try auditInEveryMode(app, "S17")
        for _ in 0..<3 { app.tap(.keypadKey(0)) }
        #expect(app.screen == .parentalGate)
        try auditInEveryMode(app, "S17 after a wrong number")
        // S-16's parent side: the first child has played all of today's minutes.
        app.tap(A11yID(.parentalGate, "cancel"))
        try app.setLimits(minutes: 10)
        var usage = try app.usage(on: "2026-10-01")
        usage.activeSeconds = 11 * 60
        try app.store.usage.saveDailyUsage(usage)
        app.tap(.profileTile(0))
        #expect(app.screen == .timesUp)
        app.tap(A11yID(.timesUp, "parent"))
        app.passGate()
        #expect(app.scene.element(A11yID(.timesUp, "extraTime")) != nil)
        try auditInEveryMode(app, "S16 parent side")
    }

    /// S-24's offer with the simulated store: the plans and their badge, a link's note, a status line.
    @Test func theSubscriptionOfferFitsEveryWindowInEveryDisplayMode() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.panel(.setAskToBuy(true))
        app.tap(.home(.switchProfile))
        app.openSubscriptionFromThePicker()
        // The sandbox's band is the simulated store's, drawn in its own colours.
        try auditInEveryMode(app, "S24 offer", checkColours: false)
        app.tapScrolled(A11yID(.subscription, "terms"))
        try auditInEveryMode(app, "S24 with the terms", checkColours: false)
        app.tapScrolled(A11yID(.subscription, "buy"))
        #expect(app.subscriptionMessages == ["Kauf wartet auf Bestätigung"])
        try auditInEveryMode(app, "S24 pending", checkColours: false)
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

    /// The gate, S-16's parent side and S-24 read the same mode as the parent pages: at the largest
    /// size in high contrast their words are half as large again and near-black or white on blue.
    @Test func theGateTheTimesUpParentSideAndTheSubscriptionFollowTheMode() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        try app.setLimits(minutes: 10)
        var usage = try app.usage(on: "2026-10-01")
        usage.activeSeconds = 11 * 60
        try app.store.usage.saveDailyUsage(usage)
        app.tap(.home(.switchProfile))
        // S-03: the animals are the child's page and stay as they are; the level page follows.
        app.tap(.addProfile)
        app.passGate()
        try expectUnchanged(app, "S03's animals")
        app.tap(.createProfileAvatar(1))
        try expectFollowsTheMode(app, "S03")
        app.tap(A11yID(.createProfile, "back"))
        app.tap(A11yID(.profilePicker, "parent"))
        try expectFollowsTheMode(app, "S17")
        app.passGate()
        app.scrollAndTap(A11yID(.parentDashboard, "row", "subscription"))
        try expectFollowsTheMode(app, "S24")
        app.tap(A11yID(.subscription, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        app.tap(.profileTile(0))
        // The child's side of S-16, with its "Für Eltern" button, is a child's screen: unchanged.
        try expectUnchanged(app, "S16 child side")
        app.tap(A11yID(.timesUp, "parent"))
        app.passGate()
        try expectFollowsTheMode(app, "S16 parent side")
    }

    /// A child's screen at the largest size in high contrast is the scene it is at the normal size.
    private func expectUnchanged(
        _ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let settings = app.model.environment.settings
        let normal = app.scene
        try settings.update {
            $0.parentTextPercent = 150
            $0.parentHighContrast = true
        }
        #expect(app.scene == normal, "\(label)", sourceLocation: sourceLocation)
        try settings.update {
            $0.parentTextPercent = 100
            $0.parentHighContrast = false
        }
    }

    /// At the largest size in high contrast: no text smaller than at the normal size, the screen's
    /// sentences and headings half as large again, every text near-black or white on blue.
    private func expectFollowsTheMode(
        _ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let settings = app.model.environment.settings
        let normal = Dictionary(texts(app.scene.nodes), uniquingKeysWith: { first, _ in first })
        try settings.update {
            $0.parentTextPercent = 150
            $0.parentHighContrast = true
        }
        let scene = app.scene
        let largest = texts(scene.nodes)
        try settings.update {
            $0.parentTextPercent = 100
            $0.parentHighContrast = false
        }
        let growth = largest.compactMap { text, style in normal[text].map { style.size / $0.size } }
        #expect(!growth.isEmpty && growth.allSatisfy { $0 >= 1 }, "\(label): \(growth)", sourceLocation: sourceLocation)
        #expect((growth.max() ?? 0) >= 1.5, "\(label): \(growth)", sourceLocation: sourceLocation)
        #expect(scene.background == ParentPalette.highContrast.background, "\(label)", sourceLocation: sourceLocation)
        let colours = Set(ParentPalette.highContrast.textPairs.map(\.text))
        #expect(
            largest.allSatisfy { colours.contains($0.1.color) }, "\(label): \(Set(largest.map(\.1.color)))",
            sourceLocation: sourceLocation)
    }

    /// Every text drawn in the scene with its style.
    private func texts(_ nodes: [Node]) -> [(String, TextStyle)] {
        nodes.flatMap { node -> [(String, TextStyle)] in
            switch node.shape {
            case .text(let text, _, let style): [(text, style)]
            case .group(let group): texts(group.children)
            default: []
            }
        }
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
