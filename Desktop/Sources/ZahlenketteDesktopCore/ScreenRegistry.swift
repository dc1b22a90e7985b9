import ZKCore
import ZKDesignSystem
import ZKScene

/// Maps screen keys to screen factories. The host registers `gallery` and `demo`; the app-shell
/// issue registers S01…S27 through `register(_:make:)` without touching the host.
@MainActor
public final class ScreenRegistry {
    public typealias Factory = @MainActor (_ fixture: ScreenFixture) -> any HostScreen

    private var factories: [String: Factory] = [:]
    private var order: [String] = []

    public init() {}

    /// Normalizes a key: screen codes in any spelling ("S-05", "s05") become "S05".
    public static func normalize(_ key: String) -> String {
        ScreenID(code: key)?.rawValue ?? key.lowercased()
    }

    public func register(_ key: String, make: @escaping Factory) {
        let normalized = ScreenRegistry.normalize(key)
        if factories[normalized] == nil { order.append(normalized) }
        factories[normalized] = make
    }

    public func register(_ screen: ScreenID, make: @escaping Factory) {
        register(screen.rawValue, make: make)
    }

    public var keys: [String] { order }

    public func make(_ key: String, fixture: ScreenFixture = ScreenFixture()) -> Result<any HostScreen, ArgumentError> {
        let normalized = ScreenRegistry.normalize(key)
        guard let factory = factories[normalized] else {
            let known = order.joined(separator: ", ")
            if ScreenID(code: key) != nil {
                return .failure(
                    ArgumentError("The screen \(normalized) is not built yet; the screens available are \(known)."))
            }
            return .failure(ArgumentError("\"\(key)\" is not a screen; the screens available are \(known)."))
        }
        return .success(factory(fixture))
    }

    /// The host's own screens: the component gallery and the demo task.
    public static func standard(labels: GalleryLabels = DeveloperLabels.gallery) -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("gallery") { _ in GalleryScreen(labels: labels) }
        registry.register("demo") { fixture in DemoTaskScreen(fixture: fixture.name) }
        return registry
    }
}
