import Foundation
import Testing
import ZKScene

/// The one golden helper: a scene as SVG text (docs/development.md#style: readable goldens)
/// compared with `Fixtures/<name>.svg` in the source folder of the calling test file.
/// `ZK_UPDATE_GOLDENS=1` rewrites the files there instead; review the diff before committing it.
public enum Golden {
    /// Whether this run records goldens instead of checking them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1"
    }

    /// The `Fixtures` folder next to the test file at `filePath`.
    public static func fixtures(_ filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    public static func check(
        _ scene: Scene, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(text: SVGWriter().svg(scene), named: "\(name).svg", filePath: filePath, sourceLocation: sourceLocation)
    }

    /// Compares any text golden (an SVG, a plan as JSON) with `Fixtures/<file>`.
    public static func check(
        text: String, named file: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = fixtures(filePath)
        let url = folder.appendingPathComponent(file)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden \(file) is missing; run with ZK_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(text == String(decoding: data, as: UTF8.self), "\(file) differs", sourceLocation: sourceLocation)
    }
}
