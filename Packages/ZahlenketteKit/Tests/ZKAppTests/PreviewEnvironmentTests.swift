import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore

/// The preview environment (spec 5.4.1) never touches the disk and starts where screenshots need it.
@MainActor @Suite struct PreviewEnvironmentTests {
    @Test func previewHasTwoChildrenAFixedMorningAndAnInMemoryStore() throws {
        let environment = try #require(
            AppBootstrap.preview(resources: ShippedContent.resources, timeZone: Berlin.timeZone))
        let profiles = try environment.store.profiles.profiles()
        #expect(profiles.map(\.level) == [.littleOnes, .vorschule])
        #expect(environment.clock.today == Berlin.day("2026-10-01"))
        #expect(environment.store.fileURL.path == "/dev/null")
        let model = AppModel(environment: environment, time: 0)
        _ = model.tick(time: 1.5, voicePlaying: false)
        #expect(model.screen == .profilePicker)
    }

    @Test func previewWithoutChildrenStartsAtTheWelcome() throws {
        let environment = try #require(
            AppBootstrap.preview(resources: ShippedContent.resources, children: 0, timeZone: Berlin.timeZone))
        let model = AppModel(environment: environment, time: 0)
        _ = model.tick(time: 1.5, voicePlaying: false)
        #expect(model.screen == .welcome)
    }
}
