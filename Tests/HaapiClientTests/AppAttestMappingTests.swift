import Testing

@testable import HaapiClient

/// What App Attest's documented `DCError` codes mean to the exchange (the mapping the
/// Apple-only attester uses, tested on every platform).
@Suite struct AppAttestMappingTests {
    @Test func featureUnsupportedMeansUnavailable() {
        guard case .unavailable(let text) = AttestationError.appAttest(code: 1, operation: "generateKey").reason else {
            Issue.record("featureUnsupported is not unavailable")
            return
        }
        #expect(text.contains("not supported") && text.contains("generateKey"))
    }

    @Test(arguments: [(0, "unknownSystemFailure"), (2, "invalidInput"), (3, "invalidKey"), (4, "serverUnavailable"), (99, "code 99")])
    func otherCodesAreAttesterFailuresNamingTheCode(_ code: Int, _ name: String) {
        guard case .attesterFailed(let text) = AttestationError.appAttest(code: code, operation: "attestKey").reason else {
            Issue.record("code \(code) is not attesterFailed")
            return
        }
        #expect(text.contains(name) && text.contains("attestKey"))
    }
}
