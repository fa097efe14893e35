import ArgumentParser
import Foundation
import HaapiApp
import HaapiClient
import HaapiOnboarding

/// `haapi app`: the app facade (HaapiApp) in the terminal — open a link, scan a QR
/// code from an image, handle a push notification, or watch for pushes.
struct AppCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Use the app facade (HaapiKit.sharedInstance) in the terminal: links, QR codes and push notifications.",
        discussion: """
            Without --secret an embedded dev server starts, and the facade is configured with its demo client \
            (app scheme haapidemo, universal links at the server's address). Exit status: 0 done, 1 failed, \
            2 the input is not the facade's or not usable, 3 cancelled (a cancel button, or Ctrl-C, SIGTERM or \
            SIGHUP while a flow is on screen). With no flow on screen ('watch' waiting for requests) a signal \
            ends the process as it ends any program.
            """,
        subcommands: [AppOpenCommand.self, AppScanCommand.self, AppPushCommand.self, AppWatchCommand.self, AppUnlockCommand.self])
}

/// `haapi app open URL`.
struct AppOpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Handle a URL as a deep link: haapidemo://login, …/haapi/approve?request=…")

    @ArgumentParser.Argument(help: "The URL.")
    var url: String

    @OptionGroup var app: AppOptions

    func run() async throws {
        guard let parsed = URL(string: url), parsed.scheme != nil else {
            FileHandle.standardError.write(Data("error: '\(url)' is not a URL\n".utf8))
            throw ExitCode(AppExitStatus.refused.rawValue)
        }
        // An activation link goes to the onboarding that waits for it in another terminal, if one does
        // (as a system hands a link to the app that is running).
        if Self.isActivationLink(parsed) {
            let taken: Bool?
            do {
                taken = try LinkMailbox.deliver(parsed)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(AppExitStatus.failure.rawValue)
            }
            if let taken {
                FileHandle.standardError.write(Data((taken
                    ? "haapi: the onboarding waiting in another terminal took the link.\n"
                    : "haapi: the onboarding waiting in another terminal refused the link (it shows why).\n").utf8))
                if !taken { throw ExitCode(AppExitStatus.refused.rawValue) }
                return
            }
        }
        try await app.run { kit async throws(HaapiKitError) in try await kit.handleURL(parsed, calledFromExternalApp: true) }
    }
}

extension AppOpenCommand {
    /// Whether `url` is an app's activation link (`scheme://activate?…` or `…/haapi/activate?…`).
    static func isActivationLink(_ url: URL) -> Bool {
        url.host?.lowercased() == "activate" && (url.path.isEmpty || url.path == "/") || url.path == "/\(HaapiKitURLRouter.pathPrefix)/activate"
    }
}

/// `haapi app scan IMAGE` (PNG or JPEG).
struct AppScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan", abstract: "Scan a QR code from a picture (PNG or JPEG) and handle the URL it holds.")

    @ArgumentParser.Argument(help: "The picture, PNG or JPEG (a photo of a code on a screen or paper is read too).")
    var image: String

    @ArgumentParser.Flag(help: "Return an unusable code's error at once instead of showing it first.")
    var noDialog = false

    @OptionGroup var app: AppOptions

    func run() async throws {
        let source = ImageFileQRCodeSource(fileURL: URL(fileURLWithPath: image))
        try await app.run { kit async throws(HaapiKitError) in
            kit.qrCodeSource = source
            return try await kit.qrScanFlow(showDialogOnFail: !noDialog)
        }
    }
}

/// `haapi app push PAYLOAD.json`.
struct AppPushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push", abstract: "Handle a push notification's payload (a JSON object) as the app would.")

    @ArgumentParser.Argument(help: "The payload file ('-' for standard input).")
    var payload: String

    @OptionGroup var app: AppOptions

    func run() async throws {
        let path = payload
        try await app.run { kit async throws(HaapiKitError) in
            try await kit.onRemoteNotificationReceived(payload: try Self.readPayload(path))
        }
    }

    /// The JSON object in `path` (or standard input), as a notification's user info.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` naming the file.
    @MainActor
    static func readPayload(_ path: String) throws(HaapiKitError) -> [AnyHashable: Any] {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: path) else { throw .invalidInput("\(path): the file cannot be read") }
            data = read
        }
        guard data.count <= 64 * 1024, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .invalidInput("\(path): not a JSON object of at most 64 KiB")
        }
        return object
    }
}

/// `haapi app watch`: sign in, register this device for pushes, and answer each
/// sign-in request the dev server sends it.
struct AppWatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Sign in, register for pushes, and approve sign-ins as they come (reads the dev server's push outbox).",
        discussion: """
            Start a login that uses push approval elsewhere (for example 'haapi login' against the same server, \
            choosing "Approve on your phone"); each request shows here. --count ends after that many requests.
            """)

    @ArgumentParser.Option(help: "Stop after this many requests (default: until Ctrl-C).")
    var count: Int?

    @OptionGroup var app: AppOptions

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> AppExitStatus in
            try await app.withFacade { kit, delegate, issuer in
                guard let scheme = kit.secret?.urlScheme, let login = URL(string: "\(scheme)://login") else {
                    throw CommandFailure("the secret has no app scheme to start a login with")
                }
                let signedIn = await AppOptions.outcome { () throws(HaapiKitError) in try await kit.handleURL(login) }
                guard case .success = signedIn else { return await delegate.report(signedIn, json: app.terminal.json) }
                await delegate.settle()
                do {
                    try await kit.handleNewPushToken(delegate.deviceToken)
                } catch {
                    throw CommandFailure("\(error)")
                }
                FileHandle.standardError.write(Data("haapi: registered for pushes; waiting for sign-in requests (Ctrl-C stops)\n".utf8))
                var outbox = PushOutbox(issuer: issuer, deviceToken: delegate.deviceToken)
                var answered = 0
                while count.map({ answered < $0 }) ?? true {
                    for payload in try await outbox.newPayloads() {
                        let status = await delegate.report(await AppOptions.outcome { () throws(HaapiKitError) in
                            try await kit.onRemoteNotificationReceived(payload: payload)
                        }, json: app.terminal.json)
                        if status == .cancelled { return status }
                        answered += 1
                    }
                    try await Task.sleep(for: .seconds(1))
                }
                return .done
            }
        }
        if status != .done { throw ExitCode(status.rawValue) }
    }
}
