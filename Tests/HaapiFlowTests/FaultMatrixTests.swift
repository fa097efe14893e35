import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// Every fault of ``FaultProxy`` at every request of a login with each dev-server
/// authenticator, through the flow driver. A clean login first lists the requests; then
/// each cell breaks one of them (the first or second of its kind: a poll repeated more
/// often is the same step) with one fault. The dev server's own test controls (`/dev/`,
/// the simulated person's approvals and mailbox) are not the client's and are not broken. Every cell
/// must end in tokens or a typed `HaapiFlowError` within its bound, with no POST
/// reaching the server more often than in the clean login, and a failed cell must say
/// whether the request may be sent again as the protocol allows. The matrix is printed.
///
/// A cell is marked retryable (`↻`) only when the error says sending the request again
/// is safe: a `GET` after a temporary failure, a `POST` only when the server certainly did
/// not process it (refused before it was sent, or 429/503). Passkeys are made and used
/// by a software authenticator, as a device's would.
@Suite(
    "Fault matrix: each fault at each step of each authenticator",
    .enabled(if: SoloSuites.enabled, "hundreds of logins \(SoloSuites.skipped)"))
struct FaultMatrixTests {
    /// How long a stalled request waits; how long a whole cell may take.
    static let stallDeadline: TimeInterval = 2
    static let cellBound: Duration = .seconds(90)

    @Test(arguments: MatrixJourney.all)
    func everyFaultAtEveryStep(_ journey: MatrixJourney) async throws {
        // One server and proxy for the journey; each cell starts the proxy over with its rule.
        let proxy = try FaultProxy(rules: [])
        defer { proxy.stop() }
        try await TestDevServer.run(behind: proxy, configuration: { configuration in
            configuration.users += MatrixJourney.totpUsers.configurations + MatrixJourney.passwordUsers.configurations
            journey.configure(&configuration)
        }) { server in
            if let prepare = journey.prepare {
                let prepared = try await Self.cell(prepare.journey, rule: nil, server: server, proxy: proxy)
                guard case .tokens = prepared else { throw TestError("preparing \(journey) ended \(prepared.label)") }
            }
            let clean = try await Self.cell(journey, rule: nil, server: server, proxy: proxy)
            guard case .tokens(let requests) = clean else { throw TestError("the clean \(journey) login ended \(clean.label)") }
            let (rows, problems) = try await FaultMatrix.walk(clean: requests) { step, fault in
                let outcome = try await Self.cell(journey, rule: FaultMatrix.rule(step, fault), server: server, proxy: proxy)
                return FaultMatrix.Cell(
                    label: outcome.label, forwarded: outcome.forwarded, problem: outcome.problem ?? Self.retryProblem(outcome, step, fault))
            }
            for problem in problems { Issue.record("\(journey) \(problem)") }
            print(FaultMatrix.table(
                title: "the flow driver — \(journey.name)",
                legend: "↻: the error says the request may be sent again (a GET, or a POST the server certainly did not process); "
                    + "screen?: another step's document was shown", rows: rows))
        }
    }

    // MARK: Cells

    /// What one cell came to.
    enum Outcome: Sendable {
        /// Tokens: the fault was survived.
        case tokens(forwarded: [String])
        /// A typed flow error, with the case's name and whether it says a retry may help.
        case failed(kind: String, retryable: Bool, forwarded: [String])
        /// The person was shown a screen the journey did not expect (another step's document).
        case unexpectedScreen(forwarded: [String])
        /// Something other than a `HaapiFlowError`.
        case untyped(String)
        /// No end within ``FaultMatrixTests/cellBound``.
        case hung

        var forwarded: [String] {
            switch self {
            case .tokens(let forwarded), .failed(_, _, let forwarded), .unexpectedScreen(let forwarded): forwarded
            case .untyped, .hung: []
            }
        }

        /// What is wrong with this end: no end, or an error that is not typed.
        var problem: String? {
            switch self {
            case .hung: "no end within \(FaultMatrixTests.cellBound)"
            case .untyped(let error): "untyped \(error)"
            default: nil
            }
        }

        var label: String {
            switch self {
            case .tokens: "tokens"
            case .failed(let kind, let retryable, _): retryable ? "\(kind)↻" : kind
            case .unexpectedScreen: "screen?"
            case .untyped: "UNTYPED"
            case .hung: "HUNG"
            }
        }
    }

