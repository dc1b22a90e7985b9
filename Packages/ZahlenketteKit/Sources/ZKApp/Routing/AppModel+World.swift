/// The child's world (the shop, the garden, a round's end) through `WorldFlow`
/// (docs/app.md#flows).
extension AppModel {
    var world: WorldFlow { WorldFlow(environment: environment) }

    /// Performs what a world screen asked for on the child's session.
    func worldStep(_ effect: WorldEffect, time: Double) -> AppOutput {
        let shown = state.childPlace
        return inChild(time: time) { world.perform(effect, &$0, shown: shown, time: time) }
    }
}
