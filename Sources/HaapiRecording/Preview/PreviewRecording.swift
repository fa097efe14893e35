public import Foundation
import HaapiModel

/// A recorded exchange on disk (the folder `haapi record` writes, read by
/// ``RecordedFolder``), or a folder of response files and bare documents, read for
/// preview: the responses in order, each a document to show or a note on why it
/// is not a screen.
///
/// The folder holds `exchange.json` (`{"format": "haapi-exchange/1", "issuer": …,
/// "steps": [{"number": 1, "request": "001-request.json", "response": "001-response.json"}]}`)
/// and the numbered files it names. A response file is `{"status": 200,
/// "headers": {"Content-Type": "application/vnd.auth+json"}, "json": <body>}`, or
/// has `"text"` instead of `"json"` for a body that is not JSON. Members this
/// reader does not know are ignored. Without `exchange.json`, every `*.json` file
/// of the folder is read in name order (request files skipped), each a response
/// file or a bare document.
///
/// ```swift
/// let folder = try PreviewRecording(url: URL(fileURLWithPath: "recording"))
/// let steps = StepPreview().preview(sequence: folder.documents)
/// ```
public struct PreviewRecording: Sendable {
    /// One response of the recording.
    public enum Entry: Sendable {
        /// A step or a problem, to show.
        case document(PreviewDocument)
        /// A response that is not a screen, and why (`step 3: token response, not a screen`).
        case skipped(String)
    }

    /// The responses, in order.
    public let entries: [Entry]

    /// The documents to show, in order.
    public var documents: [PreviewDocument] {
        entries.compactMap { if case .document(let document) = $0 { document } else { nil } }
    }

    /// Reads the recording in the folder at `url`.
    ///
    /// - Throws: ``PreviewInputError`` naming the file at fault: a missing or
    ///   unreadable file, a file that is not JSON, a body that is not a HAAPI
    ///   document, or a folder with nothing to show.
    public init(url: URL) throws(PreviewInputError) {
        let exchange = url.appendingPathComponent("exchange.json")
        if FileManager.default.fileExists(atPath: exchange.path) {
            entries = try Self.readExchange(exchange, in: url)
        } else {
            entries = try Self.readFiles(in: url)
        }
        guard entries.contains(where: { if case .document = $0 { true } else { false } }) else {
            throw PreviewInputError(source: url.path, reason: "the recording holds no HAAPI step or problem to show")
        }
    }

    // MARK: exchange.json

    /// A recording `haapi record` wrote, read by ``RecordedFolder`` (the one reader of the format).
    private static func readExchange(_ exchange: URL, in folder: URL) throws(PreviewInputError) -> [Entry] {
        let recorded: RecordedFolder
        do {
            recorded = try RecordedFolder(contentsOf: folder)
        } catch {
            throw PreviewInputError(source: error.path, reason: error.reason)
        }
        return try recorded.exchanges.map { exchange throws(PreviewInputError) -> Entry in
            let label = "step \(exchange.number)"
            let name = "\(label) (\(exchange.responseFileName))"
            let response = exchange.response
            switch response.mediaType {
            case MediaType.haapi, MediaType.problem:
                guard let body = response.json else {
                    throw PreviewInputError(
                        source: folder.appendingPathComponent(exchange.responseFileName).path,
                        reason: "json: a \(response.mediaType ?? "") response without a JSON body")
                }
                return .document(try PreviewDocument(
                    json: body, at: JSONPath.root.appending("json"), name: name,
                    baseURL: URL(string: exchange.request.url) ?? PreviewDocument.defaultBaseURL))
            case nil:
                return .skipped("\(label): a response with no Content-Type, not a screen")
            case let other?:
                if response.json?["access_token"] != nil { return .skipped("\(label): token response, not a screen") }
                return .skipped("\(label): \(response.status) \(other) response, not a screen")
            }
        }
    }

    // MARK: A folder of files

    private static func readFiles(in folder: URL) throws(PreviewInputError) -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw PreviewInputError(source: folder.path, reason: "cannot list the folder (\(error.localizedDescription))")
        }
        let files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix("-request.json") }.sorted()
        guard !files.isEmpty else { throw PreviewInputError(source: folder.path, reason: "no exchange.json and no .json files") }
        var entries: [Entry] = []
        for name in files {
            let file = folder.appendingPathComponent(name)
            let json = try parse(file)
            if json["status"] != nil, json["json"] != nil || json["text"] != nil {
                entries.append(try readResponse(file, label: name, baseURL: nil))
            } else {
                entries.append(.document(try PreviewDocument(json: json, name: name)))
            }
        }
        return entries
    }

    // MARK: Responses

    /// A response file: a step or problem to show, or why it is not a screen.
    private static func readResponse(_ file: URL, label: String, baseURL: URL?) throws(PreviewInputError) -> Entry {
        let json = try parse(file)
        let name = label == file.lastPathComponent ? label : "\(label) (\(file.lastPathComponent))"
        let contentType = json["headers"]?.objectValue?.first { $0.key.lowercased() == "content-type" }?.value.stringValue
        let mediaType = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        switch mediaType {
        case MediaType.haapi, MediaType.problem:
            guard let body = json["json"] else {
                throw PreviewInputError(source: file.path, reason: "json: a \(mediaType ?? "") response without a JSON body")
            }
            return .document(try PreviewDocument(json: body, at: JSONPath.root.appending("json"), name: name,
                                                 baseURL: baseURL ?? PreviewDocument.defaultBaseURL))
        case nil:
            return .skipped("\(label): a response with no Content-Type, not a screen")
        case let other?:
            if json["json"]?["access_token"] != nil { return .skipped("\(label): token response, not a screen") }
            let status = json["status"]?.numberValue?.intValue.map { "\($0) " } ?? ""
            return .skipped("\(label): \(status)\(other) response, not a screen")
        }
    }

    private static func parse(_ file: URL) throws(PreviewInputError) -> JSONValue {
        let bytes = try PreviewInputError.contents(of: file)
        do {
            return try JSONValue.parse(bytes)
        } catch {
            throw PreviewInputError(source: file.path, reason: "not JSON: \(error.description)")
        }
    }
}
