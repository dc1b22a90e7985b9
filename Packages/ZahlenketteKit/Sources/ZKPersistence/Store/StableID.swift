import Foundation

/// Name-based IDs for rows whose identity is a natural key (a mastery cell, a ledger entry of a
/// source, a friend of a number). The same key gives the same UUID on every device and run, so
/// idempotent writes need no unique constraint and no random source (spec 7.2).
public enum StableID {
    /// A version-8 UUID from two FNV-1a 64-bit hashes of the namespace and parts, each passed
    /// through the SplitMix64 finalizer. Stored rows depend on these IDs: the function never
    /// changes once shipped (the schema fixture test pins it).
    public static func make(_ namespace: UUID, _ parts: String...) -> UUID {
        let text = ([UUIDText.format(namespace)] + parts).joined(separator: "|")
        let bytes = Array(text.utf8)
        let high = mix(fnv1a(bytes, basis: 0xCBF2_9CE4_8422_2325))
        let low = mix(fnv1a(bytes, basis: 0x8422_2325_CBF2_9CE4))
        var out = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            out[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            out[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        out[6] = (out[6] & 0x0F) | 0x80
        out[8] = (out[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7], out[8], out[9], out[10], out[11],
                out[12], out[13], out[14], out[15]
            ))
    }

    /// The nil UUID, namespace of rows that belong to no profile.
    public static let device = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// FNV-1a over `bytes` from `basis`. An index loop over the buffer, not `for byte in bytes`:
    /// the tests run a debug build, where the array's generic iterator cost more than the hash
    /// (docs/development.md#make-test).
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash = basis
            var index = 0
            while index < buffer.count {
                hash ^= UInt64(buffer[index])
                hash = hash &* 0x0000_0100_0000_01B3
                index += 1
            }
            return hash
        }
    }
}
