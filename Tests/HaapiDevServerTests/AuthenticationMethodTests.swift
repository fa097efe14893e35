import Foundation
import HaapiWebAuthn
import Testing
@testable import HaapiDevServer

/// The RFC 8176 `amr` values the dev server makes of the authenticators that ran.
@Suite("amr: RFC 8176 values")
struct AuthenticationMethodTests {
    @Test func eachAuthenticatorTypeHasItsValues() {
        let claims = AuthenticatorType.allCases.map { ($0, AuthenticationMethod.claim($0.authenticationMethods)) }
        #expect(claims.map(\.1) == [["pwd"], ["otp"], ["otp"], ["swk", "pin", "mfa"], ["mca"], ["swk", "mca"], ["swk"]])
        #expect(claims.map { $0.0 } == [.usernamePassword, .emailCode, .totp, .bankID, .externalBrowser, .pushApproval, .passkey])
    }

    @Test func valuesComeOnceAndMFANeedsTwoKindsOfFactor() {
        #expect(AuthenticationMethod.claim([.oneTimePassword, .oneTimePassword]) == ["otp"], "an e-mailed code and TOTP: one kind")
        #expect(AuthenticationMethod.claim([.password, .oneTimePassword]) == ["pwd", "otp", "mfa"])
        #expect(AuthenticationMethod.claim([.password, .softwareKey, .multipleChannels]) == ["pwd", "swk", "mca", "mfa"])
        #expect(AuthenticationMethod.claim([.multipleChannels, .password]) == ["mca", "pwd"], "a channel is no factor")
        #expect(AuthenticationMethod.claim([.multipleFactors, .password]) == ["pwd"], "mfa is decided, not passed on")
        #expect(AuthenticationMethod.claim([]) == [])
    }

    @Test func aPasskeysKeyIsSoftwareWhenItMayLeaveTheDeviceOrTheDevelopmentAuthenticatorMadeIt() {
        let hardware = Data(repeating: 0xA1, count: 16)
        let software = Data(SoftwareAuthenticator.aaguid)
        #expect(AuthenticationMethod.passkey(backupEligible: false, aaguid: hardware, userVerified: true) == [.hardwareKey, .user])
        #expect(AuthenticationMethod.passkey(backupEligible: false, aaguid: hardware, userVerified: false) == [.hardwareKey])
        #expect(AuthenticationMethod.passkey(backupEligible: true, aaguid: hardware, userVerified: true) == [.softwareKey, .user])
        #expect(AuthenticationMethod.passkey(backupEligible: false, aaguid: software, userVerified: false) == [.softwareKey])
        #expect(AuthenticationMethod.claim(AuthenticationMethod.passkey(backupEligible: false, aaguid: hardware, userVerified: true))
            == ["hwk", "user", "mfa"])
    }
}
