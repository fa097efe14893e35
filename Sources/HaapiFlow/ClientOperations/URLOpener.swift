import Foundation
import Logging

/// Opens a URL outside the app: a browser page, or another app (`bankid:///...`).
///
/// ```swift
/// struct RecordingOpener: URLOpener {
///     let opened: AsyncStream<URL>.Continuation
///     func open(_ url: URL) async -> Bool { opened.yield(url); return true }
/// }
/// ```
public protocol URLOpener: Sendable {
    /// Opens `url`; `false` when nothing could open it (e.g. the app is not installed).
    func open(_ url: URL) async -> Bool
}

/// The system's way to open URLs: `xdg-open` on Linux, `open` on macOS. When there is
/// no such program, `http(s)` URLs are handed to `presenter` (by default: logged at
/// `notice` so a person can open them by hand) and other schemes fail.
public struct SystemURLOpener: URLOpener {
    private let presenter: @Sendable (URL) async -> Bool
    private let logger: Logger

    /// Creates an opener.
    ///
    /// - Parameters:
    ///   - presenter: Shows a web URL when no program can open it; returns whether the
    ///     person can go on with it.
    ///   - logger: Where the default presenter writes.
    public init(presenter: (@Sendable (URL) async -> Bool)? = nil, logger: Logger = Logger(label: "HaapiFlow.URLOpener")) {
        self.logger = logger
        self.presenter = presenter ?? { [logger] url in
            logger.notice("open this URL in a browser to continue", metadata: ["url": .string(url.absoluteString)])
            return true
        }
    }

    public func open(_ url: URL) async -> Bool {
        if let program = Self.program(), await Self.run(program, url) { return true }
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return false }
        return await presenter(url)
    }

    /// `xdg-open` (Linux) or `open` (macOS), when installed.
    private static func program() -> URL? {
        #if os(Linux)
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        #elseif os(macOS)
        return URL(fileURLWithPath: "/usr/bin/open")
        #else
        return nil
        #endif
    }

    private static func run(_ program: URL, _ url: URL) async -> Bool {
        #if os(Linux) || os(macOS)
        return await withCheckedContinuation { continuation in
            let process = Process()
            process.executableURL = program
            process.arguments = [url.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus == 0) }
            do {
                try process.run()
            } catch {
                continuation.resume(returning: false)
            }
        }
        #else
        return false
        #endif
    }
}
