import Foundation
import ZKCore
import ZKStore

/// `zk.store.cachedEntitlement` as the JSON text kept in the device settings (docs/store.md#offline-and-a-moved-clock,
/// D-1011): ISO 8601 dates like the rest of `settings.json`, sorted keys.
enum CachedEntitlementText {
    enum Failure: Error {
        case unreadable(String)
    }

    static func encode(_ cache: CachedEntitlement) throws(Failure) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return String(decoding: try encoder.encode(cache), as: UTF8.self)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    static func decode(_ text: String) throws(Failure) -> CachedEntitlement {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        do {
            return try decoder.decode(CachedEntitlement.self, from: Data(text.utf8))
        } catch {
            throw .unreadable("\(error)")
        }
    }
}
