import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiUI
import Testing

/// The "Showing errors to people" article's example.
func show(_ error: some PresentableError, in registry: ThemeRegistry) -> (title: String, message: String, offersRetry: Bool) {
    let presentation = error.presentation
    return (registry.title(presentation), registry.text(presentation), presentation.recovery == .tryAgain)
}

/// Every way a flow can fail, as a person reads it: in English, Dutch and Swedish, with no
/// developer text.
@Suite struct ErrorPresentationTests {
    /// The cases of `HaapiFlowError`: ``name(of:)`` is exhaustive, so a new case does not
    /// compile until it is named here and given a sample below.
    enum Case: CaseIterable { case actionNotOffered, linkNotOffered, linkNotFollowable, linkRefused, invalidParameters, invalidState, busy, stoppedByHook, client, timedOut, pollingTimedOut, tooManyRedirects, sessionMismatch, unexpectedDocument, clientOperationFailed }

    static func name(of error: HaapiFlowError) -> Case {
        switch error {
        case .actionNotOffered: .actionNotOffered
        case .linkNotOffered: .linkNotOffered
        case .linkNotFollowable: .linkNotFollowable
        case .linkRefused: .linkRefused
        case .invalidParameters: .invalidParameters
        case .invalidState: .invalidState
        case .busy: .busy
        case .stoppedByHook: .stoppedByHook
        case .client: .client
        case .timedOut: .timedOut
        case .pollingTimedOut: .pollingTimedOut
        case .tooManyRedirects: .tooManyRedirects
        case .sessionMismatch: .sessionMismatch
        case .unexpectedDocument: .unexpectedDocument
        case .clientOperationFailed: .clientOperationFailed
        }
    }

    static let request = "POST https://login.example/authn/authenticate?state=abc"

    /// Every client failure a flow can carry, one of each kind (and each OAuth code the
    /// presentation tells apart).
    static let clientErrors: [HaapiClientError] = [
        .configuration(ConfigurationError(field: "clientId", reason: "empty")),
        .network(NetworkError(reason: "connection refused", request: request, isTemporary: true, mayHaveReachedServer: false)),
        .network(NetworkError(reason: "the connection broke", request: request, isTemporary: true)),
        .network(NetworkError(reason: "TLS failure", request: request, isTemporary: false, mayHaveReachedServer: false)),
        .httpStatus(HTTPStatusError(status: 429, request: request, contentType: nil, bodyExcerpt: "")),
        .httpStatus(HTTPStatusError(status: 503, request: request, contentType: "text/html", bodyExcerpt: "<h1>busy</h1>")),
        .httpStatus(HTTPStatusError(status: 404, request: request, contentType: nil, bodyExcerpt: "")),
        .protocolViolation(ProtocolViolationError(
            request: request, status: 200,
            reason: .undecodableBody(HaapiDecodingError(.typeMismatch(expected: "string", found: "number"), at: JSONPath(components: [.key("actions"), .index(0), .key("kind")]))))),
        .dpop(DPoPError(.nonceRetryExhausted, request: request)),
        .security(SecurityCheckError(.foreignOrigin(url: "https://evil.example/steal?password=x", allowed: ["https://login.example"]))),
        .storage(StorageError(operation: "TokenStore.save", errorType: "KeychainError")),
        .attestation(AttestationError(.noChallenge(status: 404), request: request)),
        .registration(RegistrationError(.noRegistrationEndpoint, request: request)),
        .invalidUse(InvalidUseError("start() called twice", recoverySuggestion: "Call start() once.")),
        .cancelled,
    ] + ["access_denied", "temporarily_unavailable", "server_error", "slow_down", "login_required", "invalid_grant", "invalid_client", "unknown_code"]
        .map { .oauth(OAuthError(error: $0, errorDescription: "developer detail for \($0)", endpoint: "token")) }

