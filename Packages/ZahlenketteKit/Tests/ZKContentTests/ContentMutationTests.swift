import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Deterministic mutation testing of the shipped files (spec: content fuzzing never crashes the
/// loader). Each mutant changes one file; the loader must return, and a mutant that is no longer
/// JSON must be reported against that file.
@Suite("Content mutations")
struct ContentMutationTests {
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
    static let mutantsPerSeed = 550

    @Test(arguments: seeds)
    func mutantsNeverCrashAndAreReported(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let paths = ShippedContent.files.files.keys.sorted()
        var reported = 0
        for _ in 0..<Self.mutantsPerSeed {
            guard let path = rng.pick(from: paths), let original = ShippedContent.files.files[path] else { continue }
            let mutant = Mutator.mutate(original, rng: &rng)
            // The mutated file plus the manifest: the loader runs every stage, quickly.
            var files = ["manifest.json": ShippedContent.files.files["manifest.json"] ?? Data()]
            files[path] = mutant
            let store = ContentLoader.load(from: InMemoryContentSource(files: files), localeIdentifier: "de")
            let problems = store.validationReport.problems(in: path)
            if (try? JSONSerialization.jsonObject(with: mutant)) == nil {
                #expect(!problems.isEmpty, "unreported broken mutant of \(path)")
            }
            for game in ShippedContent.games where store.isGameAvailable(game) {
                #expect(store.validationReport.problems(in: "games/\(game.rawValue).json").isEmpty)
            }
            if !problems.isEmpty { reported += 1 }
        }
        // Most mutations break something; a loader that reports nothing is not validating.
        #expect(reported > Self.mutantsPerSeed / 2)
    }

    @Test func theWholeSetSurvivesMutantsOfEveryFile() {
        var rng = SplitMix64(seed: 0xA11_F11E5)
        for path in ShippedContent.files.files.keys.sorted() {
            guard let original = ShippedContent.files.files[path] else { continue }
            let mutant = Mutator.mutate(original, rng: &rng)
            let store = ContentLoader.load(from: ShippedContent.replacing(path, with: mutant), localeIdentifier: "de")
            if mutant != original, (try? JSONSerialization.jsonObject(with: mutant)) == nil {
                #expect(!store.validationReport.isClean, "\(path)")
            }
        }
    }
}

/// Byte-level and JSON-aware mutations drawn from one SplitMix64.
enum Mutator {
    static func mutate(_ data: Data, rng: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return Data([0x7B]) }
        switch rng.nextInt(below: 10) {
        case 0:  // flip one byte
            let index = rng.nextInt(below: bytes.count)
            bytes[index] ^= UInt8(truncatingIfNeeded: 1 + rng.nextInt(below: 255))
        case 1:  // truncate
            bytes = Array(bytes.prefix(rng.nextInt(below: bytes.count)))
        case 2:  // delete a range
            let start = rng.nextInt(below: bytes.count)
            let length = 1 + rng.nextInt(below: 64)
            bytes.removeSubrange(start..<min(bytes.count, start + length))
        case 3:  // insert random bytes
            let start = rng.nextInt(below: bytes.count)
            let noise = (0..<(1 + rng.nextInt(below: 16))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            bytes.insert(contentsOf: noise, at: start)
        case 4:  // duplicate a range
            let start = rng.nextInt(below: bytes.count)
            let end = min(bytes.count, start + 1 + rng.nextInt(below: 200))
            bytes.insert(contentsOf: bytes[start..<end], at: end)
        default:
            return structural(data, rng: &rng) ?? Data(bytes.reversed())
        }
        return Data(bytes)
    }

    /// Replaces one value somewhere in the JSON tree with a hostile one.
    static func structural(_ data: Data, rng: inout SplitMix64) -> Data? {
        guard let root = try? JSONSerialization.jsonObject(with: data) else { return nil }
        let mutated = mutateValue(root, depth: 0, rng: &rng)
        return try? JSONSerialization.data(withJSONObject: mutated)
    }

    static var hostile: [Any] {
        [
            -1, 0, 21, 999_999_999, 1e300, -0.5, "", "💥", "../x", [Any](), [String: Any](), NSNull(), true, [1, 1, 1],
            String(repeating: "a", count: 5_000),
        ]
    }

    private static func mutateValue(_ value: Any, depth: Int, rng: inout SplitMix64) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let keys = object.keys.sorted()
            let key = keys[rng.nextInt(below: keys.count)]
            switch rng.nextInt(below: 4) {
            case 0: object.removeValue(forKey: key)
            case 1: object[key] = hostile[rng.nextInt(below: hostile.count)]
            default: object[key] = mutateValue(object[key] ?? NSNull(), depth: depth + 1, rng: &rng)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = rng.nextInt(below: array.count)
            switch rng.nextInt(below: 4) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            default: array[index] = mutateValue(array[index], depth: depth + 1, rng: &rng)
            }
            return array
        }
        return hostile[rng.nextInt(below: hostile.count)]
    }
}
