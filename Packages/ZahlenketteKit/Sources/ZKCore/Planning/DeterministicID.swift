import Foundation

/// IDs drawn from the plan's random source, so equal seeds give byte-identical plans
/// (docs/development.md#randomness-and-ids).
public enum DeterministicID {
    /// A version-4 UUID from two draws: the first fills bytes 0–7, the second bytes 8–15, both
    /// big-endian; then the version and variant bits are set as RFC 9562 requires.
    public static func roundID(using generator: inout some RandomNumberGenerator) -> UUID {
        let high = generator.next()
        let low = generator.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return uuid(from: bytes)
    }

    /// The ID of task `index` (0-based): the round ID with bytes 14–15, read as a big-endian
    /// UInt16, XORed with `index + 1`.
    public static func taskID(roundID: UUID, index: Int) -> UUID {
        var bytes = bytesOf(roundID)
        let mask = UInt16(truncatingIfNeeded: index + 1)
        bytes[14] ^= UInt8(truncatingIfNeeded: mask >> 8)
        bytes[15] ^= UInt8(truncatingIfNeeded: mask)
        return uuid(from: bytes)
    }

    static func bytesOf(_ id: UUID) -> [UInt8] {
        let u = id.uuid
        return [
            u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15,
        ]
    }

    static func uuid(from b: [UInt8]) -> UUID {
        UUID(
            uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])
        )
    }
}
