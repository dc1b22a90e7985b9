/// Turns coding paths and decoding errors into JSON paths and readable messages.
enum JSONPath {
    static func string(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            if let index = key.intValue { return "\(path)[\(index)]" }
            return "\(path).\(key.stringValue)"
        }
    }

    /// The path and message of a decoding error.
    static func describe(_ error: DecodingError) -> (path: String, message: String) {
        switch error {
        case .typeMismatch(let type, let context):
            return (string(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (string(context.codingPath), "missing value of type \(type)")
        case .keyNotFound(let key, let context):
            return (string(context.codingPath + [key]), "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            let detail = context.debugDescription.split(separator: "\n").first.map(String.init) ?? "corrupted"
            return (string(context.codingPath), String(detail.prefix(200)))
        @unknown default:
            return ("$", "undecodable")
        }
    }
}
