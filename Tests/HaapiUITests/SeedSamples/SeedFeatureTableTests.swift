import Foundation
import HaapiTesting
import Testing

/// `docs/SEED-FEATURES.md`, the table of the seeds' features, stays true: every row has a
/// status, a row that is not done says why, a done row names how a person reaches it and
/// the test that covers it, and every type, member, key, style class, `haapi` command,
/// option and test the table names exists.
@Suite("The seeds' feature table")
struct SeedFeatureTableTests {
    private static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Row {
        var seed: String
        var cells: [String]
        var feature: String { cells[0] }
        var status: String { cells[1] }
        var names: [String] { Self.quoted(cells[2]) }
        var reach: String { cells[3] }
        var tests: [String] { Self.quoted(cells[4]) }
        var note: String { cells[5] }

        /// The texts in backticks of `cell`.
        static func quoted(_ cell: String) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: root.appending(path: "docs/SEED-FEATURES.md"), encoding: .utf8)
        var rows: [Row] = []
        var seed: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## Seed ") { seed = String(line.dropFirst(3)) }
            guard let seed, line.hasPrefix("|"), !line.hasPrefix("| Feature |"), !line.hasPrefix("| ---") else { continue }
            let cells = line.dropFirst().dropLast(line.hasSuffix("|") ? 1 : 0).split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append(Row(seed: seed, cells: cells))
        }
        return rows
    }

    /// Every identifier-like word of the Swift files under `folder`.
    static func words(in folder: String) throws -> Set<Substring> {
        var words = Set<Substring>()
        let base = root.appending(path: folder)
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return words }
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            words.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
        return words
    }

    @Test func everyRowIsWholeAndSaysWhyWhenItIsNotDone() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 50, "the table has \(rows.count) rows")
        for row in rows {
            try #require(row.cells.count == 6, "\(row.seed): a row of \(row.cells.count) cells: \(row.cells)")
            #expect(["done", "partial", "missing", "platform"].contains(row.status), "\(row.seed) / \(row.feature): status \(row.status)")
            if row.status == "done" {
                #expect(!row.tests.isEmpty && row.reach != "—", "\(row.seed) / \(row.feature): done, so it names its test and how a person reaches it")
            } else {
                #expect(!row.note.isEmpty && row.note != "—", "\(row.seed) / \(row.feature): \(row.status), so its note says why")
            }
        }
    }

    @Test func everyNameCommandAndTestTheTableNamesExists() throws {
        let sources = try Self.words(in: "Sources")
        let tests = try String(decoding: Self.allText(in: "Tests"), as: UTF8.self)
        let commandSources = try String(decoding: Self.allText(in: "Sources/haapi"), as: UTF8.self)
        let commands = Set(commandSources.components(separatedBy: "commandName: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        for row in try Self.rows() {
            for name in row.names {
                for part in name.split(separator: ".") {
                    #expect(sources.contains(part), "\(row.seed) / \(row.feature): \(name) is not in Sources")
                }
            }
            for test in row.tests {
                #expect(tests.contains("func \(test)("), "\(row.seed) / \(row.feature): no test \(test)")
            }
            for invocation in Row.quoted(row.reach) where invocation.hasPrefix("haapi ") {
                let words = invocation.split(separator: " ").dropFirst()
                for word in words.prefix(2) where !word.hasPrefix("-") && word.allSatisfy({ $0.isLowercase || $0 == "-" }) {
                    #expect(commands.contains(String(word)), "\(row.seed) / \(row.feature): no command haapi \(word)")
                    break
                }
                for option in words where option.hasPrefix("--") {
                    let name = option.dropFirst(2).prefix { $0 != "=" }
                    let camel = name.split(separator: "-").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
                    #expect(commandSources.contains("\"\(name)\"") || commandSources.contains("var \(camel)"),
                            "\(row.seed) / \(row.feature): no option \(option) in Sources/haapi")
                }
            }
        }
    }

    /// The Swift files under `folder`, one after the other.
    static func allText(in folder: String) throws -> Data {
        var all = Data()
        guard let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil) else { return all }
        for case let file as URL in files where file.pathExtension == "swift" {
            all.append(try Data(contentsOf: file))
            all.append(0x0A)
        }
        return all
    }
}
