import Testing
import ZKCore

@testable import ZKScene

/// The accessible tree a screen reader meets (docs/usability.md#the-accessible-tree).
struct AccessibleTreeTests {
    let size = Size(width: 400, height: 300)

    func scene(_ nodes: [Node]) -> Scene {
        Scene(size: size, background: Color(hex: 0xFFFFFF), nodes: nodes)
    }

    func root(_ screen: ScreenID, _ title: String) -> Node {
        Node.rect(Rect(x: 0, y: 0, width: 400, height: 300), fill: nil)
            .interactive(.root(screen), label: title, role: .header)
    }

    func tile(_ id: A11yID, x: Double, y: Double, label: String, enabled: Bool = true, selected: Bool = false) -> Node {
        Node.rect(Rect(x: x, y: y, width: 80, height: 80), fill: Color(hex: 0xEEEEEE))
            .interactive(id, label: label, isEnabled: enabled, isSelected: selected)
    }

    @Test func theScreensTitleComesFirstThenTheControlsInReadingOrder() {
        let tree = AccessibleTree(
            scene: scene([
                tile(.answer(2), x: 200, y: 100, label: "zwei"),
                tile(.answer(3), x: 10, y: 200, label: "drei"),
                root(.gameContainer, "Wie viele?"),
                tile(.answer(1), x: 10, y: 100, label: "eins"),
            ]), focused: nil)
        #expect(tree.title == "Wie viele?")
        #expect(tree.nodes.map(\.name) == ["Wie viele?", "eins", "zwei", "drei"])
        #expect(tree.nodes.map(\.role) == [.heading, .pushButton, .pushButton, .pushButton])
    }

    @Test func statesSayWhatCanBePressedWhatHasTheFocusAndWhatIsChosen() {
        let tree = AccessibleTree(
            scene: scene([
                root(.createProfile, "Neues Kind"),
                tile(.answer(1), x: 10, y: 10, label: "eins", selected: true),
                tile(.answer(2), x: 110, y: 10, label: "zwei"),
                tile(.answer(3), x: 210, y: 10, label: "drei", enabled: false),
                tile(.answer(4), x: 500, y: 10, label: "vier"),
            ]), focused: .answer(2))
        let one = tree.node(.answer(1))?.states ?? []
        let two = tree.node(.answer(2))?.states ?? []
        let three = tree.node(.answer(3))?.states ?? []
        let four = tree.node(.answer(4))?.states ?? []
        #expect(one == [.enabled, .focusable, .selected, .showing])
        #expect(two == [.enabled, .focusable, .focused, .showing])
        #expect(three == [.showing])
        #expect(!four.contains(.showing))
        #expect(tree.focused?.id == .answer(2))
        #expect(tree.node(.root(.createProfile))?.states.contains(.focusable) == false)
    }

    @Test func aPressDoesWhatTheSpaceKeyDoesOnTheElement() {
        let house = Node.circle(center: Point(x: 40, y: 40), radius: 30, fill: nil)
            .interactive(.gameHome, label: "Nach Hause", holds: true)
        let numeral = Node.rect(Rect(x: 100, y: 0, width: 200, height: 200), fill: nil)
            .interactive(.speaker, label: "Die Fünf", role: .drawable)
        let picture = Node.image("star", frame: Rect(x: 0, y: 200, width: 50, height: 50))
            .interactive(.roundEndHome, label: "2 Sterne gesammelt", role: .image)
        let tree = AccessibleTree(
            scene: scene([house, numeral, picture, tile(.answer(1), x: 300, y: 200, label: "eins")]), focused: nil)
        #expect(tree.node(.gameHome)?.action == .hold)
        #expect(tree.node(.speaker)?.action == .pressWithoutTap)
        #expect(tree.node(.roundEndHome)?.action == nil)
        #expect(tree.node(.answer(1))?.action == .press)
        #expect(tree.node(.speaker)?.role == .canvas)
        #expect(tree.node(.roundEndHome)?.role == .image)
    }

    @Test func boundsAreWhereATapLandsInSceneCoordinates() {
        let inner = tile(.answer(1), x: 10, y: 10, label: "eins")
        let tree = AccessibleTree(scene: scene([.group([inner], offset: Point(x: 100, y: 50))]), focused: nil)
        #expect(tree.node(.answer(1))?.bounds == Rect(x: 110, y: 60, width: 80, height: 80))
    }

