internal import CSDL2
import Foundation
import ZKScene

/// Finds the rounded sans (Comfortaa or Quicksand) through fontconfig, falls back to DejaVu Sans,
/// opens fonts per pixel size and measures text with them (docs/design-system.md#host-modes).
///
/// Sendable by a lock: every font lookup and every use of an SDL_ttf font happens while holding
/// `lock`, so measuring from any thread never races the renderer (DECISIONS D-0528).
public final class FontLibrary: TextMeasurer, @unchecked Sendable {
    public struct Faces: Equatable, Sendable {
        public var regular: String
        public var bold: String
    }

    public let faces: Faces
    private var fonts: [Key: OpaquePointer] = [:]
    private let lock = NSLock()

    struct Key: Hashable {
        let size: Int
        let weight: FontWeight
    }

    /// `override` (the `ZK_FONT` environment variable) names a font file; when it is missing the
    /// library logs and falls back like any missing font.
    public init(override: String? = ProcessInfo.processInfo.environment["ZK_FONT"]) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError("TTF_Init") }
        faces = FontLibrary.locate(override: override, exists: { FileManager.default.fileExists(atPath: $0) })
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// One installed face as fontconfig lists it.
    struct InstalledFace: Equatable {
        let families: [String]
        let styles: [String]
        let file: String
    }

    /// The font files to use: the override if it exists, else Comfortaa, Quicksand, DejaVu Sans,
    /// chosen from one fontconfig listing (`fc-list`).
    static func locate(
        override: String?, installed: [InstalledFace] = FontLibrary.fontconfigListing(), exists: (String) -> Bool
    ) -> Faces {
        if let override {
            if exists(override) { return Faces(regular: override, bold: override) }
            HostLog.warn("font \(override) is missing; using DejaVu Sans")
        } else {
            for family in ["Comfortaa", "Quicksand"] {
                if let regular = face(family, ["Regular", "Book"], in: installed, exists: exists) {
                    let bold = face(family, ["Bold"], in: installed, exists: exists) ?? regular
                    return Faces(regular: regular, bold: bold)
                }
            }
        }
        let regular =
            face("DejaVu Sans", ["Book", "Regular"], in: installed, exists: exists)
            ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let bold =
            face("DejaVu Sans", ["Bold"], in: installed, exists: exists)
            ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        return Faces(regular: regular, bold: exists(bold) ? bold : regular)
    }

    /// The file of `family` whose primary style is one of `styles`.
    static func face(
        _ family: String, _ styles: [String], in installed: [InstalledFace], exists: (String) -> Bool
    )
        -> String?
    {
        installed.first { entry in
            entry.families.first == family && styles.contains(entry.styles.first ?? "") && exists(entry.file)
        }?.file
    }

    /// Every installed face from one `fc-list` run; empty when fontconfig is absent.
    static func fontconfigListing() -> [InstalledFace] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
        process.arguments = ["-f", "%{family}|%{style}|%{file}\n"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { return nil }
            func list(_ text: String) -> [String] {
                text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            return InstalledFace(families: list(parts[0]), styles: list(parts[1]), file: parts[2])
        }
    }

    /// Runs `body` with the font at `pixelSize` while holding the lock; nil when even the fallback
    /// cannot be opened.
    func withFont<Result>(pixelSize: Int, weight: FontWeight, _ body: (OpaquePointer) -> Result) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        return font(pixelSize: pixelSize, weight: weight).map(body)
    }

    /// The font at `pixelSize`, opened once; the caller holds the lock.
    private func font(pixelSize: Int, weight: FontWeight) -> OpaquePointer? {
        let key = Key(size: max(1, pixelSize), weight: weight)
        if let font = fonts[key] { return font }
        let path = weight == .bold ? faces.bold : faces.regular
        guard let font = TTF_OpenFont(path, Int32(key.size)) else {
            HostLog.warn("font \(path) could not be opened: \(String(cString: SDL_GetError()))")
            return nil
        }
        fonts[key] = font
        return font
    }

    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        guard !string.isEmpty else { return 0 }
        let pixels = withFont(pixelSize: Int(size.rounded()), weight: weight) { font -> Int32? in
            var w: Int32 = 0
            var h: Int32 = 0
            return TTF_SizeUTF8(font, string, &w, &h) == 0 ? w : nil
        }
        guard let pixels = pixels ?? nil else { return 0 }
        return Double(pixels) * size / (size.rounded())
    }
}
