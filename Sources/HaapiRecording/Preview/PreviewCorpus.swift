public import Foundation

/// A set of HAAPI documents to preview or check, each with the step it is shown
/// over: a folder of recorded server responses, or a folder of hand-written
/// documents listed by its `manifest.json`.
///
/// ```swift
/// let entries = PreviewCorpus.recorded(in: fixtures, over: "usernamePassword.json")
///     + PreviewCorpus.listed(in: handWritten)
/// for entry in entries {
///     let (document, base) = try entry.documents()
///     #expect(StepPreview().preview(document, over: base).notShown.isEmpty)
/// }
/// ```
public enum PreviewCorpus {
    /// One document, and the step it is shown over (a problem or a `continue-same-step` answers a submission on it).
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The document's file.
        public var url: URL
        /// The step's file, if the document answers one.
        public var base: URL?

        /// Creates an entry.
        public init(url: URL, base: URL? = nil) {
            self.url = url
            self.base = base
        }

        /// The file's name.
        public var description: String { url.lastPathComponent }

        /// The document, and the one it is shown over.
        ///
        /// - Throws: ``PreviewInputError`` naming the file that cannot be read.
        public func documents() throws(PreviewInputError) -> (document: PreviewDocument, base: PreviewDocument?) {
            (try PreviewDocument(contentsOf: url), try base.map { url throws(PreviewInputError) in try PreviewDocument(contentsOf: url) })
        }
    }

    /// Every `.json` document in `folder`, in name order; those that answer a
    /// submission (problems, `continue-same-step`) are shown over the folder's `base`
    /// file. Files whose names start with one of `skipping` are left out (single fields).
    public static func recorded(in folder: URL, over base: String, skipping: [String] = ["tests-field"]) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in name.hasSuffix(".json") && !skipping.contains { name.hasPrefix($0) } }.map { name in
            let url = folder.appendingPathComponent(name)
            let answers = (try? PreviewDocument(contentsOf: url))?.answersASubmission ?? false
            return Entry(url: url, base: answers ? folder.appendingPathComponent(base) : nil)
        }
    }

    /// The documents `folder/manifest.json` lists (`[{"file": …, "baseStep": …}]`), in its order.
    public static func listed(in folder: URL) -> [Entry] {
        struct Item: Decodable {
            var file: String
            var baseStep: String?
        }
        let items = (try? Data(contentsOf: folder.appendingPathComponent("manifest.json")))
            .flatMap { try? JSONDecoder().decode([Item].self, from: $0) } ?? []
        return items.map { Entry(url: folder.appendingPathComponent($0.file), base: $0.baseStep.map(folder.appendingPathComponent)) }
    }
}