    /// The faults after which the broken request had left the client: the server may
    /// have processed it (the proxy's reset before forwarding looks the same to the client).
    static let brokeAfterSending: Set<FaultProxy.Fault> = [.resetBeforeForwarding, .resetAfterForwarding, .stall, .truncatedBody]

    /// What is wrong with what a failed cell says about retrying: a `POST` that broke
    /// after it was sent must not be called retryable; a `GET` that broke on the way
    /// (a reset, no answer) is safe to send again and must be.
    static func retryProblem(_ outcome: Outcome, _ step: FaultMatrix.Step, _ fault: FaultProxy.Fault) -> String? {
        guard case .failed(_, let retryable, _) = outcome else { return nil }
        if step.method == "POST", retryable, brokeAfterSending.contains(fault) {
            return "a POST that may have reached the server is called retryable"
        }
        if step.method == "GET", !retryable, [.resetBeforeForwarding, .resetAfterForwarding, .stall].contains(fault) {
            return "a GET that broke on the way is not called retryable"
        }
        return nil
    }

    /// One login with `rule` (or none) in the proxy, by a new client and driver.
    static func cell(
        _ journey: MatrixJourney, rule: FaultProxy.Rule?, server: TestDevServer, proxy: FaultProxy
    ) async throws -> Outcome {
        let rules = rule.map { [$0] } ?? []
        proxy.reset(rules: rules)
        let h = FlowHarness(server: server)
        let configuration = try server.clientConfiguration(
            clientID: journey.clientID, authentication: .clientSecretBasic(ClientSecret(journey.secret)), scopes: [])
        let transport = FaultDeadlineTransport(proxy: proxy, deadline: stallDeadline, inner: server.transport)
        let client = try server.client(configuration: configuration, transport: transport, logger: .quiet("HaapiFlowTests.matrix"))
        let driver = try h.driver(client: client, operations: journey.operations)
        return await bounded {
            do {
                try await journey.run(h, driver)
            } catch let error as HaapiFlowError {
                await driver.cancel()
                return Self.failed(error, forwarded: proxy.forwarded)
            } catch {
                await driver.cancel()
                return .unexpectedScreen(forwarded: proxy.forwarded)
            }
            guard let result = await Self.settle(driver, clock: h.clock) else {
                await driver.cancel()
                return .unexpectedScreen(forwarded: proxy.forwarded)
            }
            switch result {
            case .tokens: return .tokens(forwarded: proxy.forwarded)
            case .failed(let error): return Self.failed(error, forwarded: proxy.forwarded)
            case let other: return .untyped("\(other)")
            }
        }
    }

