import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKScene

/// S-17: the parental gate (docs/parent-area.md#pages). A written German number word to type as digits on a
/// keypad; never spoken, no picture a child could match. Behind it: what the grown-up came for.
struct ParentalGateScreen: ScreenModel {
    static let cancelID = A11yID(.parentalGate, "cancel")
    static let deleteID = A11yID(.parentalGate, "delete")
    static let challengeID = A11yID(.parentalGate, "challenge")

    var gate: ParentalGate
    /// What opens when the gate is passed.
    let purpose: GatePurpose
    /// Where "Abbrechen" returns to.
    let origin: ScreenRequest
    /// The last answer was wrong: a short sentence says so above the new word.
    var showsWrong = false

    var screenID: ScreenID { .parentalGate }
    var destination: Destination { .parentalGate(self) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if id == ParentalGateScreen.cancelID { return [.open(origin, saying: nil)] }
        if id == ParentalGateScreen.deleteID { return [.gate(.delete)] }
        guard id.screen == .parentalGate, id.element == "keypadKey",
            let digit = id.rawValue.split(separator: ".").last.flatMap({ Int($0) })
        else { return [] }
        return [.gate(.digit(digit))]
    }

    /// Drawn in the parent's display mode (docs/usability.md#display-modes-for-grown-ups), at the
    /// largest text size up to the chosen one at which the keypad stays in the window.
    func scene(_ context: ScreenContext) -> Scene {
        let display = context.parentDisplay.largest { layout(context, display: $0).fits }
        return Scene(
            size: context.size, background: display.palette.background,
            nodes: layout(context, display: display).nodes)
    }

    /// The gate's nodes in `display`, and whether they fit: the keypad inside the window and, on a
    /// short window, the title on one line beside the cancel button.
    private func layout(_ context: ScreenContext, display: ParentDisplay) -> (nodes: [Node], fits: Bool) {
        let size = context.size
        let ink = display.palette.ink
        let short = size.height < 600
        let width = min(size.width - 2 * Metrics.margin, 520)
        let left = (size.width - width) / 2
        var nodes: [Node] = [ScreenKit.root(.parentalGate, label: context.text("parent.gate.title"), in: context)]
        // 150 pt wide, wider when its word at the chosen size needs it.
        let cancelText = context.text("parent.gate.cancel")
        let cancelWord = FixedTextMeasurer().width(of: cancelText, size: display.text(20), weight: .bold) + 24
        let cancel = Rect(x: Metrics.margin, y: Metrics.margin, width: max(150, cancelWord), height: 60)
        nodes.append(ParentKit.button(cancelText, frame: cancel, id: ParentalGateScreen.cancelID, display: display))
        // The title beside the cancel button on short windows, on one line there; below it on tall ones.
        var y = short ? Metrics.margin : cancel.maxY + 16
        let titleLeft = short ? cancel.maxX + 12 : left
        let titleWidth = short ? size.width - titleLeft - Metrics.margin : width
        let titleText = context.text("parent.gate.title")
        let titleSize =
            short
            ? max(22, ScreenKit.fittingSize(titleText, preferred: display.text(22), width: titleWidth, weight: .bold))
            : display.text(ParentKit.titleSize)
        let titleFits =
            !short || FixedTextMeasurer().width(of: titleText, size: titleSize, weight: .bold) <= titleWidth
        let title = ParentKit.paragraph(
            titleText, at: Point(x: titleLeft, y: y + (short ? 14 : 0)), width: titleWidth, size: titleSize,
            weight: .bold, alignment: .center, color: ink)
        nodes += title.nodes
        y = short ? cancel.maxY + 6 : y + title.height + 6
        let remaining = gate.remainingCooldown(now: context.continuousNow)
        let instruction: String
        if let remaining {
            instruction = context.strings.text("parent.gate.cooldown", .integer(Int((remaining / 60).rounded(.up))))
        } else {
            instruction = context.text(showsWrong ? "parent.gate.wrong" : "parent.gate.instruction")
        }
        let text = ParentKit.paragraph(
            instruction, at: Point(x: left, y: y), width: width,
            size: display.text(short ? 15 : ParentKit.textSize), alignment: .center, color: ink)
        nodes += text.nodes
        y += text.height + 4
        // The word, as large as fits on one line; none while the gate cools down.
        let word = remaining == nil ? gate.challengeWord(using: context.catalog.gateWordsForLanguage) : ""
        let wordSize = ScreenKit.fittingSize(
            word, preferred: display.text(short ? 24 : 32), width: width, weight: .bold)
        nodes.append(
            Node.text(
                word, frame: Rect(x: left, y: y, width: width, height: wordSize * 1.4),
                style: TextStyle(size: wordSize, weight: .bold, color: ink)
            ).interactive(ParentalGateScreen.challengeID, label: word, role: .header))
        y += wordSize * 1.4 + 8
        let enabled = remaining == nil
        if short {
            // Four keys to a row, the typed digits stacked beside the keypad.
            let area = Rect(x: left, y: y, width: width - 64, height: size.height - y - Metrics.margin)
            let pad = keypad(columns: 4, in: area, enabled: enabled, display: display, context: context)
            nodes += pad.nodes
            nodes += enteredBoxes(
                frames: Layout.grid(
                    count: ParentalGate.answerLength, columns: 1, itemSize: Size(width: 52, height: 52),
                    spacing: Size(width: 8, height: 8), in: Rect(x: pad.maxX + 12, y: y, width: 52, height: area.height)
                ), palette: display.palette)
            return (nodes, titleFits && pad.maxY <= size.height)
        }
        let boxes = Layout.row(
            count: ParentalGate.answerLength, itemSize: Size(width: 56, height: 56), spacing: 10,
            in: Rect(x: size.width / 2 - 100, y: y, width: 200, height: 56))
        nodes += enteredBoxes(frames: boxes, palette: display.palette)
        y += 56 + 12
        let pad = keypad(
            columns: 3, in: Rect(x: left, y: y, width: width, height: size.height - y - Metrics.margin),
            enabled: enabled, display: display, context: context)
        return (nodes + pad.nodes, pad.maxY <= size.height)
    }

