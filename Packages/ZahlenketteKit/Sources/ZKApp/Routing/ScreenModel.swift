import ZKCore
import ZKScene

/// One screen: its model, its scene, and how it answers intents and time with effects. A new
/// screen is one file conforming to this plus one case in the destination of its part of the app
/// (`EntryDestination`, `ChildDestination` or `ParentDestination`).
@MainActor
protocol ScreenModel {
    var screenID: ScreenID { get }
    /// The screen wrapped as the app's current destination.
    var destination: Destination { get }
    func scene(_ context: ScreenContext) -> Scene
    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect]
    mutating func tick(_ context: ScreenContext) -> [AppEffect]
    func isAnimating(_ context: ScreenContext) -> Bool
}

extension ScreenModel {
    mutating func tick(_ context: ScreenContext) -> [AppEffect] { [] }

    func isAnimating(_ context: ScreenContext) -> Bool { false }
}
