public import Foundation
public import Logging
import Synchronization

/// Everything a run emitted that a person or a machine other than the authorization
/// server could read — log lines, error descriptions, files, web pages, a program's
/// output — each kept with the place it came from, so that a ``SecretSet`` can say where
/// a secret leaked.
///
/// ```swift
/// let sink = EmissionSink()
/// let client = HaapiClient(configuration: configuration, logger: sink.logger(label: "client"))
/// // ... log in ...
/// sink.add(error: someError, at: "the refresh's error")
/// #expect(secrets.leaks(in: sink) == [])
/// ```
public final class EmissionSink: Sendable {
    private let emitted = Mutex<[Emission]>([])
    private let logs = Mutex<[(label: String, capture: LogCapture)]>([])

    /// Creates an empty sink.
    public init() {}

    /// What was emitted so far: the texts added, then each logger's lines (one emission
    /// per line, its place `log <label> line <n>`).
    public var emissions: [Emission] {
        let lines = logs.withLock { $0 }.flatMap { log in
            log.capture.lines.enumerated().map { Emission(place: "log \(log.label) line \($0.offset + 1)", text: $0.element) }
        }
        return emitted.withLock { $0 } + lines
    }

    /// The emissions whose place starts with `prefix` (for example `"log client"`), to
    /// check that a channel was captured at all.
    public func emissions(at prefix: String) -> [Emission] {
        emissions.filter { $0.place.hasPrefix(prefix) }
    }

    /// A logger (at `trace` unless told) whose every line is kept, with `label` in its place.
    ///
    /// - Parameters:
    ///   - label: Names the logger in each line's place (`log <label> line <n>`).
    ///   - level: The lowest level kept.
    public func logger(label: String, level: Logger.Level = .trace) -> Logger {
        let capture = LogCapture()
        logs.withLock { $0.append((label, capture)) }
        return capture.logger(label: label, level: level)
    }

    /// Keeps `text`, emitted at `place`.
    public func add(_ text: String, at place: String) {
        emitted.withLock { $0.append(Emission(place: place, text: text)) }
    }

    /// Keeps every way `error` reads: its `description`, its `debugDescription` (`String(reflecting:)`)
    /// and its `localizedDescription`.
    public func add(error: any Error, at place: String) {
        add(String(describing: error), at: "\(place) (description)")
        add(String(reflecting: error), at: "\(place) (debugDescription)")
        add(error.localizedDescription, at: "\(place) (localizedDescription)")
    }

    /// Keeps every way `value` reads (`description`, `debugDescription` and `dump`): a
    /// result, a model or a value that holds secrets must not show them when printed.
    public func add(describing value: Any, at place: String) {
        add(String(describing: value), at: "\(place) (description)")
        add(String(reflecting: value), at: "\(place) (debugDescription)")
        var dumped = ""
        dump(value, to: &dumped)
        add(dumped, at: "\(place) (dump)")
    }

    /// Keeps every regular file under `directory` (read as UTF-8, invalid bytes replaced),
    /// each at `<place> <relative path>`.
    ///
    /// - Returns: How many files were kept.
    @discardableResult
    public func addFiles(in directory: URL, at place: String) throws -> Int {
        let root = directory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw TestError("cannot list \(directory.path)")
        }
        var count = 0
        for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let relative = url.standardizedFileURL.path.replacingOccurrences(of: root + "/", with: "")
            add(String(decoding: try Data(contentsOf: url), as: UTF8.self), at: "\(place) \(relative)")
            count += 1
        }
        return count
    }

    /// One text a run emitted and where.
    public struct Emission: Sendable, Hashable {
        /// Where it came from: `log client line 12`, `page GET /login`, `file step-03.json`.
        public var place: String
        /// What was emitted.
        public var text: String

        /// Creates an emission.
        public init(place: String, text: String) {
            self.place = place
            self.text = text
        }
    }
}
