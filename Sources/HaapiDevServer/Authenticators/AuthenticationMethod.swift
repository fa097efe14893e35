import Foundation
import HaapiWebAuthn

/// The RFC 8176 authentication method references the dev server puts in `amr`. Only
/// registered values are used; e-mailed codes are `otp`, as RFC 8176 has no value for
/// e-mail.
enum AuthenticationMethod: String, Sendable, Hashable, CaseIterable {
    /// A password.
    case password = "pwd"
    /// A one-time code (e-mailed, or from an authenticator app).
    case oneTimePassword = "otp"
    /// Proof of possession of a hardware-secured key.
    case hardwareKey = "hwk"
    /// Proof of possession of a software-secured key.
    case softwareKey = "swk"
    /// A PIN or pattern that unlocks a key on the person's device.
    case pin
    /// The authenticator checked the person (WebAuthn user verification: a PIN or a
    /// biometric it does not name).
    case user
    /// More than one communication channel (the app and a browser, or another device).
    case multipleChannels = "mca"
    /// Methods of more than one factor kind.
    case multipleFactors = "mfa"

    /// What kind of factor the method is; `nil` for what is no factor by itself (`mca`, `mfa`).
    var factor: Factor? {
        switch self {
        case .password, .pin: .knowledge
        case .oneTimePassword, .hardwareKey, .softwareKey: .possession
        case .user: .verification
        case .multipleChannels, .multipleFactors: nil
        }
    }

    /// The kinds of factor `mfa` counts.
    enum Factor: Sendable, Hashable {
        /// Something the person knows (a password, a PIN).
        case knowledge
        /// Something the person has (a code sent to it, a key).
        case possession
        /// The person checked by their own authenticator (WebAuthn user verification).
        case verification
    }

    /// The `amr` claim for methods that ran, in order: each value once, and `mfa` last
    /// when they cover more than one factor kind.
    static func claim(_ methods: [AuthenticationMethod]) -> [String] {
        var values: [AuthenticationMethod] = []
        for method in methods where method != .multipleFactors && !values.contains(method) {
            values.append(method)
        }
        if Set(values.compactMap(\.factor)).count > 1 { values.append(.multipleFactors) }
        return values.map(\.rawValue)
    }

    /// The methods of a passkey sign-in: `swk` for a passkey whose key may leave the
    /// device (backup eligible, a synced passkey) or that the development
    /// `SoftwareAuthenticator` made (its AAGUID), `hwk` for any other (a device-bound
    /// key, as far as the server can tell without verifying attestation); then `user`
    /// when the assertion's UV flag says the authenticator verified the person.
    static func passkey(backupEligible: Bool, aaguid: Data, userVerified: Bool) -> [AuthenticationMethod] {
        let software = backupEligible || Array(aaguid) == SoftwareAuthenticator.aaguid
        return [software ? .softwareKey : .hardwareKey] + (userVerified ? [.user] : [])
    }
}

extension AuthenticatorType {
    /// The methods a successful authenticator of this type stands for. A passkey sign-in
    /// gives its own (``AuthenticationMethod/passkey(backupEligible:aaguid:userVerified:)``);
    /// for the type alone, the least a passkey proves.
    var authenticationMethods: [AuthenticationMethod] {
        switch self {
        case .usernamePassword: [.password]
        case .emailCode, .totp: [.oneTimePassword]
        // The BankID app signs with its key once the person entered its security code.
        case .bankID: [.softwareKey, .pin]
        // The browser page stands for a sign-in elsewhere whose methods the server does
        // not know; it was another channel than the app's.
        case .externalBrowser: [.multipleChannels]
        // Approved in the person's app, with its DPoP-bound access token, on another channel.
        case .pushApproval: [.softwareKey, .multipleChannels]
        case .passkey: [.softwareKey]
        }
    }
}

/// What the ID tokens of one authorization say about the person's authentication:
/// kept with the code and every refresh token of the family, so a refreshed ID token
/// says the same.
struct AuthenticationContext: Sendable, Hashable {
    /// `auth_time`: when the first factor succeeded.
    var authTime: Date
    /// `acr`: the first factor's ACR (``AuthenticatorFlow/acr(for:)``).
    var acr: String?
    /// `amr`: RFC 8176 values (``AuthenticationMethod/claim(_:)``).
    var amr: [String]
}
