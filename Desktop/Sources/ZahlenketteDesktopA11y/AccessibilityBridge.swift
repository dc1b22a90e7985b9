internal import CAtkBridge
import ZKCore
import ZKScene

/// The desktop's AT-SPI bridge (docs/usability.md#the-desktop-bridge, D-0413): it mirrors the
/// portable `AccessibleTree` of the screen shown into ATK objects, which atk-bridge hands to AT-SPI,
/// says the announcements, and hands presses from assistive technology back to the host's loop.
/// Started only when assistive technology listens (`AccessibilitySwitch`), so it costs nothing
/// otherwise.
@MainActor
public final class AccessibilityBridge {
    /// The ATK object of each element shown, by identifier.
    private var objects: [A11yID: OpaquePointer] = [:]
    /// The identifier behind each key the C side reports a press with. An object keeps its key
    /// for life, so a press queued before the next frame still finds its element (or nothing).
    private var keys: [Int32: A11yID] = [:]
    private var nextKey: Int32 = 0
    private var actions: [A11yID: AccessibleAction] = [:]
    private var mirrored: (tree: AccessibleTree, scale: Double)?
    /// The generation of each tree mirrored lately: a press is chosen on one of them and carries
    /// its generation, so the host can tell whether the screen moved on since (D-1223).
    private var generation: Int32 = 0
    private var recent: [Int32: AccessibleTree] = [:]
    /// How many trees back a waiting press may have been chosen on: a press waits a frame at most,
    /// so older ones are dropped.
    static let recentTrees: Int32 = 8

    private init() {}

    /// Starts the bridge: the application and its window appear to AT-SPI, and a thread of the
    /// bridge answers assistive technology from now on (D-0416). `wake` is called on that thread
    /// when an element was pressed, to wake the host's loop. Nil when atk-bridge cannot reach the
    /// accessibility bus.
    public static func start(
        applicationName: String, windowTitle: String, wake: @convention(c) () -> Void
    ) -> AccessibilityBridge? {
        zk_atk_start(applicationName, windowTitle, wake) == 0 ? AccessibilityBridge() : nil
    }

    /// Runs `body` while the bridge's thread does not read the objects.
    private func locked<T>(_ body: () -> T) -> T {
        zk_atk_lock()
        defer { zk_atk_unlock() }
        return body()
    }

    /// The window's place on the screen, in window points, and whether it is the active window.
    public func window(x: Int, y: Int, width: Int, height: Int, active: Bool) {
        locked { zk_atk_set_window(Int32(x), Int32(y), Int32(width), Int32(height), active ? 1 : 0) }
    }

    /// Makes the window's children the nodes of `tree`; `scale` maps layout points to window
    /// points. Objects are kept by identifier, so a screen that only moved on (the focus, a tile
    /// enabled) tells just that; a new screen is then announced by its title.
    public func mirror(_ tree: AccessibleTree, scale: Double) {
        guard mirrored?.tree != tree || mirrored?.scale != scale else { return }
        locked { replace(with: tree, scale: scale) }
    }

    private func replace(with tree: AccessibleTree, scale: Double) {
        let previous = mirrored?.tree
        mirrored = (tree, scale)
        generation &+= 1
        recent[generation] = tree
        recent[generation &- AccessibilityBridge.recentTrees] = nil
        zk_atk_set_generation(generation)
        var next: [A11yID: OpaquePointer] = [:]
        var order: [OpaquePointer?] = []
        actions = [:]
        for node in tree.nodes {
            actions[node.id] = node.action
            let object: OpaquePointer
            if let existing = objects[node.id] {
                object = existing
            } else {
                guard let made = zk_atk_node_new(nextKey, node.id.rawValue) else { continue }
                keys[nextKey] = node.id
                nextKey += 1
                object = made
            }
            let bounds = node.bounds
            zk_atk_node_update(
                object, node.name, AccessibilityBridge.role(node.role), UInt32(node.states.rawValue),
                bounds.minX * scale, bounds.minY * scale, bounds.width * scale, bounds.height * scale,
                node.action == nil ? 0 : 1)
            next[node.id] = object
            order.append(object)
        }
        order.withUnsafeBufferPointer { buffer in
            zk_atk_set_children(buffer.baseAddress, Int32(buffer.count))
        }
        for (id, object) in objects where next[id] == nil { zk_atk_node_release(object) }
        keys = keys.filter { next[$0.value] != nil }
        objects = next
        if let title = tree.announcement(since: previous) { announce([title]) }
    }

    /// Says each sentence once (a star earned, a round's end; docs/usability.md#announcements).
    public func announce(_ sentences: [String]) {
        guard !sentences.isEmpty else { return }
        locked {
            for sentence in sentences { zk_atk_announce(sentence) }
        }
    }

    /// The next element assistive technology pressed, with what the press does and the tree it
    /// was chosen on (nil when that tree is long gone), or nil.
    public func nextPress() -> AccessiblePress? {
        while true {
            var chosenOn: Int32 = 0
            let key = locked { zk_atk_next_action(&chosenOn) }
            guard key >= 0 else { return nil }
            guard let id = keys[key], let action = actions[id] else { continue }
            return AccessiblePress(id: id, action: action, chosenOn: recent[chosenOn])
        }
    }

    /// The next element assistive technology gave the focus to, or nil.
    public func nextFocus() -> A11yID? {
        while true {
            let key = locked { zk_atk_next_focus() }
            guard key >= 0 else { return nil }
            guard let id = keys[key] else { continue }
            return id
        }
    }

    static func role(_ role: AccessibleRole) -> Int32 {
        switch role {
        case .heading: Int32(ZK_ATK_ROLE_HEADING)
        case .pushButton: Int32(ZK_ATK_ROLE_PUSH_BUTTON)
        case .image: Int32(ZK_ATK_ROLE_IMAGE)
        case .slider: Int32(ZK_ATK_ROLE_SLIDER)
        case .canvas: Int32(ZK_ATK_ROLE_CANVAS)
        case .scrollPane: Int32(ZK_ATK_ROLE_SCROLL_PANE)
        case .list: Int32(ZK_ATK_ROLE_LIST)
        case .text: Int32(ZK_ATK_ROLE_TEXT)
        }
    }
}
