import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// ISO 8601 read to the whole second, as `JSONEncoder`'s `.iso8601` writes it (D-1134).
    ///
    /// Linux's `.iso8601` reading also takes a fraction of a second ("07:00:00.5Z", which the app
    /// never writes; macOS refuses it) while the writer drops it, so a value read from such a file
    /// would differ from the file after the next write. Rounding down, as the writer does (for
    /// dates before 2001 too), makes whatever is read write back unchanged.
    public static var iso8601WholeSeconds: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = try? Date.ISO8601FormatStyle().parse(container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO 8601 date")
            }
            return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))
        }
    }
}
