// libFuzzer entry for the journey script parser (scripts/fuzz.sh builds it together with
// ScriptCommand.swift and the host files it needs). Input: any bytes as script text. A parse
// never traps; an error names a line that exists; a parsed script keeps the order of its lines.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    switch ScriptParser.parse(text) {
    case .success(let commands):
        let numbers = commands.map(\.line)
        if numbers != numbers.sorted() || Set(numbers).count != numbers.count || (numbers.last ?? 0) > lines {
            abort()
        }
    case .failure(let error):
        if error.line < 1 || error.line > lines || error.message.isEmpty { abort() }
    }
    return 0
}
