public import Foundation

/// A file the person chose in a ``FileChooser``: the name their device gave it, the
/// media type it claimed, and its bytes, held in memory (never a path on the machine
/// that runs the screen).
public struct ChosenFile: Sendable, Hashable {
    /// The file's name as the person's device gave it (only for showing; never opened).
    public var fileName: String
    /// The media type the person's device claimed (`image/png`), if any: a claim, not a check.
    public var mediaType: String?
    /// The file's contents.
    public var data: Data

    /// Creates a chosen file.
    public init(fileName: String, mediaType: String? = nil, data: Data) {
        self.fileName = fileName
        self.mediaType = mediaType
        self.data = data
    }
}
