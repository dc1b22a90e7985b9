import Foundation

/// An sRGB colour with alpha. Screens take colours from the design tokens only
/// (docs/design-system.md#tokens-zkdesignsystemtokensswift).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`, opaque.
    public init(hex: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex))
    }

    /// `0xRRGGBB` with its own alpha.
    public init(hex: UInt32, alpha: UInt8) {
        self.init(hex: hex)
        self.alpha = alpha
    }

    /// The same colour with alpha scaled by `opacity` (0...1).
    public func withOpacity(_ opacity: Double) -> Color {
        let clamped = min(1, max(0, opacity))
        return Color(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * clamped).rounded()))
    }

    /// "#RRGGBB" (alpha is written separately by the SVG writer).
    public var hexString: String {
        "#" + [red, green, blue].map { Color.hexByte($0) }.joined()
    }

    public var description: String { alpha == 255 ? hexString : hexString + "@\(alpha)" }

    /// Relative luminance (WCAG 2.x), for contrast checks.
    public var luminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG contrast ratio between two opaque colours.
    public func contrast(with other: Color) -> Double {
        let a = luminance
        let b = other.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }
}
