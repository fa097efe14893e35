import Foundation
import HaapiTerminal

/// How a `haapi screen` run ended, and what it prints.
enum DemoScreenOutcome: Sendable, Hashable {
    /// The basic authentication screen's user signed in.
    case signedIn(user: String)
    /// The dynamic authentication screen's information was accepted.
    case verified
    /// The consent page was agreed to.
    case agreed
    /// The consent page was denied.
    case denied
    /// The multi-user passcode screen unlocked for `user`.
    case unlocked(user: String)
    /// Add New User was chosen on the multi-user passcode screen.
    case addUser
    /// Forgot Passcode was chosen on the multi-user passcode screen.
    case resetRequested(user: String)
    /// The person cancelled.
    case cancelled

    /// The outcome's name in `--json` output.
    var name: String {
        switch self {
        case .signedIn: "signed_in"
        case .verified: "verified"
        case .agreed: "agreed"
        case .denied: "denied"
        case .unlocked: "unlocked"
        case .addUser: "add_user"
        case .resetRequested: "reset_requested"
        case .cancelled: "cancelled"
        }
    }

    /// The sentence printed after the screen.
    var sentence: String {
        switch self {
        case .signedIn(let user): "Signed in as \(user)."
        case .verified: "The information was accepted."
        case .agreed: "Consent given."
        case .denied: "Consent denied."
        case .unlocked(let user): "Unlocked for \(user)."
        case .addUser: "Add New User chosen: an app would start the onboarding for another user."
        case .resetRequested(let user): "Forgot Passcode chosen for \(user): an app would remove their data and onboard them again."
        case .cancelled: "Cancelled."
        }
    }

    /// The exit status: 0 for an answer, 3 cancelled, 4 denied.
    var exitStatus: Int32 {
        switch self {
        case .cancelled: 3
        case .denied: 4
        default: 0
        }
    }

    /// Prints how `run` ended and returns the exit status (1 when it did not end with an outcome).
    static func report(_ run: TerminalRunOutcome<DemoScreenOutcome>, screen: DemoScreen, json: Bool) -> Int32 {
        guard let outcome = run.result else {
            fail(run.failure ?? "the terminal cannot be used")
            return 1
        }
        if outcome == .cancelled, run.answersRanOut {
            fail("screen failed: the answers ended before the screen was answered")
            return 1
        }
        if json {
            let object = ["screen": screen.rawValue, "outcome": outcome.name]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data((outcome.sentence + "\n").utf8))
        }
        return outcome.exitStatus
    }

    private static func fail(_ line: String) {
        FileHandle.standardError.write(Data("haapi: \(line)\n".utf8))
    }
}
