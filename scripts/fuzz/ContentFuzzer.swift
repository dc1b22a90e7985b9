// libFuzzer entry for the content loader (scripts/fuzz-content.sh builds and runs it).
// Input: first byte picks which shipped content file is replaced, the rest is that file's bytes.
// Every other file is the shipped one, so each run exercises the whole loader with one hostile file.
import Foundation
import ZKContent

private let shipped: InMemoryContentSource = {
    let folder = ProcessInfo.processInfo.environment["ZK_CONTENT_DIR"] ?? "Resources/Content"
    return InMemoryContentSource(copying: URL(fileURLWithPath: folder))
}()

private let paths = shipped.files.keys.sorted()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContent(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0, !paths.isEmpty else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let path = paths[Int(bytes[0]) % paths.count]
    var source = shipped
    source.files[path] = Data(bytes.dropFirst())
    let store = ContentLoader.load(from: source, localeIdentifier: "de")
    // A file that is not JSON any more must be reported; anything else is a finding.
    if (try? JSONSerialization.jsonObject(with: Data(bytes.dropFirst()))) == nil,
        store.validationReport.problems(in: path).isEmpty
    {
        abort()
    }
    return 0
}
