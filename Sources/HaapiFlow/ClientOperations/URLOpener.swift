public import Foundation
import HaapiModel
public import Logging

/// Opens a URL outside the app: a browser page, or another app (`bankid:///...`).
///
/// The stock handlers call it only with URLs that `URLPolicy` allows for their
/// purpose; a custom handler should check the same way before calling it.
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

/// The system's way to open URLs: `xdg-open` on Linux, `open` on macOS.
///
/// It checks every URL with `URLPolicy` itself before starting a program (defence in
/// depth): `bankid:` URLs as a `URLPurpose.bankIDApp` launch, all others as an
/// `URLPurpose.externalBrowser` page, so `file:`, `javascript:`, `data:`, unknown
/// schemes and plain `http` to other hosts are never handed to a program; they are
/// logged (scheme and host only) and `false` is returned.
///
/// When no program can open an allowed web URL, it is handed to `presenter`, which
/// should show it to the person. Without a presenter, a notice naming only the URL's
/// scheme and host is logged and `false` is returned (the operation takes its
/// fallback): the whole URL carries nonces and never reaches a log.
public struct SystemURLOpener: URLOpener {
    private let presenter: (@Sendable (URL) async -> Bool)?
    private let logger: Logger
    /// Starts the system's program for a URL; `false` when there is none or it failed.
    private let launch: @Sendable (URL) async -> Bool

    /// Creates an opener.
    ///
    /// - Parameters:
    ///   - presenter: Shows a web URL when no program can open it; returns whether the
    ///     person can go on with it.
    ///   - logger: Where refusals and failures are reported (never whole URLs).
    public init(presenter: (@Sendable (URL) async -> Bool)? = nil, logger: Logger = Logger(label: "HaapiFlow.URLOpener")) {
        self.init(presenter: presenter, logger: logger) { url in
            guard let program = Self.program() else { return false }
            return await Self.run(program, url)
        }
    }

    /// Creates an opener that starts programs through `launch` (tests record it).
    init(
        presenter: (@Sendable (URL) async -> Bool)?, logger: Logger, launch: @escaping @Sendable (URL) async -> Bool
    ) {
        self.presenter = presenter
        self.logger = logger
        self.launch = launch
    }

    public func open(_ url: URL) async -> Bool {
        let purpose = Self.presumedPurpose(of: url)
        do {
            try URLPolicy.standard.check(url, for: purpose)
        } catch {
            logger.warning("URL not opened", metadata: ["refusal": .string(error.description)])
            return false
        }
        if await launch(url) { return true }
        guard purpose == .externalBrowser else { return false }
        if let presenter { return await presenter(url) }
        logger.notice(
            "no program could open a browser page; pass SystemURLOpener a presenter to show it",
            metadata: ["scheme": .string(url.scheme ?? ""), "host": .string(HostClassifier.host(of: url) ?? "")])
        return false
    }

    /// What a URL is presumed to be for, having no purpose given: `bankid:` launches the
    /// BankID app, everything else would open a browser.
    static func presumedPurpose(of url: URL) -> URLPurpose {
        url.scheme?.lowercased() == "bankid" ? .bankIDApp : .externalBrowser
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

    /// Starts `program` with `url` and waits for it to end; `true` when it exited with 0.
    /// It is started with `posix_spawn` (`ProgramSpawner`), never Foundation's `Process`,
    /// whose start can crash the process on Linux.
    static func run(_ program: URL, _ url: URL) async -> Bool {
        #if os(Linux) || os(macOS)
        guard case .success(let pid) = ProgramSpawner.spawn(program.path, [url.absoluteString]) else { return false }
        return await ProgramSpawner.exit(of: pid) == ProgramSpawner.Exit(status: 0, bySignal: false)
        #else
        return false
        #endif
    }
}
