import Foundation

/// Why a recorded folder could not be read or written; names the file.
public struct RecordedFolderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
