import Crypto
import Foundation
public import HaapiJOSE
public import HaapiModel

/// A passkey authenticator in software, for Linux, the terminal and tests: P-256 keys
/// in a ``PasskeyStore``, user verification by a ``UserVerifier``, and the bytes a
/// platform authenticator would produce (`authenticatorData` with attested credential
/// data, a `none` attestation object, `clientDataJSON`, counters).
///
/// It is a **development authenticator**: its keys are only as safe as its store, and
/// it attests nothing (`none`, with the fixed ``aaguid``). What it does:
///
/// - ES256 only; every passkey is discoverable (resident) and reports `platform`
///   attachment and the `internal` transport, whatever attachment the options prefer.
/// - The signature counter is 0 in the registration and rises by one before each
///   assertion (1, 2, ...), saved before the assertion is returned.
/// - The person is asked once per ceremony; a ceremony that waits longer than the
///   options' `timeout` (5 minutes when absent) ends in ``WebAuthnCeremonyError/timedOut``.
/// - One ceremony at a time: a second one started while the first waits is refused.
///
/// ```swift
/// let authenticator = SoftwareAuthenticator(
///     store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier(), origin: "https://login.example.com")
/// let registration = try await authenticator.register(creationOptions)
/// let assertion = try await authenticator.authenticate(requestOptions)
/// ```
public actor SoftwareAuthenticator {
    /// The AAGUID in this authenticator's attested credential data: the ASCII bytes of
    /// `HaapiKitSoftAuth`, so a relying party can tell development passkeys apart.
    public static let aaguid: [UInt8] = Array("HaapiKitSoftAuth".utf8)
    /// The time limit when the options give none.
    public static let defaultTimeout: Duration = .seconds(300)

    private let store: any PasskeyStore
    private let userVerifier: any UserVerifier
    private let origin: String?
    private let random: any RandomSource
    private let clock: any Clock<Duration>
    private let wallClock: WallClock
    private var busy = false

    /// Creates an authenticator.
    ///
    /// - Parameters:
    ///   - store: Where the keys live.
    ///   - userVerifier: Asks the person (biometrics, a confirm key); ``AutomaticUserVerifier`` in tests.
    ///   - origin: The origin written into `clientDataJSON` (a native app's is `https://<rpId>`);
    ///     `nil` uses `https://<rpId>` of each ceremony.
    ///   - random: Key and ID randomness.
    ///   - clock: Measures the options' `timeout` while the person is asked.
    ///   - wallClock: Dates the passkeys it makes.
    public init(
        store: any PasskeyStore, userVerifier: any UserVerifier, origin: String? = nil,
        random: any RandomSource = SystemRandomSource(), clock: any Clock<Duration> = ContinuousClock(),
        wallClock: WallClock = .system
    ) {
        self.store = store
        self.userVerifier = userVerifier
        self.origin = origin
        self.random = random
        self.clock = clock
        self.wallClock = wallClock
    }

    /// `navigator.credentials.create`: makes a new ES256 passkey.
    ///
    /// - Throws: ``WebAuthnCeremonyError``: `invalidOptions` (RP ID and origin, user
    ///   handle, challenge), `notSupported` (no ES256 in `pubKeyCredParams`; an empty
    ///   list stands for ES256 and RS256, as WebAuthn says),
    ///   `alreadyRegistered` (a passkey in `excludeCredentials` is held; asked first),
    ///   `notAllowed` (cancelled, or verification required but only presence given),
    ///   `timedOut`, `storage`.
    public func register(_ options: PublicKeyCredentialCreationOptionsJSON) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        try begin()
        defer { busy = false }
        let site = try CeremonySite(rpID: options.rp.id, origin: origin)
        let challenge = try Self.checkedChallenge(options.challenge)
        let parameters = options.pubKeyCredParams
        guard parameters.isEmpty || parameters.contains(where: { $0.type == "public-key" && $0.alg == COSEAlgorithm.es256.rawValue }) else {
            throw .notSupported(reason: "the relying party accepts \(parameters.map { String($0.alg) }.joined(separator: ", ")); this authenticator makes ES256 (-7) keys")
        }
        guard let userHandle = try? Array(Base64URL.decode(options.user.id)), (1...64).contains(userHandle.count) else {
            throw .invalidOptions(reason: "user.id must be 1 to 64 bytes in base64url")
        }
        let excluded = try Self.credentialIDs(options.excludeCredentials, member: "excludeCredentials")
        var held = try await store.passkeys()
        if held.contains(where: { $0.rpID == site.rpID && excluded.contains($0.credentialID) }) {
            _ = try await askPerson("Use your passkey for \(site.rpID)", requirement: nil, timeout: options.timeout)
            throw .alreadyRegistered
        }
        let verified = try await askPerson(
            "Create a passkey for \(options.user.name) on \(site.rpID)", requirement: options.authenticatorSelection?.userVerification,
            timeout: options.timeout)
        // Read again after asking: the store may have changed while the person was asked.
        held = try await store.passkeys()

        let randomness = random.bytes(48)
        guard let privateKey = try? P256.Signing.PrivateKey(rawRepresentation: randomness[0..<32]) else {
            throw .storage(reason: "the random source gave no usable P-256 key")
        }
        let credentialID = Array(randomness[32..<48])
        guard !held.contains(where: { $0.credentialID == credentialID }) else {
            throw .storage(reason: "the random source repeated a credential ID (a seeded source makes one passkey)")
        }
        let publicKey = COSEKey(privateKey.publicKey)
        let authenticatorData = AuthenticatorData(
            rpIDHash: Array(SHA256.hash(data: Array(site.rpID.utf8))), flags: Self.flags(verified: verified), signCount: 0,
            attestedCredentialData: AttestedCredentialData(
                aaguid: Self.aaguid, credentialID: credentialID, credentialPublicKey: publicKey.cborBytes))
        let attestationObject = AttestationObject(format: "none", authenticatorData: authenticatorData)
        let clientData = CollectedClientData(type: .create, challenge: challenge, origin: site.origin)

        held.append(StoredPasskey(
            credentialID: credentialID, rpID: site.rpID, userHandle: userHandle, userName: options.user.name,
            privateKey: Array(privateKey.rawRepresentation), signCount: 0, createdAt: wallClock.now))
        try await store.save(held)

        let id = Base64URL.encode(credentialID)
        let wantsCredProps = options.extensions?.objectValue?["credProps"] == .bool(true)
        return RegistrationResponseJSON(
            id: id, rawId: id,
            response: .init(
                clientDataJSON: Base64URL.encode(clientData.jsonBytes), attestationObject: Base64URL.encode(attestationObject.bytes),
                authenticatorData: Base64URL.encode(attestationObject.authenticatorDataBytes), transports: ["internal"],
                publicKey: Base64URL.encode(publicKey.subjectPublicKeyInfo), publicKeyAlgorithm: COSEAlgorithm.es256.rawValue),
            authenticatorAttachment: "platform",
            clientExtensionResults: wantsCredProps ? .object(["credProps": .object(["rk": .bool(true)])]) : .object([:]))
    }

    /// `navigator.credentials.get`: signs the challenge with a passkey for the RP (one of
    /// `allowCredentials`, or any held for the RP when that is empty; the most recently
    /// made when several fit), after raising and saving its counter.
    ///
    /// - Throws: ``WebAuthnCeremonyError``: `invalidOptions`, `notAllowed` (no passkey for
    ///   the RP: `no passkey for <rpId>`; cancelled; verification required but only
    ///   presence given), `timedOut`, `storage`.
    public func authenticate(_ options: PublicKeyCredentialRequestOptionsJSON) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        try begin()
        defer { busy = false }
        let site = try CeremonySite(rpID: options.rpId, origin: origin)
        let challenge = try Self.checkedChallenge(options.challenge)
        let allowed = try Self.credentialIDs(options.allowCredentials, member: "allowCredentials")
        let held = try await store.passkeys()
        let candidates = held.indices.filter { index in
            held[index].rpID == site.rpID && (allowed.isEmpty || allowed.contains(held[index].credentialID))
        }
        guard let chosen = candidates.max(by: { (held[$0].createdAt, $0) < (held[$1].createdAt, $1) }) else {
            throw .notAllowed(reason: "no passkey for \(site.rpID)")
        }
        let verified = try await askPerson(
            "Sign in to \(site.rpID) as \(held[chosen].userName)", requirement: options.userVerification, timeout: options.timeout)

        // Read again after asking: the store may have changed while the person was asked.
        var current = try await store.passkeys()
        guard let index = current.firstIndex(where: { $0.credentialID == held[chosen].credentialID && $0.rpID == site.rpID }) else {
            throw .notAllowed(reason: "no passkey for \(site.rpID)")
        }
        guard let privateKey = try? P256.Signing.PrivateKey(rawRepresentation: current[index].privateKey) else {
            throw .storage(reason: "the stored key of a passkey for \(site.rpID) is not a P-256 key")
        }
        guard current[index].signCount < .max else { throw .storage(reason: "the passkey's signature counter is at its end") }
        current[index].signCount += 1
        let authenticatorData = AuthenticatorData(
            rpIDHash: Array(SHA256.hash(data: Array(site.rpID.utf8))), flags: Self.flags(verified: verified),
            signCount: current[index].signCount).bytes
        let clientDataJSON = CollectedClientData(type: .get, challenge: challenge, origin: site.origin).jsonBytes
        let signature: P256.Signing.ECDSASignature
        do {
            signature = try privateKey.signature(for: authenticatorData + SHA256.hash(data: clientDataJSON))
        } catch {
            throw .storage(reason: "signing with the passkey failed")
        }
        try await store.save(current)

        let id = Base64URL.encode(current[index].credentialID)
        return AuthenticationResponseJSON(
            id: id, rawId: id,
            response: .init(
                clientDataJSON: Base64URL.encode(clientDataJSON), authenticatorData: Base64URL.encode(authenticatorData),
                signature: Base64URL.encode(signature.derRepresentation), userHandle: Base64URL.encode(current[index].userHandle)),
            authenticatorAttachment: "platform")
    }

    // MARK: Steps

    private func begin() throws(WebAuthnCeremonyError) {
        guard !busy else { throw .notAllowed(reason: "another passkey ceremony is in progress") }
        busy = true
    }

    /// Asks the person within the options' time limit; returns whether they were verified.
    private func askPerson(_ reason: String, requirement: String?, timeout milliseconds: Int?) async throws(WebAuthnCeremonyError) -> Bool {
        let limit = milliseconds.flatMap { $0 > 0 ? Duration.milliseconds($0) : nil } ?? Self.defaultTimeout
        let verifier = userVerifier
        guard let answer = await CeremonyDeadline.run(within: limit, clock: clock, { await verifier.verifyUser(reason: reason) }) else {
            throw .timedOut
        }
        switch answer {
        case .cancelled: throw .notAllowed(reason: "the person cancelled")
        case .present:
            guard requirement != UserVerificationRequirement.required.rawValue else {
                throw .notAllowed(reason: "user verification is required, and the person was only present")
            }
            return false
        case .verified: return true
        }
    }

    private static func flags(verified: Bool) -> AuthenticatorData.Flags {
        verified ? [.userPresent, .userVerified] : [.userPresent]
    }

    /// The challenge as `clientDataJSON` carries it: the options' base64url, re-encoded.
    private static func checkedChallenge(_ text: String) throws(WebAuthnCeremonyError) -> String {
        guard let bytes = try? Base64URL.decode(text), !bytes.isEmpty else {
            throw .invalidOptions(reason: "the challenge is not base64url")
        }
        return Base64URL.encode(bytes)
    }

    private static func credentialIDs(_ descriptors: [CredentialDescriptor]?, member: String) throws(WebAuthnCeremonyError) -> Set<[UInt8]> {
        var ids: Set<[UInt8]> = []
        for descriptor in descriptors ?? [] where descriptor.type == "public-key" {
            guard let id = try? Base64URL.decode(descriptor.id) else {
                throw .invalidOptions(reason: "an ID in \(member) is not base64url")
            }
            ids.insert(Array(id))
        }
        return ids
    }
}
