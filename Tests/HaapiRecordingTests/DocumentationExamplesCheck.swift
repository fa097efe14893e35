import Foundation
import Testing

/// Every ```` ```swift ```` block of the README and of the DocC catalogs
/// (`Sources/*/*.docc/**/*.md`) appears in a test source under `Tests/`, so the
/// documented examples are compiled, and most of them run, with the tests.
///
/// A block matches a test file when the file contains the block's code with all
/// whitespace and `//` comments removed (so indentation, line breaks and comments may
/// differ), and imports each module the block imports. A fragment that is not meant to
/// compile is fenced without a language (```` ``` ````); keep those few.
@Suite("Documented examples are compiled")
struct DocumentationExamplesCheck {
    struct Block {
        let file: String
        let line: Int
        let code: [String]
        var imports: [String] {
            code.compactMap { line in
                let words = line.split(separator: " ")
                return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
            }
        }
        var body: [String] { code.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") } }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's files under `folder` whose names end with `suffix`, as paths relative to the root.
    static func files(under folder: String, endingWith suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }.sorted()
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code with `//` comments (at a line's start or after a space) and all whitespace removed.
    static func normalised(_ lines: [String]) -> String {
        var result = ""
        for line in lines {
            var code = Substring(line)
            var search = code.startIndex
            while let slashes = code.range(of: "//", range: search..<code.endIndex) {
                if slashes.lowerBound == code.startIndex || code[code.index(before: slashes.lowerBound)].isWhitespace {
                    code = code[..<slashes.lowerBound]
                    break
                }
                search = slashes.upperBound
            }
            result += code.filter { !$0.isWhitespace }
        }
        return result
    }

    /// The ```` ```swift ```` blocks of a Markdown file.
    static func swiftBlocks(in path: String) throws -> [Block] {
        let lines = try text(path).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces) == "```swift" {
                let start = index + 1
                var end = start
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
                blocks.append(Block(file: path, line: start + 1, code: Array(lines[start..<min(end, lines.count)])))
                index = end
            }
            index += 1
        }
        return blocks
    }

    @Test func everySwiftBlockOfTheDocumentationIsInATestSource() throws {
        let documents = ["README.md"] + Self.files(under: "Sources", endingWith: ".md").filter { $0.contains(".docc/") }
        let sources = try Self.files(under: "Tests", endingWith: ".swift").map { path in
            let text = try Self.text(path)
            let imports = Set(text.components(separatedBy: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
                return String(words[at + 1])
            })
            return (path: path, code: Self.normalised(text.components(separatedBy: "\n")), imports: imports)
        }
        var checked = 0
        for document in documents {
            for block in try Self.swiftBlocks(in: document) {
                checked += 1
                let code = Self.normalised(block.body)
                let found = sources.contains { source in
                    source.code.contains(code) && block.imports.allSatisfy(source.imports.contains)
                }
                let first = block.code.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                #expect(found, """
                    \(block.file):\(block.line): the block starting "\(first.trimmingCharacters(in: .whitespaces))" \
                    is in no test source under Tests/ (with its imports); copy it into a test, or fence a \
                    fragment with plain ```
                    """)
            }
        }
        #expect(checked >= 20, "only \(checked) Swift blocks found: are the catalogs where this test looks?")
    }
}