    /// Boxes showing the digits typed so far.
    private func enteredBoxes(frames: [Rect], palette: ParentPalette) -> [Node] {
        frames.enumerated().map { index, frame in
            let digit = index < gate.entered.count ? String(gate.entered[index]) : ""
            return .group([
                .rect(
                    frame, cornerRadius: 8, fill: palette.background, stroke: Stroke(color: palette.ink, width: 2)),
                .text(
                    digit, frame: frame, style: TextStyle(size: frame.height * 0.6, weight: .bold, color: palette.ink)),
            ])
        }
    }

    /// 1–9 and 0 with "Löschen", `columns` keys to a row, centred in `area`; its nodes, its right
    /// edge and its bottom.
    private func keypad(
        columns: Int, in area: Rect, enabled: Bool, display: ParentDisplay, context: ScreenContext
    ) -> (
        nodes: [Node], maxX: Double, maxY: Double
    ) {
        let gap = 8.0
        let rows = (11 + columns - 1) / columns
        let keyWidth = min(110, (area.width - Double(columns - 1) * gap) / Double(columns))
        let keyHeight = max(Metrics.childTarget, min(72, (area.height - Double(rows - 1) * gap) / Double(rows)))
        let padWidth = Double(columns) * keyWidth + Double(columns - 1) * gap
        let left = area.center.x - padWidth / 2
        func frame(_ index: Int) -> Rect {
            Rect(
                x: left + Double(index % columns) * (keyWidth + gap),
                y: area.minY + Double(index / columns) * (keyHeight + gap), width: keyWidth, height: keyHeight)
        }
        var nodes: [Node] = (1...9).map {
            key($0, frame: frame($0 - 1), enabled: enabled, display: display, context: context)
        }
        nodes.append(
            ParentKit.glyphButton(
                Glyphs.deleteBack(
                    in: frame(9).insetBy(dx: frame(9).width * 0.25, dy: frame(9).height * 0.2),
                    color: display.palette.ink),
                frame: frame(9), id: ParentalGateScreen.deleteID, label: context.text("parent.gate.delete"),
                enabled: enabled && !gate.entered.isEmpty, display: display))
        nodes.append(key(0, frame: frame(10), enabled: enabled, display: display, context: context))
        return (nodes, left + padWidth, frame(10).maxY)
    }

    private func key(_ digit: Int, frame: Rect, enabled: Bool, display: ParentDisplay, context: ScreenContext) -> Node {
        ParentKit.button(
            String(digit), frame: frame, id: .keypadKey(digit),
            label: context.text("parent.gate.a11y.key", .integer(digit)),
            enabled: enabled, display: display)
    }
}

/// What a grown-up opens the gate for.
enum GatePurpose: Sendable, Equatable {
    /// S-03, a new profile (from S-02 or S-04).
    case addProfile
    /// S-04 when switching profiles needs a grown-up (docs/app.md#sessions-daily-limits-and-the-gate).
    case switchProfile
    /// The parent side of S-16 for the profile at this index: more time today.
    case grantTime(profileIndex: Int)
    /// S-24, the subscription; "Zurück" there returns to `returnTo`.
    case subscription(returnTo: ScreenRequest)
    /// The parent area's dashboard (S-18), from the picker's grown-up button.
    case parentArea
}