    /// The flow's result once the journey's last action was taken, its clock moved on at
    /// each sleep (a poll, a retry's pause); `nil` when nothing sleeps for ``idleBound``
    /// and no result came: the flow then waits for the person on a screen the journey
    /// did not expect (another step's document).
    static func settle(_ driver: HaapiFlowDriver, clock: TestClock) async -> FlowResult? {
        await withTaskGroup(of: FlowResult?.self) { group in
            group.addTask { await driver.result() }
            group.addTask {
                while !Task.isCancelled {
                    do {
                        _ = try await clock.advanceToNextSleeper(within: .seconds(5), patience: idleBound)
                    } catch {
                        return nil
                    }
                }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            if first == nil { await driver.cancel() }   // ends the driver's own task
            return first
        }
    }

    /// How long a flow may neither sleep nor end before it counts as waiting for the person.
    static let idleBound: Duration = .seconds(15)

    /// `body`'s outcome, or ``Outcome/hung`` when it takes longer than ``cellBound`` (it
    /// is then cancelled, and not waited for: a cell that ignores cancellation must not
    /// hold up the matrix).
    static func bounded(_ body: @escaping @Sendable () async throws -> Outcome) async -> Outcome {
        do {
            return try await within(Double(cellBound.components.seconds), "a cell of the fault matrix") {
                do { return try await body() } catch { return .untyped("\(error)") }
            }
        } catch {
            return .hung
        }
    }

    static func failed(_ error: HaapiFlowError, forwarded: [String]) -> Outcome {
        let kind: String
        switch error {
        case .client(.network): kind = "net"
        case .client(.httpStatus): kind = "http"
        case .client(.protocolViolation): kind = "proto"
        case .client(.dpop): kind = "dpop"
        case .client(.security): kind = "security"
        case .client: kind = "client"
        default: kind = "flow"
        }
        let retryable = error.isRetryable
        return .failed(kind: kind, retryable: retryable, forwarded: forwarded)
    }
}

/// A login to tokens with one authenticator, as a person drives it.
struct MatrixJourney: Sendable, CustomTestStringConvertible {
    let name: String
    var clientID = DevServerConfiguration.demoClientID
    var secret = DevServerConfiguration.demoClientSecret
    var operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false))
    /// A change to the server's configuration for this journey.
    var configure: @Sendable (inout DevServerConfiguration) -> Void = { _ in }
    /// A login run once, with no fault, before the clean one (a passkey made to sign in with).
    var prepare: MatrixJourney.Prepared?
    let run: @Sendable (FlowHarness, HaapiFlowDriver) async throws -> Void

    var testDescription: String { name }

    /// Users for the TOTP journey's logins (a clean one and one a cell).
    static let totpUsers = TOTPUsers(count: 200)
    /// New users for the passkey registration journey's logins (the offer comes to a user without a passkey).
    static let passwordUsers = PasswordUsers(count: 200)

    /// A journey run before another (a reference type breaks the cycle of a journey in a journey).
    final class Prepared: Sendable {
        let journey: MatrixJourney
        init(_ journey: MatrixJourney) { self.journey = journey }
    }

    /// The server offers a passkey after a password login; no autofill on the password step.
    static let offerPasskeys: @Sendable (inout DevServerConfiguration) -> Void = { configuration in
        for index in configuration.authenticators.indices where configuration.authenticators[index].type == .passkey {
            configuration.authenticators[index].passkey = PasskeySettings(offerRegistrationAfter: ["username-password"], autofill: false)
        }
    }

    /// The device whose passkey the sign-in journey uses (made by its preparing login).
    static let passkeyDevice = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier())

    /// A password login of a new user who takes the offer and creates a passkey on `device`.
    static func passkeyRegistration(on device: SoftwareAuthenticator, users: PasswordUsers) -> MatrixJourney {
        MatrixJourney(
            name: "passkey registration", operations: .standard(opener: FixedOpener(succeeds: false), webAuthn: device),
            configure: offerPasskeys
        ) { _, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            try await driver.press(.login, ["userName": try users.next(), "password": PasswordUsers.password])
            try await driver.press(.deviceRegister)
        }
    }

    static let all: [MatrixJourney] = [
        MatrixJourney(name: "password") { _, driver in
            try await driver.start()
            try await driver.logInWithPassword()
        },
        MatrixJourney(name: "e-mail code") { h, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("email")
            try await driver.press(.login, ["email": "demo@example.com"])
            try await driver.press(.login, ["otp": try await h.server.lastCode(to: "demo@example.com")])
        },
        MatrixJourney(name: "TOTP") { h, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("totp")
            // A user of its own each time: the server takes each code once.
            let user = try MatrixJourney.totpUsers.next()
            try await driver.press(.login, ["userName": user.username, "totp": try h.server.totpCode(secret: user.secret)])
        },
        MatrixJourney(name: "consent", clientID: "haapi-consent", secret: "haapi-consent-secret") { _, driver in
            try await driver.start()
            try await driver.logInWithPassword()
            try await driver.press(.userConsent)
        },
        MatrixJourney(name: "BankID polling") { h, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidOtherDevice)
            // The screen the press led to must be BankID's (another step's document is not waited past).
            guard case .bankID? = await driver.currentScreen?.model else {
                throw TestError("not the BankID screen: \(await driver.currentScreen?.model.modelTypeName ?? "none")")
            }
            try await h.server.approveBankID()
        },
        MatrixJourney(name: "external browser", operations: .standard(opener: BrowserPlayingOpener())) { _, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
        },
        passkeyRegistration(on: SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier()), users: passwordUsers),
        MatrixJourney(
            name: "passkey sign-in", operations: .standard(opener: FixedOpener(succeeds: false), webAuthn: passkeyDevice),
            configure: offerPasskeys, prepare: Prepared(passkeyRegistration(on: passkeyDevice, users: passwordUsers))
        ) { _, driver in
            // The ceremony runs on the device as soon as the step comes; its answer ends the login.
            try await driver.start()
            try await driver.chooseAuthenticator("passkey1")
        },
    ]
}
