import Foundation
import HaapiOnboarding
import HaapiTerminal

/// How `haapi onboard` ends.
enum OnboardExitStatus: Int32 {
    case signedIn = 0
    case failure = 1
    case oauthError = 2
    case cancelled = 3
    case declined = 4

    /// Prints what the outcome means and returns the exit status.
    @MainActor
    static func report(_ run: TerminalRunOutcome<OnboardingOutcome>, json: Bool, storePath: String) -> OnboardExitStatus {
        guard let outcome = run.result else {
            fail(run.failure ?? "the terminal cannot be used")
            return .failure
        }
        switch outcome.end {
        case .completed:
            guard let result = outcome.loginResult else { return .failure }
            let consents = outcome.consentResponses.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ? "agreed" : "not now")" }
            if !json { FileHandle.standardOutput.write(Data("Onboarded to \(outcome.server?.name ?? "the server") (consents: \(consents.joined(separator: ", ")))\n".utf8)) }
            if !json, let line = passcodeLine(outcome.passcode, storePath: storePath) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
            return LoginOutcome.report(result, json: json, inputEnded: false) == .tokens ? .signedIn : .failure
        case .demoMode:
            FileHandle.standardOutput.write(Data("Demo mode chosen: no sign-in.\n".utf8))
            return .signedIn
        case .eulaRejected:
            fail("onboarding ended: the licence agreement was not accepted")
            return .declined
        case .consentRefused(let formID):
            fail("onboarding ended: the required consent \"\(formID)\" was refused")
            return .declined
        case .cancelled:
            fail(run.answersRanOut ? "onboarding failed: the answers ended before the onboarding did" : "onboarding cancelled")
            return run.answersRanOut ? .failure : .cancelled
        case .loginFailed:
            if let result = outcome.loginResult {
                let status = LoginOutcome.report(result, json: json, inputEnded: run.answersRanOut)
                return status == .oauthError ? .oauthError : .failure
            }
            fail("onboarding failed: the sign-in could not start")
            return .failure
        }
    }

    /// What the passcode step did, when it ran.
    static func passcodeLine(_ step: PasscodeCreateStateMachine.Step?, storePath: String) -> String? {
        switch step {
        case .finished(let biometrics)?:
            "Passcode set\(biometrics ? ", biometrics enabled" : ""); the tokens are kept encrypted in \(storePath) ('haapi unlock' opens it)."
        case .skipped?: "Passcode skipped: the tokens are not kept."
        default: nil
        }
    }

    private static func fail(_ line: String) {
        FileHandle.standardError.write(Data("haapi: \(line.replacingOccurrences(of: "\n", with: " "))\n".utf8))
    }
}
