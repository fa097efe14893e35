import Foundation
import HaapiRecording

/// What `haapi preview` was given: one document (perhaps over a step), or a recorded folder.
enum PreviewInput {
    case document(PreviewDocument, over: PreviewDocument?)
    case folder(PreviewRecording)

    /// Reads `path` (a file or a folder) and `--over`; bad input is a failure with exit status 64.
    static func read(_ path: String, over: String?) throws -> PreviewInput {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file or folder", exitCode: 64)
        }
        do {
            if isDirectory.boolValue {
                guard over == nil else { throw CommandFailure("--over is for a single problem, not for the folder \(path)", exitCode: 64) }
                return .folder(try PreviewRecording(url: URL(fileURLWithPath: path)))
            }
            let document = try PreviewDocument(contentsOf: URL(fileURLWithPath: path))
            let base = try over.map { path throws(PreviewInputError) in try PreviewDocument(contentsOf: URL(fileURLWithPath: path)) }
            if let base, base.answersASubmission {
                throw CommandFailure("--over \(base.name): a \(base.kind), not a step a problem can be shown over", exitCode: 64)
            }
            return .document(document, over: base)
        } catch let error as PreviewInputError {
            throw CommandFailure(error.description, exitCode: 64)
        }
    }
}
