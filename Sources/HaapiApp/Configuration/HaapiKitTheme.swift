public import Foundation
public import HaapiUI

/// A theme file for the facade's screens (seed 003's `Theme(fileURL)`): JSON with
/// `colors` (light and dark), `dimensions` and `textStyles` (seed 003), or any
/// theme file HaapiUI reads (`.plist`, `.nss`). It is read and checked when made,
/// so a bad file fails here, naming the key, never later on screen.
///
/// ```swift
/// let theme = try HaapiKitTheme(Bundle.main.url(forResource: "theme", withExtension: "json")!)
/// HaapiKit.sharedInstance.setTheme(theme)
/// ```
public struct HaapiKitTheme: Sendable {
    /// The file.
    public let fileURL: URL
    /// Keys of the file the theme does not know (skipped).
    public let warnings: [ThemeWarning]

    /// Reads and checks the theme in `fileURL`.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` with the file, key path and reason.
    public init(_ fileURL: URL) throws(HaapiKitError) {
        do {
            warnings = try ThemeRegistry.standard.loading(contentsOf: fileURL).warnings
        } catch {
            throw .invalidInput("theme: \(error)")
        }
        self.fileURL = fileURL
    }
}
