import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

/// Every fault of ``FaultProxy`` at every request of a login with each dev-server
/// authenticator, through the flow driver. A clean login first lists the requests; then
/// each cell breaks one of them (the first or second of its kind: a poll repeated more
/// often is the same step) with one fault. The dev server's own test controls (`/dev/`,
/// the simulated person's approvals and mailbox) are not the client's and are not broken. Every cell
/// must end in tokens or a typed `HaapiFlowError` within its bound, with no POST
/// reaching the server more often than in the clean login. The matrix is printed.
@Suite(
    "Fault matrix: each fault at each step of each authenticator",
    .enabled(if: SoloSuites.enabled, "hundreds of logins \(SoloSuites.skipped)"))
struct FaultMatrixTests {
    /// The faults, with the column heading each gets.
    static let faults: [(heading: String, fault: FaultProxy.Fault)] = [
        ("reset<", .resetBeforeForwarding), ("reset>", .resetAfterForwarding), ("503", .status(503)),
        ("stall", .stall), ("cut", .truncatedBody), ("html", .contentType("text/html")),
        ("other", .bodyOfAnotherStep), ("nonce", .staleDPoPNonce),
    ]

    /// How long a stalled request waits; how long a whole cell may take.
    static let stallDeadline: TimeInterval = 2
    static let cellBound: Duration = .seconds(90)

