import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
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

    @Test(arguments: ["nl", "sv"])
    func everyCaseReadsAsWordsForAPerson(_ tag: String) throws {
        let base = try ThemeRegistry.standard.registering(.onboarding).registering(.haapiApp)
        let english = base.withLanguage(tag: "en")
        let registry = base.withLanguage(tag: tag)
        for error in Self.every {
            for (text, inEnglish) in [
                (registry.text(error.presentation), english.text(error.presentation)),
                (registry.title(error.presentation), english.title(error.presentation)),
            ] {
                let findings = PersonFacingText.findings(in: text, language: registry.language, english: inEnglish, developerText: error.description)
                #expect(findings.isEmpty, "\(error): \(findings)")
                let englishFindings = PersonFacingText.findings(in: inEnglish, language: .english, english: inEnglish, developerText: error.description)
                #expect(englishFindings.isEmpty, "\(error): \(englishFindings)")
            }
        }
    }

    @Test func featureFlagsAreDistinct() {
        let flags: [HaapiKitFeatureFlags] = [.customForgotPinButton, .disableProductRegistration, .disableManualAccountAddition]
        #expect(Set(flags.map(\.rawValue)).count == 3)
        #expect(HaapiKitFeatureFlags.all == HaapiKitFeatureFlags(flags))
    }
}
