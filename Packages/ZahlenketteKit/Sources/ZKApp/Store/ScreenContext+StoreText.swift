import ZKContent
import ZKStore

extension ScreenContext {
    /// The German of a store text: its catalog key with the prices and dates the store module
    /// formatted (D-1007).
    func text(_ text: StoreText) -> String {
        let arguments = text.arguments.map { argument -> StringArgument in
            switch argument {
            case .text(let value): .text(value)
            case .integer(let value): .integer(value)
            }
        }
        return strings.lookup(text.key, arguments: arguments) ?? text.key
    }
}
