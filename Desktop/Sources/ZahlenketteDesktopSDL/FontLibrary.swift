internal import CSDL2
import Foundation
import ZKScene

/// Finds the rounded sans (Comfortaa or Quicksand) through fontconfig, falls back to DejaVu Sans,
/// opens fonts per pixel size and measures text with them (architecture.md 6).
public final class FontLibrary: TextMeasurer, @unchecked Sendable {
    public struct Faces: Equatable, Sendable {
        public var regular: String
        public var bold: String
    }

    public let faces: Faces
    private var fonts: [Key: OpaquePointer] = [:]

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

    /// The font files to use: the override if it exists, else Comfortaa, Quicksand, DejaVu Sans.
    static func locate(override: String?, exists: (String) -> Bool) -> Faces {
        if let override {
            if exists(override) { return Faces(regular: override, bold: override) }
            HostLog.warn("font \(override) is missing; using DejaVu Sans")
            return dejaVu(exists: exists)
        }
        for family in ["Comfortaa", "Quicksand"] {
            if let regular = fcMatch("\(family):style=Regular", family: family), exists(regular) {
                let bold = fcMatch("\(family):style=Bold", family: family).flatMap { exists($0) ? $0 : nil } ?? regular
                return Faces(regular: regular, bold: bold)
            }
        }
        return dejaVu(exists: exists)
    }

    static func dejaVu(exists: (String) -> Bool) -> Faces {
        let regular =
            fcMatch("DejaVu Sans", family: "DejaVu Sans") ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let bold =
            fcMatch("DejaVu Sans:style=Bold", family: "DejaVu Sans")
            ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        return Faces(regular: regular, bold: exists(bold) ? bold : regular)
    }

    /// Asks fontconfig for a file; nil when fc-match is absent or answers with another family.
    static func fcMatch(_ pattern: String, family: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["-f", "%{family}|%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let parts = text.split(separator: "|", maxSplits: 1).map(String.init)
        guard parts.count == 2,
            parts[0].split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == family })
        else { return nil }
        return parts[1]
    }

    /// The font at `pixelSize`; nil when even the fallback cannot be opened.
    func font(pixelSize: Int, weight: FontWeight) -> OpaquePointer? {
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
        guard !string.isEmpty, let font = font(pixelSize: Int(size.rounded()), weight: weight) else { return 0 }
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(font, string, &w, &h) == 0 else { return 0 }
        return Double(w) * size / (size.rounded())
    }
}