    @Test func aNewScreenOrANewTitleIsAnnouncedButTheSameScreenMovingOnIsNot() {
        let welcome = AccessibleTree(scene: scene([root(.welcome, "Willkommen")]), focused: nil)
        let welcomeFocused = AccessibleTree(
            scene: scene([root(.welcome, "Willkommen"), tile(.welcomeStart, x: 10, y: 10, label: "Los geht's")]),
            focused: .welcomeStart)
        let timesUpChild = AccessibleTree(scene: scene([root(.timesUp, "Für heute ist Schluss")]), focused: nil)
        let timesUpParent = AccessibleTree(scene: scene([root(.timesUp, "Für Erwachsene")]), focused: nil)
        #expect(welcome.announcement(since: nil) == "Willkommen")
        #expect(welcomeFocused.announcement(since: welcome) == nil)
        #expect(timesUpChild.announcement(since: welcomeFocused) == "Für heute ist Schluss")
        #expect(timesUpParent.announcement(since: timesUpChild) == "Für Erwachsene")
    }

    @Test func blankNamesAreFoundAndARepeatedIdentifierKeepsItsFirstElement() {
        let tree = AccessibleTree(
            scene: scene([
                tile(.answer(1), x: 10, y: 10, label: "eins"),
                tile(.answer(1), x: 110, y: 10, label: "noch eins"),
                tile(.answer(2), x: 210, y: 10, label: " "),
            ]), focused: nil)
        #expect(tree.nodes.count == 2)
        #expect(tree.node(.answer(1))?.name == "eins")
        #expect(tree.unnamed.map(\.id) == [.answer(2)])
        #expect(tree.title.isEmpty)
        #expect(tree.announcement(since: nil) == nil)
    }

    @Test func wordsNoElementSpeaksForAreReadAsTextInReadingOrder() {
        let style = TextStyle(size: 18, color: Color(hex: 0))
        let paragraph = Node.text(
            "Diese Woche: 12 Aufgaben", frame: Rect(x: 10, y: 100, width: 300, height: 30), style: style)
        let numeral = Node.text("7", frame: Rect(x: 20, y: 220, width: 60, height: 60), style: style)
        let inList = Node.text("Zuletzt geübt", frame: Rect(x: 10, y: 150, width: 300, height: 30), style: style)
        let list = Node.rect(Rect(x: 0, y: 140, width: 400, height: 60), fill: nil)
            .interactive(.speaker, label: "Seite verschieben", role: .list, audience: .parent)
        let tree = AccessibleTree(
            scene: scene([
                root(.parentDashboard, "Übersicht"), list, inList, paragraph,
                tile(.answer(7), x: 10, y: 210, label: "Zahl sieben"), numeral,
            ]), focused: nil)
        #expect(
            tree.nodes.map(\.name) == [
                "Übersicht", "Diese Woche: 12 Aufgaben", "Zuletzt geübt", "Seite verschieben", "Zahl sieben",
            ])
        let words = tree.nodes(named: "Diese Woche: 12 Aufgaben").first
        #expect(words?.role == .text && words?.action == nil && words?.states == [.enabled, .showing])
        #expect(words?.id.rawValue == "S18.text.1")
        #expect(AccessibleTree(scene: scene([paragraph]), focused: nil).nodes.isEmpty)
    }
}

/// A press from a screen reader is carried out later, from the host's loop: it applies only while the
/// screen still reads as it did when the listener chose it (D-1223).
struct AccessiblePressTests {
    let test = AccessibleTreeTests()

    func task(_ progress: String, picture: String, tiles: [Int], enabled: Bool = true) -> AccessibleTree {
        var nodes = [
            test.root(.gameContainer, "Wie viele?"),
            Node.rect(Rect(x: 10, y: 10, width: 100, height: 20), fill: nil)
                .interactive(A11yID(.gameContainer, "progress"), label: progress, role: .image),
            Node.rect(Rect(x: 120, y: 10, width: 200, height: 80), fill: nil)
                .interactive(.gameElement(.wieViele, "quantity"), label: picture, role: .image),
        ]
        for (index, number) in tiles.enumerated() {
            nodes.append(
                test.tile(
                    .answer(number), x: 10 + 90 * Double(index), y: 200, label: "Zahl \(number)", enabled: enabled))
        }
        return AccessibleTree(scene: test.scene(nodes), focused: nil)
    }

