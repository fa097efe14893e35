public import HaapiGraphics
import Foundation
public import HaapiScreenKit

/// WCAG 2 contrast between colours: relative luminance and contrast ratio.
///
/// ```swift
/// WCAGContrast.ratio(ThemeColor(hex: "#1A1A1A")!, on: ThemeColor(hex: "#FFFFFF")!)   // 17.4
/// ```
public enum WCAGContrast {
    /// The least ratio WCAG 2 AA asks of normal text: 4.5.
    public static let minimumTextRatio = 4.5

    /// The relative luminance of `color` (its alpha ignored), 0 (black) ... 1 (white).
    public static func relativeLuminance(_ color: ThemeColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// `foreground` drawn over `background` (alpha composited), opaque.
    public static func composite(_ foreground: ThemeColor, over background: ThemeColor) -> ThemeColor {
        let alpha = Double(foreground.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return ThemeColor(red: mix(foreground.red, background.red), green: mix(foreground.green, background.green),
                          blue: mix(foreground.blue, background.blue))
    }

    /// The contrast ratio of `foreground` on `background`, 1 ... 21; translucent
    /// colours are first composited (the background over `base`, white by default).
    public static func ratio(_ foreground: ThemeColor, on background: ThemeColor, base: ThemeColor = ThemeColor(red: 255, green: 255, blue: 255)) -> Double {
        let bottom = composite(background, over: base)
        let top = composite(foreground, over: bottom)
        let (a, b) = (relativeLuminance(top), relativeLuminance(bottom))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
