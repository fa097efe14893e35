import ArgumentParser
import Foundation
import HaapiModel

/// `haapi inspect FILE`: reads a HAAPI document and prints what it says.
struct InspectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise a HAAPI document (a step or a problem), or print it normalised.",
        discussion: """
            Reads FILE, or standard input when FILE is '-'. Bad input ends with exit status 1 \
            and one line naming the JSON path and the reason.
            """
    )

    /// What the file holds.
    enum Shape: String, ExpressibleByArgument, CaseIterable {
        case document, field
    }

    @Argument(help: "The JSON file to read, or '-' for standard input.")
    var file: String

    @ArgumentParser.Flag(help: "Print the normalised document as JSON instead of a summary.")
    var json = false

    @ArgumentParser.Option(help: "Resolve relative hrefs against this URL (the URL the document came from).")
    var baseURL: String?

    @ArgumentParser.Flag(help: "Refuse numbers and booleans sent as text (\"60\", \"true\"), which are read by default.")
    var strict = false

    @ArgumentParser.Option(name: .customLong("as"), help: "What the file holds: a whole document, or a single form field.")
    var shape: Shape = .document

    func run() async throws {
        try await reportingFailures { try inspect() }
    }

    private func inspect() throws {
        let bytes = try readInput()
        let decoder = HaapiDecoder(baseURL: try parsedBaseURL(), scalars: strict ? .strict : .lenient)
        do {
            switch shape {
            case .document:
                let document = try decoder.decode(bytes)
                write(json ? document.jsonString : DocumentSummary(document).text)
            case .field:
                let field = try decoder.decode(Field.self, from: bytes)
                write(json ? field.jsonString : DocumentSummary.describe(field, indent: ""))
            }
        } catch {
            throw CommandFailure("\(displayName): \(error.description)")
        }
    }

    private var displayName: String { file == "-" ? "<stdin>" : file }

    private func parsedBaseURL() throws -> URL? {
        guard let baseURL else { return nil }
        guard let url = URL(string: baseURL), url.scheme != nil else {
            throw CommandFailure("--base-url: not an absolute URL: \(baseURL)")
        }
        return url
    }

    private func readInput() throws -> [UInt8] {
        if file == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            throw CommandFailure("\(file): cannot read the file (\((error as NSError).localizedDescription))")
        }
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}

extension HaapiJSONConvertible {
    /// Pretty-printed JSON text of the value.
    var jsonString: String {
        String(decoding: jsonData(options: .prettyPrinted), as: UTF8.self)
    }
}
