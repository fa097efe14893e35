public import Foundation

/// Client attestation at the dev server: the challenge and answer endpoint
/// (`GET|POST /oauth/token/cat`), the client attestation tokens (CATs) it issues, and the
/// development attester whose device certificates it trusts (see the catalog's
/// "Client attestation" article). A client uses it when its
/// ``ClientConfiguration/attestation`` is on.
///
/// ```yaml
/// attestation:
///   enabled: true
///   challengeLifetime: 120
///   tokenLifetime: 300
///   certificateLifetime: 86400
///   clockSkew: 60
/// ```
public struct AttestationSettings: Sendable, Hashable {
    /// Whether the server offers attestation. Off, `/oauth/token/cat` answers 404 and no
    /// CAT is accepted (to show a client's fallback); the development attester's
    /// `/dev/attester/certificates` still answers.
    public var enabled: Bool
    /// How long a challenge may be answered, in seconds (at most 3600).
    public var challengeLifetime: TimeInterval
    /// How long a CAT authenticates its client, in seconds (at most 3600).
    public var tokenLifetime: TimeInterval
    /// How long a development attester's device certificate is valid, in seconds (at most a year).
    public var certificateLifetime: TimeInterval
    /// How far an attestation's `iat` may be from the server's time, in seconds (0 to 600).
    public var clockSkew: TimeInterval

    /// Creates attestation settings; the defaults turn attestation on.
    public init(
        enabled: Bool = true, challengeLifetime: TimeInterval = 120, tokenLifetime: TimeInterval = 300,
        certificateLifetime: TimeInterval = 86_400, clockSkew: TimeInterval = 60
    ) {
        self.enabled = enabled
        self.challengeLifetime = challengeLifetime
        self.tokenLifetime = tokenLifetime
        self.certificateLifetime = certificateLifetime
        self.clockSkew = clockSkew
    }
}

extension DevServerConfiguration {
    /// The attestation rules: lifetimes more than 0 (challenges and CATs at most an hour,
    /// certificates at most a year) and a clock skew of 0 to 600 seconds.
    func validateAttestation(file: String) throws(DevServerConfigurationError) {
        func fail(_ key: String, _ reason: String) -> DevServerConfigurationError {
            DevServerConfigurationError(file: file, key: "attestation.\(key)", reason: reason)
        }
        let a = attestation
        for (key, value, max) in [
            ("challengeLifetime", a.challengeLifetime, 3600.0), ("tokenLifetime", a.tokenLifetime, 3600),
            ("certificateLifetime", a.certificateLifetime, 31_536_000),
        ] where !(value > 0 && value <= max) {
            throw fail(key, "\(value) s must be more than 0 and at most \(Int(max))")
        }
        guard a.clockSkew >= 0, a.clockSkew <= 600 else { throw fail("clockSkew", "\(a.clockSkew) s must be 0 to 600") }
    }

    static func readAttestationSettings(_ object: ConfigObject) throws(DevServerConfigurationError) -> AttestationSettings {
        var o = object
        var settings = AttestationSettings()
        settings.enabled = try o.bool("enabled") ?? settings.enabled
        settings.challengeLifetime = try o.seconds("challengeLifetime", max: 3600) ?? settings.challengeLifetime
        settings.tokenLifetime = try o.seconds("tokenLifetime", max: 3600) ?? settings.tokenLifetime
        settings.certificateLifetime = try o.seconds("certificateLifetime") ?? settings.certificateLifetime
        settings.clockSkew = try o.int("clockSkew", in: 0...600).map(TimeInterval.init) ?? settings.clockSkew
        try o.finish()
        return settings
    }
}
