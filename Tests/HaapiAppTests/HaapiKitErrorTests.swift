import Foundation
import Testing
@testable import HaapiApp

@Suite("HaapiKitError")
struct HaapiKitErrorTests {
    static let every: [HaapiKitError] = [
        .notConfigured, .internalError(message: "m"), .flowCancelled, .flowClosed, .invalidInput("secret: too short"),
        .unknownLoginState("registration-step"), .deviceNotSupported("no camera"), .userForgotPIN, .productRegistrationNotAllowed,
        .operationNotAllowed, .cameraPermissionDenied, .urlNotRecognized(URL(string: "https://other.example/x")!),
        .urlActionNotSupported(action: "smartcard"), .notHaapiKitNotification, .flowInProgress,
    ]

    @Test func everyCaseSaysWhatAndWhatToDo() {
        for error in Self.every {
            #expect(!error.description.isEmpty && error.recoverySuggestion?.isEmpty == false, "\(error)")
            #expect(error.errorDescription == error.description)
        }
        #expect(Set(Self.every.map(\.description)).count == Self.every.count, "every case reads differently")
    }

    @Test func theContextTravelsInTheMessage() {
        #expect(HaapiKitError.invalidInput("secret: checksum does not match").description.contains("checksum"))
        #expect(HaapiKitError.urlNotRecognized(URL(string: "https://other.example/x")!).description.contains("other.example"))
        #expect(HaapiKitError.urlActionNotSupported(action: "smartcard").description.contains("smartcard"))
    }

    @Test func featureFlagsAreDistinct() {
        let flags: [HaapiKitFeatureFlags] = [.customForgotPinButton, .disableProductRegistration, .disableManualAccountAddition]
        #expect(Set(flags.map(\.rawValue)).count == 3)
        #expect(HaapiKitFeatureFlags.all == HaapiKitFeatureFlags(flags))
    }
}
