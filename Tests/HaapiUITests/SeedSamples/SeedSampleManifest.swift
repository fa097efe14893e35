import Foundation
import HaapiTesting

/// `Tests/SeedSamples/samples.json`: where each Swift sample of the seeds is, how its
/// parts are placed in a file, and the edits it needs with their reasons.
struct SeedSampleManifest: Decodable {
    struct Sample: Decodable {
        /// What the sample shows, for messages.
        var id: String
        /// The seed file it is in.
        var seed: String
        /// The app around it: `AppContext/<context>.swift`, checked with it.
        var context: String
        /// Modules imported before its first part (the samples that show no imports).
        var imports: [String]
        var parts: [Part]
        var edits: [Edit]
    }

    struct Part: Decodable {
        /// The 1-based line it starts at, and how many lines it has.
        var line: Int
        var lines: Int
        /// Its first line, exactly: a seed that changed fails here rather than checking other text.
        var first: String
        /// `top`: declarations of the file; `body`: statements, inside a main-actor
        /// function; `member`: members of the context's `SeedHost`; `method`:
        /// statements inside a method of it (`self` is the app's object); `subclass`:
        /// members of a subclass of `SeedHost` (overrides, stored properties).
        var place: Place
        /// For a sample the seed's text ran into its prose (its reference part lost the
        /// line breaks): the part starts after the first `after` of its first line, ends
        /// before the first `before` after that, and a line break goes in before each of
        /// `breaks` (every occurrence). The first line then starts with `first`.
        var after: String?
        var before: String?
        var breaks: [String]?
        /// Instead of `place`, the text around the part: `{code}` is the part, `{name}` a
        /// name of its own (the app class a sample's members belong to, such as its
        /// `AppDelegate`).
        var wrap: String?
    }

    enum Place: String, Decodable {
        case top, body, member, method, subclass
    }

    struct Edit: Decodable {
        var replace: String
        var with: String
        /// Why HaapiKit differs here: the porting guide's list.
        var why: String
    }

    var samples: [Sample]

    static func load(from folder: URL) throws -> SeedSampleManifest {
        try JSONDecoder().decode(SeedSampleManifest.self, from: Data(contentsOf: folder.appending(path: "samples.json")))
    }
}

extension SeedSampleManifest.Sample {
    /// The part's code from its text: cut at `after` and `before`, line breaks before `breaks`.
    static func recovered(_ text: String, part: SeedSampleManifest.Part) throws -> String {
        var code = Substring(text)
        if let after = part.after, !after.isEmpty {
            guard let start = code.range(of: after) else { throw TestError("line \(part.line) has no \"\(after)\"") }
            code = code[start.upperBound...]
        }
        if let before = part.before {
            guard let end = code.range(of: before) else { throw TestError("line \(part.line) has no \"\(before)\" after the start") }
            code = code[..<end.lowerBound]
        }
        var result = String(code)
        for mark in part.breaks ?? [] {
            guard result.contains(mark) else { throw TestError("line \(part.line) has no \"\(mark)\" to break before") }
            result = result.replacingOccurrences(of: mark, with: "\n" + mark)
        }
        return result
    }

    /// The sample as a Swift file: its imports, its parts (body parts in a function
    /// named `name`), with its edits made.
    ///
    /// - Throws: `TestError` when a part's first line is not where the manifest says, or
    ///   an edit no longer finds its text.
    func source(seeds: URL, name: String) throws -> String {
        let text = try String(contentsOf: seeds.appending(path: seed), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var source = imports.map { "import \($0)\n" }.joined()
        for (index, part) in parts.enumerated() {
            guard part.line >= 1, part.line - 1 + part.lines <= lines.count else {
                throw TestError("part \(index + 1) runs past the end of \(seed) (\(lines.count) lines)")
            }
            let taken = lines[(part.line - 1)..<(part.line - 1 + part.lines)]
            let starts = part.after == nil && part.before == nil ? taken.first == part.first : taken.first?.hasPrefix(part.first) == true
            guard starts else {
                throw TestError("line \(part.line) of \(seed) is \"\(taken.first ?? "")\", not \"\(part.first)\"")
            }
            let body = try Self.recovered(taken.joined(separator: "\n"), part: part)
            if let wrap = part.wrap {
                source += "\n" + wrap.replacingOccurrences(of: "{name}", with: "\(name)_\(index)")
                    .replacingOccurrences(of: "{code}", with: body) + "\n"
                continue
            }
            switch part.place {
            case .top: source += "\n" + body + "\n"
            case .body: source += "\n@MainActor func \(name)_\(index)() throws {\n" + body + "\n}\n"
            case .member: source += "\nextension SeedHost {\n" + body + "\n}\n"
            case .method: source += "\nextension SeedHost {\n    func \(name)_\(index)() throws {\n" + body + "\n    }\n}\n"
            case .subclass: source += "\nfinal class \(name)_\(index): SeedHost {\n" + body + "\n}\n"
            }
        }
        for edit in edits {
            guard source.contains(edit.replace) else { throw TestError("the edit of \"\(edit.replace)\" finds nothing to change") }
            source = source.replacingOccurrences(of: edit.replace, with: edit.with)
        }
        return source
    }
}
