import Foundation

/// Input that cannot be previewed: a file that cannot be read, text that is not
/// JSON, JSON that is not a HAAPI document, a folder with no documents. It names
/// the file and, for JSON, the path and the reason:
/// `step.json: not a HAAPI document: actions[0].template: expected a string, found a number`.
public struct PreviewInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file (or step of a recording) at fault.
    public var source: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error about `source`.
    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    /// `source: reason`.
    public var description: String { "\(source): \(reason)" }

    /// The bytes of the file at `url`.
    static func contents(of url: URL) throws(PreviewInputError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PreviewInputError(source: url.path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw PreviewInputError(source: url.path, reason: "a folder, not a file") }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw PreviewInputError(source: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
    }
}
