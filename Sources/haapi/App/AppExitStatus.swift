import Foundation
import HaapiApp
import HaapiClient
import HaapiOnboarding

/// How `haapi app` ends.
enum AppExitStatus: Int32 {
    /// The flow succeeded.
    case done = 0
    /// Something failed (the message says what).
    case failure = 1
    /// The input was not the facade's or not usable: a URL, a code, a payload.
    case refused = 2
    /// The person cancelled or closed the flow.
    case cancelled = 3

    /// The status for `outcome`, after printing what it was (results on standard
    /// output, errors on standard error).
    static func report(_ outcome: HaapiKitOutcome, json: Bool) -> AppExitStatus {
        switch outcome {
        case .success(let result):
            print(summary(result, json: json))
            return .done
        case .failure(let error):
            FileHandle.standardError.write(Data("haapi: \(error)\n".utf8))
            if let suggestion = error.recoverySuggestion { FileHandle.standardError.write(Data("haapi: \(suggestion)\n".utf8)) }
            switch error {
            case .flowCancelled, .flowClosed: return .cancelled
            case .urlNotRecognized, .urlActionNotSupported, .invalidInput, .notHaapiKitNotification, .noUniquelyMatchedFirebaseDynamicLinkError:
                return .refused
            default: return .failure
            }
        }
    }

    /// What a result says, without secrets: never the tokens.
    static func summary(_ result: HaapiKitResult, json: Bool) -> String {
        let fields: [(String, String)]
        switch result {
        case .signedIn(let tokens):
            fields = [("result", "signed-in"), ("subject", tokens.idTokenClaims?.subject ?? "?")]
        case .onboarded(let outcome, let code):
            fields = [("result", "onboarded"), ("end", "\(outcome.end)")] + (code.map { [("activationCode", $0)] } ?? [])
        case .signInApproved(let request):
            fields = [("result", "sign-in-approved"), ("subject", request.subject), ("client", request.clientName)]
        case .signInDenied(let request):
            fields = [("result", "sign-in-denied"), ("subject", request.subject), ("client", request.clientName)]
        case .unlocked(let usedBiometrics):
            fields = [("result", "unlocked"), ("biometrics", usedBiometrics ? "yes" : "no")]
        case .appActionDone(let action):
            fields = [("result", "app-action"), ("action", action.name)]
        case .passcodeReset:
            fields = [("result", "passcode-reset")]
        case .locked(let wiped):
            fields = [("result", "locked"), ("wiped", wiped ? "yes" : "no")]
        }
        if json {
            let object = Dictionary(fields, uniquingKeysWith: { first, _ in first })
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        return fields.map { "\($0.0): \($0.1)" }.joined(separator: "\n")
    }
}
