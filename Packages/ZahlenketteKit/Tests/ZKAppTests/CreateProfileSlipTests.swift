import Foundation
import Testing
import ZKCore
import ZKDesignSystem
import ZKScene

@testable import ZKApp

/// Issue 19 on S-03: the nickname takes text only while it has the focus, the check mark without a
/// level points at the level cards, and back (or Escape) cancels to where the grown-up came from,
/// with adding still behind the gate.
@MainActor @Suite struct CreateProfileSlipTests {
    private func detailsPage() throws -> AppHarness {
        let app = try AppHarness()
        app.wait(1.5)
        app.tap(.welcomeStart)
        app.passGate()
        app.tap(.createProfileAvatar(0))
        return app
    }

    private func nickname(_ app: AppHarness) -> String {
        guard case .parent(.createProfile(let screen)) = app.model.destination else { return "" }
        return screen.form.nickname
    }

    /// The outline colour of a level card.
    private func outline(_ level: Level, _ scene: Scene) -> Color? {
        guard let card = scene.nodes.first(where: { $0.interaction?.id == .createProfileLevel(level) }),
            case .group(let group) = card.shape, case .rect(_, _, _, let stroke) = group.children.first?.shape
        else { return nil }
        return stroke?.color
    }

    @Test func spaceThatChoosesACardTypesNothingIntoTheNickname() throws {
        let app = try detailsPage()
        // The keyboard focus on a level card: the Space that chooses it also arrives as text.
        app.send(.focus(.createProfileLevel(.vorschule)))
        app.send(.text(" "))
        app.send(.text("a"))
        app.tap(.createProfileLevel(.vorschule))
        app.send(.text(" "))
        #expect(nickname(app).isEmpty)
        // Tapped, or reached with the keyboard, the field takes text.
        app.tap(.createProfileNickname)
        app.send(.text("Mia"))
        app.send(.focus(.createProfileConfirm))
        app.send(.text("x"))
        app.send(.deleteBackward)
        #expect(nickname(app) == "Mia")
        app.send(.focus(.createProfileNickname))
        app.send(.text(" B"))
        #expect(nickname(app) == "Mia B")
    }

    @Test func aPointerTapOnTheFieldWithItsPointFocusesItForTyping() throws {
        let app = try detailsPage()
        app.tap(.createProfileLevel(.littleOnes))
        let field = try #require(app.scene.element(.createProfileNickname))
        // A mouse or finger on the field arrives with its point (the field is adjustable).
        app.send(.input(.tapAt(.createProfileNickname, field.hitRegion.center)))
        app.send(.text("Mila"))
        #expect(nickname(app) == "Mila")
    }

    @Test func theCheckMarkWithoutALevelPointsAtTheLevelCards() throws {
        let app = try detailsPage()
        #expect(outline(.littleOnes, app.scene) == Palette.ink)
        app.tap(.createProfileConfirm)
        #expect(app.screen == .createProfile)
        #expect(app.model.isAnimating(at: app.time))
        #expect(outline(.littleOnes, app.scene) == Palette.accent)
        #expect(outline(.vorschule, app.scene) == Palette.accent)
        app.wait(3)
        #expect(!app.model.isAnimating(at: app.time))
        #expect(outline(.littleOnes, app.scene) == Palette.ink)
    }

    @Test func escapeOnEitherPageIsTheBackArrow() throws {
        let app = try AppHarness()
        app.wait(1.5)
        app.tap(.welcomeStart)
        app.passGate()
        #expect(app.scene.keyboard.escape == CreateProfileScreen.backID)
        app.tap(.createProfileAvatar(0))
        #expect(app.scene.keyboard.escape == CreateProfileScreen.backID)
    }

    @Test func backOnAFirstLaunchReturnsToTheWelcomeAndAddingAsksTheGateAgain() throws {
        let app = try detailsPage()
        app.tap(CreateProfileScreen.backID)
        #expect(app.screen == .welcome)
        #expect(try app.store.profiles.profiles().isEmpty)
        app.tap(.welcomeStart)
        #expect(app.screen == .parentalGate)
    }

    @Test func backFromAnAddedProfileReturnsToThePickerAndAddingAsksTheGateAgain() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        app.passGate()
        #expect(app.screen == .createProfile)
        app.tap(CreateProfileScreen.backID)
        #expect(app.screen == .profilePicker)
        #expect(try app.store.profiles.profiles().count == 1)
        app.tap(.addProfile)
        #expect(app.screen == .parentalGate)
    }
}