    @Test func aPressChosenOnOneTaskNeverLandsOnTheNextTasksTileWithTheSameID() {
        let first = task("Aufgabe 1 von 4", picture: "Zum Zählen: Ente, Ente.", tiles: [1, 2, 3])
        let next = task("Aufgabe 2 von 4", picture: "Zum Zählen: Ente, Ente, Ente.", tiles: [1, 2, 3])
        #expect(first.keepsPress(on: .answer(2), chosenOn: first))
        #expect(!next.keepsPress(on: .answer(2), chosenOn: first))
        // The same picture with new words around it (the next task of the same number) is new too.
        let again = task("Aufgabe 2 von 4", picture: "Zum Zählen: Ente, Ente.", tiles: [1, 2, 3])
        #expect(!again.keepsPress(on: .answer(2), chosenOn: first))
    }

    @Test func theFocusAndTheStatesMovingOnKeepThePress() {
        let waiting = task("Aufgabe 1 von 4", picture: "Zum Zählen: Ente.", tiles: [1, 2, 3], enabled: false)
        let answering = task("Aufgabe 1 von 4", picture: "Zum Zählen: Ente.", tiles: [1, 2, 3])
        let focused = AccessibleTree(
            scene: test.scene([
                test.root(.gameContainer, "Wie viele?"),
                Node.rect(Rect(x: 10, y: 10, width: 100, height: 20), fill: nil)
                    .interactive(A11yID(.gameContainer, "progress"), label: "Aufgabe 1 von 4", role: .image),
                Node.rect(Rect(x: 120, y: 10, width: 200, height: 80), fill: nil)
                    .interactive(.gameElement(.wieViele, "quantity"), label: "Zum Zählen: Ente.", role: .image),
                test.tile(.answer(1), x: 10, y: 200, label: "Zahl 1"),
                test.tile(.answer(2), x: 100, y: 200, label: "Zahl 2"),
                test.tile(.answer(3), x: 190, y: 200, label: "Zahl 3"),
            ]), focused: .answer(1))
        #expect(answering.keepsPress(on: .answer(1), chosenOn: waiting))
        #expect(focused.keepsPress(on: .answer(1), chosenOn: answering))
    }

    @Test func wordsTheLastPressWroteKeepTheNextPressOnTheSameScreen() {
        // The gate: a digit typed shows in a box (a word, no element); the next digit still lands.
        func gate(typed: String) -> AccessibleTree {
            AccessibleTree(
                scene: test.scene([
                    test.root(.parentalGate, "Für Eltern"),
                    test.tile(.keypadKey(4), x: 10, y: 100, label: "Ziffer 4"),
                    test.tile(.keypadKey(2), x: 100, y: 100, label: "Ziffer 2"),
                    .text(
                        typed, frame: Rect(x: 10, y: 10, width: 100, height: 40),
                        style: TextStyle(size: 20, color: Color(hex: 0x111111))),
                ]), focused: nil)
        }
        #expect(gate(typed: "4").keepsPress(on: .keypadKey(2), chosenOn: gate(typed: "-")))
    }

    @Test func aPressOnAnElementThatLeftOrCannotBePressedIsDropped() {
        let tiles = task("Aufgabe 1 von 4", picture: "Zum Zählen: Ente.", tiles: [1, 2, 3])
        let fewer = task("Aufgabe 1 von 4", picture: "Zum Zählen: Ente.", tiles: [1, 2])
        #expect(!fewer.keepsPress(on: .answer(3), chosenOn: tiles))
        #expect(!fewer.keepsPress(on: .answer(1), chosenOn: tiles))
        // The picture is read, never pressed.
        #expect(!tiles.keepsPress(on: .gameElement(.wieViele, "quantity"), chosenOn: tiles))
        // Another screen with the same words is another screen.
        let other = AccessibleTree(
            scene: test.scene([
                test.root(.gamePicker, "Wie viele?"), test.tile(.answer(1), x: 10, y: 200, label: "Zahl 1"),
            ]),
            focused: nil)
        let same = AccessibleTree(
            scene: test.scene([
                test.root(.gameContainer, "Wie viele?"), test.tile(.answer(1), x: 10, y: 200, label: "Zahl 1"),
            ]),
            focused: nil)
        #expect(!other.keepsPress(on: .answer(1), chosenOn: same))
    }
}
