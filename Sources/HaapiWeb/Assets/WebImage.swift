public import Foundation

/// A picture the host serves for the screens' named images (the BankID logo is
/// `bankid_logo`), at `/images/<name>`.
public struct WebImage: Sendable, Equatable {
    /// Why a file cannot be a web image.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var reason: String
        public var description: String { reason }
    }

    /// The image's bytes.
    public let data: Data
    /// Its media type: `image/png`, `image/jpeg`, `image/gif` or `image/svg+xml`.
    public let mediaType: String

    /// The largest image served (1 MiB).
    public static let maximumSize = 1 << 20

    /// Takes `data` as an image after checking what it is by its first bytes.
    ///
    /// - Throws: ``Refusal`` when it is larger than ``maximumSize`` or not a PNG,
    ///   JPEG, GIF or SVG image.
    public init(data: Data) throws(Refusal) {
        guard data.count <= Self.maximumSize else { throw Refusal(reason: "larger than \(Self.maximumSize) bytes") }
        guard let type = Self.mediaType(of: data) else { throw Refusal(reason: "not a PNG, JPEG, GIF or SVG image") }
        self.data = data
        self.mediaType = type
    }

    /// The image type `data` starts like, if any.
    static func mediaType(of data: Data) -> String? {
        let head = [UInt8](data.prefix(16))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        let text = String(decoding: data.prefix(512), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<svg") || (text.hasPrefix("<?xml") && text.contains("<svg")) { return "image/svg+xml" }
        return nil
    }

    /// Whether `name` may name an image (it becomes part of a path): letters, digits, `_`, `-`, `.`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0)) }
    }
}