    static func samples(of kind: Case) -> [HaapiFlowError] {
        switch kind {
        case .actionNotOffered: [.actionNotOffered(id: "login", screen: "FormViewController")]
        case .linkNotOffered: [.linkNotOffered(id: "forgot", screen: "FormViewController")]
        case .linkNotFollowable: [.linkNotFollowable(id: "logo", reason: "an image")]
        case .linkRefused:
            [.linkRefused(id: "help", refusal: URLRefusedError(purpose: .link, scheme: "javascript", host: nil, reason: .schemeNotAllowed))]
        case .invalidParameters: [.invalidParameters(actionID: "login", reason: "unknown field userNam")]
        case .invalidState: [.invalidState("not started")]
        case .busy: [.busy("submit")]
        case .stoppedByHook: [.stoppedByHook(hook: "preSubmit", actionID: "login")]
        case .client: clientErrors.map(HaapiFlowError.client)
        case .timedOut: [.timedOut(request: request, seconds: 30)]
        case .pollingTimedOut: [.pollingTimedOut(seconds: 600)]
        case .tooManyRedirects: [.tooManyRedirects(10)]
        case .sessionMismatch: [.sessionMismatch(restarts: 2)]
        case .unexpectedDocument: [.unexpectedDocument("$.actions[0].model: unknown kind")]
        case .clientOperationFailed: [.clientOperationFailed(name: "bankid", reason: "no app")]
        }
    }

    static let everyError: [HaapiFlowError] = Case.allCases.flatMap(samples(of:))

    @Test func everyCaseHasSamplesOfItsOwn() {
        for kind in Case.allCases {
            let samples = Self.samples(of: kind)
            #expect(!samples.isEmpty)
            #expect(samples.allSatisfy { Self.name(of: $0) == kind }, "\(kind)")
        }
    }

    @Test(arguments: ["nl", "sv"])
    func everyErrorReadsAsWordsForAPersonInEveryLanguage(_ tag: String) {
        let english = ThemeRegistry.standard.withLanguage(tag: "en")
        let registry = ThemeRegistry.standard.withLanguage(tag: tag)
        for error in Self.everyError {
            let presentation = error.presentation
            for (text, inEnglish) in [
                (registry.text(presentation), english.text(presentation)), (registry.title(presentation), english.title(presentation)),
            ] {
                let findings = PersonFacingText.findings(in: text, language: registry.language, english: inEnglish, developerText: error.description)
                #expect(findings.isEmpty, "\(error): \(findings)")
                let englishFindings = PersonFacingText.findings(
                    in: inEnglish, language: english.language, english: inEnglish, developerText: error.description)
                #expect(englishFindings.isEmpty, "\(error): \(englishFindings)")
            }
        }
    }

    @Test func theCheckFindsDeveloperText() {
        let english = ThemeRegistry.standard.withLanguage(tag: "en")
        let error = HaapiFlowError.unexpectedDocument("$.actions[0].model")
        for text in [error.description, "HaapiFlowError.busy", "call preSubmit first", "see https://x.example/?a=1", "Er ging iets mis: the server"] {
            #expect(!PersonFacingText.findings(in: text, language: .dutch, english: english.text(error.presentation), developerText: "")
                .isEmpty, "\(text)")
        }
    }

    @Test func aRetryIsOfferedOnlyWhereTheSameActionMaySucceed() {
        for error in Self.everyError where error.presentation.recovery == .tryAgain {
            #expect(error.isRetryable || { if case .client(.storage) = error { true } else { false } }(), "\(error)")
        }
        #expect(HaapiFlowError.client(.network(NetworkError(reason: "", request: "", isTemporary: true, mayHaveReachedServer: false))).presentation.recovery == .tryAgain)
        // A form post that may have reached the server is not sent again: the person starts again.
        #expect(HaapiFlowError.client(.network(NetworkError(reason: "", request: Self.request, isTemporary: true))).presentation.recovery == .startAgain)
        #expect(HaapiFlowError.sessionMismatch(restarts: 1).presentation.recovery == .startAgain)
        #expect(HaapiFlowError.client(.security(SecurityCheckError(.stateMismatch))).presentation.recovery == .contactSupport)
    }

    @Test func theArticlesExampleShowsTheWordsAndTheWayOut() {
        let shown = show(HaapiFlowError.timedOut(request: Self.request, seconds: 30), in: ThemeRegistry.standard.withLanguage(tag: "sv"))
        #expect(shown.title == "Något gick fel")
        #expect(shown.message == "Servern svarade inte i tid. Kontrollera din anslutning och försök igen.")
        #expect(shown.offersRetry)
    }

    @MainActor @Test func theBannerShowsThePersonsWordsNotTheDescription() throws {
        let container = HaapiFlowViewController(
            themeRegistry: ThemeRegistry.standard.withLanguage(tag: "nl"), viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        container.loadViewIfNeeded()
        let error = HaapiFlowError.client(.network(NetworkError(reason: "connection refused", request: Self.request, isTemporary: true, mayHaveReachedServer: false)))
        container.reportActionFailure(error)
        #expect(container.notificationBanner.message == "De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.")
        #expect(!container.notificationBanner.isHidden)
    }
}
