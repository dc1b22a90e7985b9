import Foundation
import ZKApp
import ZKScene

/// The window's screen when the app cannot start: the app's calm fallback, nothing to tap.
@MainActor
public final class LaunchFailureScreen: HostScreen {
    public let name = "S01"
    let resources: URL?

    public init(resources: URL?) {
        self.resources = resources
    }

    public func scene(size: Size, time: Double) -> Scene {
        LaunchFallback.scene(size: size, resources: resources)
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        HostResponse()
    }
}
