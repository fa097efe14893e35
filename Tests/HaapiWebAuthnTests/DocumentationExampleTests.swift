import HaapiJOSE
import HaapiWebAuthn
import Testing

/// The examples of `HaapiWebAuthn.docc/VerifyingPasskeys.md`, verbatim, run.
@Suite struct DocumentationExampleTests {
    @Test func registerAndSignInAsTheArticleShows() async throws {
        let relyingParty = WebAuthnRelyingParty(id: "login.example.com", allowedOrigins: ["https://login.example.com"])
        let authenticator = SoftwareAuthenticator(
            store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier(), origin: "https://login.example.com")

        let challenge = SystemRandomSource().bytes(32)
        let registration = try await authenticator.register(PublicKeyCredentialCreationOptionsJSON(
            rp: .init(id: "login.example.com", name: "Example"),
            user: .init(id: Base64URL.encode([1, 2, 3]), name: "sam", displayName: "Sam"),
            challenge: Base64URL.encode(challenge), pubKeyCredParams: [.init(alg: -7)]))
        var credential = try relyingParty.verifyRegistration(
            registration,
            expecting: RegistrationExpectation(challenge: challenge, userVerification: .required, userHandle: [1, 2, 3]))

        let signInChallenge = SystemRandomSource().bytes(32)
        let assertion = try await authenticator.authenticate(PublicKeyCredentialRequestOptionsJSON(
            challenge: Base64URL.encode(signInChallenge), rpId: "login.example.com"))
        let verified = try relyingParty.verifyAuthentication(
            assertion, expecting: AuthenticationExpectation(challenge: signInChallenge, userVerification: .required),
            credential: credential)
        credential.signCount = verified.signCount

        #expect(credential.signCount == 1)
        #expect(credential.userHandle == [1, 2, 3])
    }
}
