internal import CSDL2

/// An SDL failure with SDL's own message (docs/development.md#style: SDL error codes become typed errors).
public struct SDLError: Error, CustomStringConvertible {
    public let operation: String
    public let message: String

    init(_ operation: String) {
        self.operation = operation
        self.message = String(cString: SDL_GetError())
    }

    public var description: String { "\(operation) failed: \(message)" }
}

/// Diagnostics go to stderr (the lint forbids print in product code).
public enum HostLog {
    public static func warn(_ message: String) {
        FileHandleWriter.standardError("zahlenkette: \(message)\n")
    }

    /// A fact worth one line when someone reads the log of a launch (where the voice came from).
    public static func info(_ message: String) {
        FileHandleWriter.standardError("zahlenkette: \(message)\n")
    }
}
