import Foundation
import HaapiJOSE
import HaapiTesting
import HaapiWebAuthn
import Testing

/// The registrations and assertions `VectorMaker/make_vectors.py` builds with Python's
/// `cryptography`, independently of this package.
struct VectorFile: Decodable {
    var generator: String
    var rpId: String
    var origin: String
    var registrations: [RegistrationVector]
    var authentications: [AuthenticationVector]

    /// The committed vectors (`Resources/vectors.json`).
    static func committed() throws -> VectorFile {
        guard let url = Bundle.module.url(forResource: "vectors", withExtension: "json", subdirectory: "Resources") else {
            throw TestError("Resources/vectors.json is not in the test bundle")
        }
        return try JSONDecoder().decode(VectorFile.self, from: Data(contentsOf: url))
    }

    var relyingParty: WebAuthnRelyingParty {
        WebAuthnRelyingParty(id: rpId, allowedOrigins: [origin])
    }
}

struct RegistrationVector: Decodable, CustomTestStringConvertible {
    var name: String
    var expect: String?
    var challenge: String
    var userVerification: UserVerificationRequirement
    var userHandle: String
    var allowedAlgorithms: [Int]?
    var response: RegistrationResponseJSON

    var testDescription: String { name }

    var expectation: RegistrationExpectation {
        get throws {
            RegistrationExpectation(
                challenge: Array(try Base64URL.decode(challenge)), userVerification: userVerification,
                userHandle: Array(try Base64URL.decode(userHandle)))
        }
    }

    func relyingParty(in file: VectorFile) -> WebAuthnRelyingParty {
        var relyingParty = file.relyingParty
        if let allowedAlgorithms { relyingParty.allowedAlgorithms = allowedAlgorithms.compactMap(COSEAlgorithm.init(rawValue:)) }
        return relyingParty
    }
}

struct AuthenticationVector: Decodable, CustomTestStringConvertible {
    struct Credential: Decodable {
        var id: String
        var userHandle: String
        var publicKey: String
        var algorithm: Int
        var signCount: UInt32
    }

    var name: String
    var expect: String?
    var challenge: String
    var userVerification: UserVerificationRequirement
    var expectedUserHandle: String?
    var credential: Credential
    var response: AuthenticationResponseJSON

    var testDescription: String { name }

    var expectation: AuthenticationExpectation {
        get throws {
            AuthenticationExpectation(
                challenge: Array(try Base64URL.decode(challenge)), userVerification: userVerification,
                userHandle: try expectedUserHandle.map { Array(try Base64URL.decode($0)) })
        }
    }

    var registeredCredential: RegisteredCredential {
        get throws {
            RegisteredCredential(
                id: Array(try Base64URL.decode(credential.id)), userHandle: Array(try Base64URL.decode(credential.userHandle)),
                publicKey: Array(try Base64URL.decode(credential.publicKey)),
                algorithm: try COSEAlgorithm(rawValue: credential.algorithm).unwrapped("algorithm \(credential.algorithm)"),
                signCount: credential.signCount, aaguid: Array(repeating: 0, count: 16), transports: ["internal"],
                userVerified: true, backupEligible: false)
        }
    }
}

extension Optional {
    func unwrapped(_ what: String) throws -> Wrapped {
        guard let self else { throw TestError("\(what) is missing") }
        return self
    }
}

extension WebAuthnVerificationError {
    /// The case's name, as the vectors' `expect` spells it.
    var caseName: String {
        switch self {
        case .notBase64URL: "notBase64URL"
        case .wrongCredentialType: "wrongCredentialType"
        case .credentialIDMismatch: "credentialIDMismatch"
        case .clientDataNotJSON: "clientDataNotJSON"
        case .wrongClientDataType: "wrongClientDataType"
        case .challengeMismatch: "challengeMismatch"
        case .challengeExpired: "challengeExpired"
        case .challengeReplayed: "challengeReplayed"
        case .originNotAllowed: "originNotAllowed"
        case .crossOrigin: "crossOrigin"
        case .rpIDHashMismatch: "rpIDHashMismatch"
        case .userNotPresent: "userNotPresent"
        case .userNotVerified: "userNotVerified"
        case .malformedAuthenticatorData: "malformedAuthenticatorData"
        case .malformedAttestationObject: "malformedAttestationObject"
        case .unsupportedAttestationFormat: "unsupportedAttestationFormat"
        case .invalidAttestationStatement: "invalidAttestationStatement"
        case .missingAttestedCredentialData: "missingAttestedCredentialData"
        case .malformedPublicKey: "malformedPublicKey"
        case .unsupportedAlgorithm: "unsupportedAlgorithm"
        case .credentialIDTooLong: "credentialIDTooLong"
        case .badSignature: "badSignature"
        case .signCountRegressed: "signCountRegressed"
        case .unknownCredential: "unknownCredential"
        case .credentialOfAnotherUser: "credentialOfAnotherUser"
        case .userHandleMissing: "userHandleMissing"
        case .credentialAlreadyRegistered: "credentialAlreadyRegistered"
        }
    }
}

/// What verifying one vector gave: accepted, or refused with the named case.
func outcome(of vector: RegistrationVector, in file: VectorFile) throws -> String {
    do {
        _ = try vector.relyingParty(in: file).verifyRegistration(vector.response, expecting: try vector.expectation)
        return "accepted"
    } catch let error as WebAuthnVerificationError {
        return error.caseName
    }
}

func outcome(of vector: AuthenticationVector, in file: VectorFile) throws -> String {
    do {
        _ = try file.relyingParty.verifyAuthentication(
            vector.response, expecting: try vector.expectation, credential: try vector.registeredCredential)
        return "accepted"
    } catch let error as WebAuthnVerificationError {
        return error.caseName
    }
}
