import Testing

@testable import HaapiOnboarding

/// What LocalAuthentication's documented codes mean to the biometrics (the mapping the
/// Apple-only authenticator uses, tested on every platform).
@Suite struct LocalAuthenticationMappingTests {
    @Test(arguments: [
        (-2, BiometricError.cancelled), (-9, .cancelled), (-4, .cancelled), (-3, .cancelled),
        (-1, .failed), (-8, .lockedOut), (-7, .notEnrolled), (-6, .notAvailable), (-5, .notAvailable),
        (-10, .system("invalid context")),
    ])
    func laErrorCodes(_ code: Int, _ expected: BiometricError) {
        #expect(BiometricError.localAuthentication(code: code, description: "invalid context") == expected)
    }

    @Test func biometryTypes() {
        #expect(BiometryKind(localAuthenticationBiometryType: 0) == nil)
        #expect(BiometryKind(localAuthenticationBiometryType: 1) == .touchID)
        #expect(BiometryKind(localAuthenticationBiometryType: 2) == .faceID)
        #expect(BiometryKind(localAuthenticationBiometryType: 4) == .opticID)
        #expect(BiometryKind(localAuthenticationBiometryType: 3) == nil)
    }
}
