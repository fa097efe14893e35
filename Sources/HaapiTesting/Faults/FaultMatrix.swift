import Foundation

/// The pieces of a fault matrix — every fault of ``FaultProxy`` at every request of a
/// clean login — that a test of the flow driver and a test of a web host share: the
/// faults with their column headings, the steps a clean login's requests give, counting,
/// and the printed table.
///
/// ```swift
/// let (rows, problems) = await FaultMatrix.walk(clean: proxy.forwarded) { step, fault in
///     proxy.reset(rules: [FaultMatrix.rule(step, fault)])
///     // ... sign in again, note how it ended ...
///     return FaultMatrix.Cell(label: "tokens", forwarded: proxy.forwarded)
/// }
/// print(FaultMatrix.table(title: "password", legend: "", rows: rows))
/// ```
public enum FaultMatrix {
    /// The faults, with the column heading each gets.
    public static let faults: [(heading: String, fault: FaultProxy.Fault)] = [
        ("reset<", .resetBeforeForwarding), ("reset>", .resetAfterForwarding), ("503", .status(503)),
        ("stall", .stall), ("cut", .truncatedBody), ("html", .contentType("text/html")),
        ("other", .bodyOfAnotherStep), ("nonce", .staleDPoPNonce),
    ]

    /// One request of a clean login: its method, path, and whether it is the first
    /// (`occurrence` 0) or second of its kind.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        public var method: String
        public var path: String
        public var occurrence: Int

        /// The row heading: `POST /path`, `(2nd)` after a second one.
        public var description: String { "\(method) \(path)" + (occurrence > 0 ? " (2nd)" : "") }
    }

    /// The first and second of each request a clean login sent (`METHOD /path` each, as
    /// ``FaultProxy/forwarded`` lists them): a poll repeated more often is the same step.
    /// The dev server's own test controls (`/dev/`) are not the client's and are left out.
    public static func steps(_ requests: [String]) -> [Step] {
        var seen: [String: Int] = [:]
        return requests.compactMap { request in
            let occurrence = seen[request, default: 0]
            seen[request] = occurrence + 1
            guard occurrence < 2, let space = request.firstIndex(of: " ") else { return nil }
            let path = String(request[request.index(after: space)...])
            guard !path.hasPrefix("/dev/") else { return nil }
            return Step(method: String(request[..<space]), path: path, occurrence: occurrence)
        }
    }

    /// The rule that breaks `step` with `fault` (a stale nonce twice: the client's one
    /// retry with the nonce it was given meets it again).
    public static func rule(_ step: Step, _ fault: FaultProxy.Fault) -> FaultProxy.Rule {
        FaultProxy.Rule(
            method: step.method, pathSuffix: step.path, fault: fault, skipping: step.occurrence,
            times: fault == .staleDPoPNonce ? 2 : 1)
    }

    /// How often each request was sent.
    public static func counts(_ requests: [String]) -> [String: Int] {
        requests.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// The POST requests of `requests` that reached the server more often than in `clean`,
    /// each with both counts: what a matrix's cell must never have.
    public static func repeatedPosts(_ requests: [String], clean: [String]) -> [(request: String, count: Int, clean: Int)] {
        let allowed = counts(clean)
        return counts(requests).filter { $0.key.hasPrefix("POST ") && $0.value > allowed[$0.key, default: 0] }
            .map { ($0.key, $0.value, allowed[$0.key, default: 0]) }.sorted { $0.request < $1.request }
    }

    /// What one cell came to: its label in the table, the requests that reached the
    /// server (`METHOD /path` each), and what was wrong with it, if anything.
    public struct Cell: Sendable {
        public var label: String
        public var forwarded: [String]
        public var problem: String?

        public init(label: String, forwarded: [String], problem: String? = nil) {
            self.label = label
            self.forwarded = forwarded
            self.problem = problem
        }
    }

    /// Runs `cell` for every fault at every step of the clean login that sent `clean`,
    /// and returns the table's rows and the problems: each cell's own, and each POST
    /// that reached the server more often than in the clean login.
    public static func walk(
        clean: [String], isolation: isolated (any Actor)? = #isolation, _ cell: (Step, FaultProxy.Fault) async throws -> Cell
    ) async rethrows -> (rows: [(step: String, cells: [String])], problems: [String]) {
        var rows: [(step: String, cells: [String])] = []
        var problems: [String] = []
        for step in steps(clean) {
            var cells: [String] = []
            for (_, fault) in faults {
                let outcome = try await cell(step, fault)
                cells.append(outcome.label)
                if let problem = outcome.problem { problems.append("\(step) \(fault): \(problem)") }
                for post in repeatedPosts(outcome.forwarded, clean: clean) {
                    problems.append("\(step) \(fault): \(post.request) reached the server \(post.count) times (clean: \(post.clean))")
                }
            }
            rows.append((step.description, cells))
        }
        return (rows, problems)
    }

    /// The matrix as a table: a heading line, the faults' headings, a row per step.
    public static func table(title: String, legend: String, rows: [(step: String, cells: [String])]) -> String {
        let first = rows.map(\.step.count).max() ?? 0
        let widths = faults.indices.map { column in
            max(faults[column].heading.count, rows.map { $0.cells[column].count }.max() ?? 0)
        }
        func line(_ head: String, _ cells: [String]) -> String {
            ([head.padding(toLength: first, withPad: " ", startingAt: 0)]
                + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) })
                .joined(separator: "  ")
        }
        var text = "\nFault matrix — \(title) (\(legend))\n"
        text += line("", faults.map(\.heading)) + "\n"
        for row in rows { text += line(row.step, row.cells) + "\n" }
        return text
    }
}
