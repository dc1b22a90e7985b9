import ZKApp
import ZKDesignSystem
import ZKScene

/// Every design-system component at once (`--gallery`, `--screen gallery`); a developer tool.
public final class GalleryScreen: HostScreen {
    public let name = "gallery"
    let labels: GalleryLabels

    public init(labels: GalleryLabels) {
        self.labels = labels
    }

    public func scene(size: Size, time: Double) -> Scene {
        ComponentGallery.scene(size: size, labels: labels)
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        switch intent {
        case .input(.tap(let id)): HostResponse(events: [HostEvent("tap", [.init("id", id.rawValue)])])
        default: HostResponse()
        }
    }
}
