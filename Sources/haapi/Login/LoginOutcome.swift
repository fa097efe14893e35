import Foundation
import HaapiClient
import HaapiFlow

/// The exit statuses of `haapi login` and `haapi demo`.
enum LoginExitStatus: Int32 {
    /// Tokens were issued.
    case tokens = 0
    /// The flow failed (network, server, configuration, answers ran out).
    case failure = 1
    /// The server ended the flow with an OAuth error.
    case oauthError = 2
    /// The person cancelled (Ctrl-C, a cancel button, a signal).
    case cancelled = 3
}

/// What a login printed and how it exits.
enum LoginOutcome {
    /// Prints the result: the token summary (or JSON) on standard output, or one
    /// line on standard error; returns the exit status.
    /// `showsTokens` false says only that the person signed in (a command that goes on to its own output).
    static func report(_ result: FlowResult, json: Bool, inputEnded: Bool, showsTokens: Bool = true) -> LoginExitStatus {
        switch result {
        case .tokens(let tokens):
            let text = !showsTokens ? "Signed in." : json ? TokenSummary.json(tokens) : TokenSummary.text(tokens)
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
            return .tokens
        case .oauthError(let error):
            fail("OAuth error: \(error)")
            return .oauthError
        case .failed(let error):
            fail("login failed: \(error). \(error.recoverySuggestion)")
            return .failure
        case .cancelled where inputEnded:
            fail("login failed: the answers ended before the login did")
            return .failure
        case .cancelled:
            fail("login cancelled")
            return .cancelled
        }
    }

    private static func fail(_ line: String) {
        let oneLine = line.replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data("haapi: \(oneLine)\n".utf8))
    }
}
