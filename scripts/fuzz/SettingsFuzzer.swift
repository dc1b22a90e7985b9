// libFuzzer entry for the settings decoder (scripts/fuzz.sh builds it with ZKCore and
// ZKPersistence). Input: the bytes of a settings.json, at most the 64 KiB the store reads.
// Decoding never traps; whatever decodes encodes again and decodes to the same settings.
import Foundation
import ZKPersistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count <= DeviceSettingsStore.maximumFileSize else { return 0 }
    let data = Data(bytes: start, count: count)
    guard let settings = DeviceSettingsStore.decode(data) else { return 0 }
    guard let encoded = DeviceSettingsStore.encode(settings), DeviceSettingsStore.decode(encoded) == settings else {
        abort()
    }
    return 0
}
