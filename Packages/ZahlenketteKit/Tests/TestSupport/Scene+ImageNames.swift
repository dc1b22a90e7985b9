import ZKScene

extension Scene {
    /// The names of the pictures the scene draws, in drawing order.
    public var imageNames: [String] {
        func walk(_ node: Node) -> [String] {
            switch node.shape {
            case .image(let name, _): [name]
            case .group(let group): group.children.flatMap(walk)
            default: []
            }
        }
        return nodes.flatMap(walk)
    }
}