    @Test(arguments: MatrixJourney.all)
    func everyFaultAtEveryStep(_ journey: MatrixJourney) async throws {
        // One server and proxy for the journey; each cell starts the proxy over with its rule.
        let proxy = try FaultProxy(rules: [])
        defer { proxy.stop() }
        var options = TestDevServer.options()
        options.publicURL = proxy.baseURL
        try await TestDevServer.run(options: options) { server in
            try proxy.connect(to: try #require(await server.server.listeningURL))
            let clean = try await Self.cell(journey, rule: nil, server: server, proxy: proxy)
            guard case .tokens(let requests) = clean else { throw TestFailure("the clean \(journey) login ended \(clean.label)") }
            var rows: [(step: String, cells: [String])] = []
            for step in Self.steps(requests) {
                var cells: [String] = []
                for (_, fault) in Self.faults {
                    let rule = FaultProxy.Rule(
                        method: step.method, pathSuffix: step.path, fault: fault, skipping: step.occurrence,
                        times: fault == .staleDPoPNonce ? 2 : 1)
                    let outcome = try await Self.cell(journey, rule: rule, server: server, proxy: proxy)
                    cells.append(outcome.label)
                    if case .hung = outcome { Issue.record("\(journey) \(step) \(fault): no end within \(Self.cellBound)") }
                    if case .untyped(let error) = outcome { Issue.record("\(journey) \(step) \(fault): untyped \(error)") }
                    for (request, count) in Self.counts(outcome.forwarded) where request.hasPrefix("POST ") {
                        let allowed = Self.counts(requests)[request] ?? 0
                        #expect(count <= allowed, "\(journey) \(step) \(fault): \(request) reached the server \(count) times (clean: \(allowed))")
                    }
                }
                rows.append(("\(step.method) \(step.path)" + (step.occurrence > 0 ? " (2nd)" : ""), cells))
            }
            Self.printMatrix(journey: journey.name, rows: rows)
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

    /// One login with `rule` (or none) in the proxy, by a new client and driver.
    static func cell(
        _ journey: MatrixJourney, rule: FaultProxy.Rule?, server: TestDevServer, proxy: FaultProxy
    ) async throws -> Outcome {
        let rules = rule.map { [$0] } ?? []
        proxy.reset(rules: rules)
        let h = FlowHarness(server: server)
        let configuration = try server.clientConfiguration(
            clientID: journey.clientID, authentication: .clientSecretBasic(ClientSecret(journey.secret)), scopes: []
        ) { $0.requestTimeout = 120 }
        let transport = DeadlineTransport(rules: rules, deadline: stallDeadline)
        let client = try server.client(configuration: configuration, transport: transport, logger: .quiet("HaapiFlowTests.matrix"))
        let driver = try h.driver(client: client, operations: journey.operations)
        return try await bounded {
            do {
                try await journey.run(h, driver)
            } catch let error as HaapiFlowError {
                await driver.cancel()
                return Self.failed(error, forwarded: proxy.forwarded)
            } catch {
                await driver.cancel()
                return .unexpectedScreen(forwarded: proxy.forwarded)
            }
            switch await TransportFaultTests.result(of: driver, ticking: h.clock) {
            case .tokens: return .tokens(forwarded: proxy.forwarded)
            case .failed(let error): return Self.failed(error, forwarded: proxy.forwarded)
            case let other: return .untyped("\(other)")
            }
        }
    }

    /// `body`'s outcome, or ``Outcome/hung`` when it takes longer than ``cellBound`` (it is then cancelled).
    static func bounded(_ body: @escaping @Sendable () async throws -> Outcome) async throws -> Outcome {
        try await withThrowingTaskGroup(of: Outcome?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try? await Task.sleep(for: cellBound)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first ?? .hung
        }
    }

    static func failed(_ error: HaapiFlowError, forwarded: [String]) -> Outcome {
        let kind: String
        var retryable = false
        switch error {
        case .client(.network(let network)):
            kind = "net"
            retryable = network.isRetryable
        case .client(.httpStatus): kind = "http"
        case .client(.protocolViolation): kind = "proto"
        case .client(.dpop): kind = "dpop"
        case .client(.security): kind = "security"
        case .client: kind = "client"
        default: kind = "flow"
        }
        return .failed(kind: kind, retryable: retryable, forwarded: forwarded)
    }

    // MARK: Counting and printing

    /// The first and second of each request the client sent.
    static func steps(_ requests: [String]) -> [(method: String, path: String, occurrence: Int)] {
        var seen: [String: Int] = [:]
        return requests.compactMap { request in
            let occurrence = seen[request, default: 0]
            seen[request] = occurrence + 1
            guard occurrence < 2, let space = request.firstIndex(of: " ") else { return nil }
            let path = String(request[request.index(after: space)...])
            guard !path.hasPrefix("/dev/") else { return nil }
            return (String(request[..<space]), path, occurrence)
        }
    }

    static func counts(_ requests: [String]) -> [String: Int] {
        requests.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    static func printMatrix(journey: String, rows: [(step: String, cells: [String])]) {
        let first = max(journey.count, rows.map(\.step.count).max() ?? 0)
        let widths = faults.indices.map { column in
            max(faults[column].heading.count, rows.map { $0.cells[column].count }.max() ?? 0)
        }
        func line(_ head: String, _ cells: [String]) -> String {
            ([head.padding(toLength: first, withPad: " ", startingAt: 0)]
                + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) })
                .joined(separator: "  ")
        }
        var text = "\nFault matrix — \(journey) (↻: the error says a retry may help; screen?: another step's document was shown)\n"
        text += line(journey, faults.map(\.heading)) + "\n"
        for row in rows { text += line(row.step, row.cells) + "\n" }
        print(text)
    }
}

/// A login to tokens with one authenticator, as a person drives it.
struct MatrixJourney: Sendable, CustomTestStringConvertible {
    let name: String
    var clientID = DevServerConfiguration.demoClientID
    var secret = DevServerConfiguration.demoClientSecret
    var operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false))
    let run: @Sendable (FlowHarness, HaapiFlowDriver) async throws -> Void

    var testDescription: String { name }

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
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "totp": try h.server.totpCode()])
        },
        MatrixJourney(name: "consent", clientID: "haapi-consent", secret: "haapi-consent-secret") { _, driver in
            try await driver.start()
            try await driver.logInWithPassword()
            try await driver.press(.userConsent)
        },
        MatrixJourney(name: "BankID polling") { h, driver in
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidOtherDevice)
            // The next screen must be BankID's (another step's document is not waited past).
            while let update = await updates.next() {
                guard case .screen(let screen) = update else { continue }
                guard case .bankID = screen.model else { throw TestFailure("not the BankID screen: \(screen.model.modelTypeName)") }
                break
            }
            try await h.server.approveBankID()
        },
        MatrixJourney(name: "external browser", operations: .standard(opener: BrowserPlayingOpener())) { _, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
        },
    ]
}
