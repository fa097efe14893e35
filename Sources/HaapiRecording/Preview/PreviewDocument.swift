public import Foundation
public import HaapiModel

/// One HAAPI document to preview: a step (`application/vnd.auth+json`) or a
/// problem (`application/problem+json`), read from JSON, with the name reports
/// give it (its file name, or `step 3 (003-response.json)`).
///
/// ```swift
/// let step = try PreviewDocument(contentsOf: URL(fileURLWithPath: "login.json"))
/// ```
public struct PreviewDocument: Sendable {
    /// The URL relative `href`s resolve against when no other is given.
    public static let defaultBaseURL = URL(string: "https://login.example.com/authn/authenticate")!

    /// What reports call the document.
    public var name: String
    /// The document as sent, every member kept (the strings to find come from here).
    public var json: JSONValue
    /// The document as the SDK reads it.
    public var document: HaapiDocument

    /// Reads a document from JSON text.
    ///
    /// - Throws: ``PreviewInputError`` naming `name` and, for a document that is
    ///   not HAAPI, the JSON path and the reason.
    public init(bytes: some Collection<UInt8>, name: String, baseURL: URL = PreviewDocument.defaultBaseURL) throws(PreviewInputError) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw PreviewInputError(source: name, reason: "not JSON: \(error.description)")
        }
        try self.init(json: json, at: .root, name: name, baseURL: baseURL)
    }

    /// Reads a document from a JSON value found at `path` of its file (`json` in a
    /// recorded response).
    ///
    /// - Throws: ``PreviewInputError`` naming `name`, the JSON path and the reason.
    public init(json: JSONValue, at path: JSONPath = .root, name: String, baseURL: URL = PreviewDocument.defaultBaseURL)
        throws(PreviewInputError)
    {
        do {
            document = try HaapiDocument(json: json, at: path, context: HaapiDecodingContext(baseURL: baseURL))
        } catch {
            throw PreviewInputError(source: name, reason: "not a HAAPI document: \(error.description)")
        }
        self.json = json
        self.name = name
    }

    /// Reads the document in the file at `url`, named by the file's name.
    ///
    /// - Throws: ``PreviewInputError`` when the file cannot be read, or does not hold a HAAPI document.
    public init(contentsOf url: URL, baseURL: URL = PreviewDocument.defaultBaseURL) throws(PreviewInputError) {
        try self.init(bytes: try PreviewInputError.contents(of: url), name: url.lastPathComponent, baseURL: baseURL)
    }

    /// Whether the document answers a submission on the screen before it (a
    /// problem, or a `continue-same-step`), so it is shown over that step.
    public var answersASubmission: Bool {
        switch document {
        case .problem: true
        case .representation(let step): step.type == .continueSameStep
        }
    }

    /// What kind of document it is: the step's type (`authentication-step`), or
    /// `problem` and the problem's type (`problem incorrect-credentials` for
    /// `https://curity.se/problems/incorrect-credentials`).
    public var kind: String {
        switch document {
        case .representation(let step): return step.type.rawValue
        case .problem(let problem):
            let type = problem.type.rawValue
            let curity = "https://curity.se/problems/"
            return "problem " + (type.hasPrefix(curity) ? String(type.dropFirst(curity.count)) : type)
        }
    }
}
