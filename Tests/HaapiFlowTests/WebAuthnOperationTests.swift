import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiWebAuthn
import Logging
import Testing
@testable import HaapiFlow

/// The passkey adapter: what the authenticator is handed, and where its answer goes.
@Suite("WebAuthn client operations")
struct WebAuthnOperationTests {
    @Test func aPasskeyRegistrationHandsOverThePublicKeyOptionsAndAnswersInCredential() async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform])
        let outcome = try await perform(WebAuthnDocuments.registration(), handler: handler)
        let request = try #require(await handler.registrations.first)
        #expect(request.attachment == nil)
        #expect(request.options.challenge == "Y2hhbGxlbmdl")
        #expect(request.options.user.name == "sam")
        // Exactly the publicKey object, not the whole arguments.
        #expect(request.json == WebAuthnDocuments.creationOptions)
        guard case .continued(let parameters) = outcome else { Issue.record("\(outcome)"); return }
        #expect(Array(parameters.keys) == ["credential"])
        #expect(parameters["credential"] == .json(try JSONValue(encoding: RecordingWebAuthnHandler.registration)))
    }

    /// With both offered, `platform` is used when the handler can, else `cross-platform`.
    @Test(arguments: [WebAuthnAttachment.platform, .crossPlatform])
    func anAnyDeviceRegistrationAnswersInTheFieldOfTheAttachmentUsed(_ used: WebAuthnAttachment) async throws {
        let supported: Set<WebAuthnAttachment> = used == .platform ? [.platform, .crossPlatform] : [.crossPlatform]
        let field = used == .platform ? "platformCredential" : "crossPlatformCredential"
        let handler = RecordingWebAuthnHandler(attachments: supported)
        let outcome = try await perform(WebAuthnDocuments.anyDeviceRegistration(), handler: handler)
        let request = try #require(await handler.registrations.first)
        #expect(request.attachment == used)
        #expect(request.options.authenticatorSelection?.authenticatorAttachment == used.rawValue)
        guard case .continued(let parameters) = outcome else { Issue.record("\(outcome)"); return }
        #expect(Array(parameters.keys) == [field])
    }

    @Test func anAnyDeviceAnswerIsSubmittedInItsOwnFieldAlone() throws {
        var m = MachineDriver()
        m.start()
        let operation = try #require(try m.answer(WebAuthnDocuments.anyDeviceRegistration()).operation)
        let credential = FormSubmission.Value.json(try JSONValue(encoding: RecordingWebAuthnHandler.registration))
        let effects = m.handle(.clientOperationFinished(.continued(parameters: ["crossPlatformCredential": credential]), operationID: operation.id))
        guard case .submit(let next, let parameters)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(next.id == "actions[0].model.continueActions[0]")
        #expect(parameters == ["crossPlatformCredential": credential])
    }

    @Test func anAnyDeviceRegistrationNothingHereCanMakeIsNotSupported() async throws {
        let outcome = try await perform(WebAuthnDocuments.anyDeviceRegistration(), handler: RecordingWebAuthnHandler(attachments: []))
        guard case .failed(.passkeyFailed(.notSupported), _) = outcome else { Issue.record("\(outcome)"); return }
    }

    @Test func anAuthenticationHandsOverTheRequestOptionsAndAnswersInCredential() async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform])
        let outcome = try await perform(WebAuthnDocuments.authentication(), handler: handler)
        let request = try #require(await handler.authentications.first)
        #expect(request.options.rpId == "login.example.com")
        #expect(request.options.allowCredentials?.map(\.id) == ["Y3JlZA"])
        #expect(request.json == WebAuthnDocuments.requestOptions)
        guard case .continued(let parameters) = outcome else { Issue.record("\(outcome)"); return }
        #expect(parameters["credential"] == .json(try JSONValue(encoding: RecordingWebAuthnHandler.assertion)))
    }

    @Test(arguments: [
        (WebAuthnCeremonyError.notAllowed(reason: "the person cancelled"), PasskeyFailure.cancelled),
        (.timedOut, .timedOut),
        (.alreadyRegistered, .alreadyRegistered),
        (.notSupported(reason: "no authenticator"), .notSupported),
        (.invalidOptions(reason: "RP ID"), .unusableRequest),
        (.storage(reason: "disk full"), .unusableRequest),
    ])
    func aCeremonyErrorTakesTheFallbackWithItsNotice(_ error: WebAuthnCeremonyError, _ failure: PasskeyFailure) async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform], failure: error)
        let outcome = try await perform(WebAuthnDocuments.authentication(), handler: handler)
        #expect(outcome == .failed(.passkeyFailed(failure), reason: error.description))
    }

    @Test func unreadableOptionsAreTheServersMistakeAndTakeTheFallback() async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform])
        var arguments = WebAuthnDocuments.requestOptions
        if case .object(var object) = arguments { object["challenge"] = 42; arguments = .object(object) }
        let outcome = try await perform(WebAuthnDocuments.authentication(publicKey: arguments), handler: handler)
        guard case .failed(.passkeyFailed(.unusableRequest), let reason) = outcome else { Issue.record("\(outcome)"); return }
        #expect(reason.contains("credentialRequestOptions.publicKey"))
        #expect(await handler.authentications.isEmpty)
    }

    @Test func theFallbackIsTakenAndTheNextScreenCarriesTheNotice() throws {
        var m = MachineDriver()
        m.start()
        let operation = try #require(try m.answer(WebAuthnDocuments.authentication()).operation)
        let effects = m.handle(.clientOperationFinished(.failed(.passkeyFailed(.cancelled), reason: "cancelled"), operationID: operation.id))
        // The one fallback needs no input: it is followed, and the notice waits for its screen.
        guard case .submit(let fallback, _)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(fallback.id == "actions[0].model.errorActions[0]")
        let next = try m.answer("selectAuthentication")
        #expect(next.shown?.notice == .passkeyFailed(.cancelled))
    }

    /// A server offering a passkey for this browser after another sign-in: the ceremony,
    /// "No, not now" and "Don't ask me again for this browser" are all the person's to choose.
    @Test func anAdditionalDeviceStepOffersEveryChoiceAndSubmitsTheOneTaken() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("HaapiUITests/FidelityDocuments/webauthn-registration-additional-device.json")
        let document = try HaapiDecoder(baseURL: RecordedSteps.baseURL).decode(Array(try Data(contentsOf: file)))
        var m = MachineDriver()
        m.start()
        let effects = try m.answer(document)
        let operation = try #require(effects.operation, "the ceremony starts")
        guard case .webAuthn(let model)? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(model.operation == .registration)
        #expect(model.errorButtons.map(\.label) == ["Go on without a passkey"])
        #expect(model.alternativeButtons.map(\.label) == ["No, not now", "Don't ask me again for this browser"])
        #expect(model.alternativeButtons.map(\.actionModel.id) == ["actions[1]", "actions[2]"])
        // The person declines for good while the browser's sheet is up.
        let declined = m.handle(.userSubmitted(model.alternativeButtons[1].actionModel, parameters: [:]))
        guard case .submit(let chosen, let parameters)? = declined.sent?.operation else { Issue.record("\(declined)"); return }
        #expect(chosen.id == "actions[2]")
        #expect(chosen.action.form?.fields.map(\.value) == ["always"])
        #expect(parameters.isEmpty)
        // The ceremony's late answer is not submitted on top of the choice.
        let late = m.handle(.clientOperationFinished(.continued(parameters: ["credential": .text("x")]), operationID: operation.id))
        #expect(late.sent == nil)
    }

    @Test func aPasskeyOfferedForAutofillIsNeitherStartedNorShownButRidesOnTheForm() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer(WebAuthnDocuments.passwordStepWithAutofill())
        #expect(effects.operation == nil)
        guard case .form(let form)? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(form.buttons.count == 1)
        #expect(form.passkeyAutofill?.id == "actions[1]")
        #expect(form.passkeyAutofill?.action.clientOperation?.isConditionalMediation == true)
    }

    @Test(arguments: ["bank.example", "example.com.evil.test", "com", ""])
    func anRPIDOfAnotherSiteIsRefusedBeforeTheAuthenticatorIsAsked(_ rpID: String) async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform])
        guard case .object(var options) = WebAuthnDocuments.requestOptions else { return }
        options["rpId"] = .string(rpID)
        let outcome = try await perform(WebAuthnDocuments.authentication(publicKey: .object(options)), handler: handler)
        guard case .failed(.passkeyFailed(.unusableRequest), let reason) = outcome else { Issue.record("\(outcome)"); return }
        #expect(reason.contains("is not the authorization server's domain"))
        #expect(await handler.authentications.isEmpty)
    }

    @Test func aRegistrationForAnotherSiteIsRefusedToo() async throws {
        let handler = RecordingWebAuthnHandler(attachments: [.platform])
        guard case .object(var options) = WebAuthnDocuments.creationOptions else { return }
        options["rp"] = ["id": "bank.example", "name": "Bank"]
        let outcome = try await perform(WebAuthnDocuments.registration(publicKey: .object(options)), handler: handler)
        guard case .failed(.passkeyFailed(.unusableRequest), _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(await handler.registrations.isEmpty)
    }

    @Test(arguments: [
        ("login.example.com", "login.example.com", true), ("example.com", "login.example.com", true),
        ("com", "login.example.com", false), ("ample.com", "login.example.com", false),
        ("localhost", "127.0.0.1", true), ("example.com", "127.0.0.1", false),
    ])
    func theRPIDMustBeTheServersDomainOrAParentOfIt(_ rpID: String, _ host: String, _ fits: Bool) {
        #expect(WebAuthnOperationHandler.relyingParty(rpID, fits: host) == fits)
    }

    private func perform(_ document: HaapiDocument, handler: RecordingWebAuthnHandler) async throws -> ClientOperationOutcome {
        var m = MachineDriver()
        m.start()
        let request = try #require(try m.answer(document).operation)
        let server = URL(string: "https://login.example.com/oauth")!
        let configuration = try HaapiClientConfiguration(
            clientID: "c", endpoints: .explicit(ServerEndpoints(
                issuer: server, authorizationEndpoint: server.appendingPathComponent("authorize"),
                tokenEndpoint: server.appendingPathComponent("token"))),
            redirectURI: URL(string: "app:/callback")!, clientAuthentication: .clientSecretPost("s"))
        let context = ClientOperationContext(
            client: HaapiClient(configuration: configuration), clock: ContinuousClock(), random: SystemRandomSource(),
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        return await ClientOperationHandlers.standard(webAuthn: handler).handler(for: request.operation.name)!.perform(request, context: context)
    }
}

/// Records what it is asked and answers with fixed credentials (or `failure`).
actor RecordingWebAuthnHandler: WebAuthnHandler {
    nonisolated let attachments: Set<WebAuthnAttachment>
    let failure: WebAuthnCeremonyError?
    private(set) var registrations: [WebAuthnRegistration] = []
    private(set) var authentications: [WebAuthnAuthentication] = []

    static let registration = RegistrationResponseJSON(
        id: "Y3JlZA", rawId: "Y3JlZA",
        response: .init(clientDataJSON: "e30", attestationObject: "oA", transports: ["internal"]), authenticatorAttachment: "platform")
    static let assertion = AuthenticationResponseJSON(
        id: "Y3JlZA", rawId: "Y3JlZA", response: .init(clientDataJSON: "e30", authenticatorData: "AA", signature: "AA", userHandle: "dQ"))

    init(attachments: Set<WebAuthnAttachment>, failure: WebAuthnCeremonyError? = nil) {
        self.attachments = attachments
        self.failure = failure
    }

    func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        registrations.append(request)
        if let failure { throw failure }
        return Self.registration
    }

    func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        authentications.append(request)
        if let failure { throw failure }
        return Self.assertion
    }
}

@Suite("Passkey support")
struct PasskeySupportTests {
    @Test func theStockHandlersRunNoPasskeysAndAnAuthenticatorDoes() {
        #expect(!ClientOperationHandlers.standard().runsPasskeys)
        #expect(ClientOperationHandlers.standard(webAuthn: RecordingWebAuthnHandler(attachments: [.platform])).runsPasskeys)
        var none = ClientOperationHandlers.standard(webAuthn: RecordingWebAuthnHandler(attachments: [.platform]))
        none.remove(.webauthnAuthentication)
        #expect(!none.runsPasskeys)
    }
}
