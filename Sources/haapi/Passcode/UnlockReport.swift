import Foundation
import HaapiClient
import HaapiOnboarding
import HaapiTerminal

/// What `haapi unlock` prints: how the store opened and the tokens' state, never a token.
enum UnlockReport {
    @MainActor
    static func report(_ run: TerminalRunOutcome<PasscodeSession.Outcome>, store: any SecureStore, json: Bool) async -> Int32 {
        guard let outcome = run.result else {
            fail(run.failure ?? "the terminal cannot be used")
            return 1
        }
        switch outcome {
        case .unlocked(let usedBiometrics):
            let tokens: OAuthTokens?
            do {
                tokens = try await SecureStoreTokenStore(store: store).load()
            } catch {
                fail("the store opened but its tokens cannot be read: \(error)")
                return 1
            }
            print(lines(usedBiometrics: usedBiometrics, tokens: tokens, now: Date()), json: json)
            await store.close()
            return 0
        case .locked(let wiped):
            fail(wiped ? "too many wrong passcodes: the secure store was wiped; run 'haapi onboard' again" : "too many wrong passcodes: locked")
            return 5
        case .resetRequested:
            fail("passcode reset asked: run 'haapi onboard' again to set up a new passcode")
            return 3
        case .cancelled:
            fail(run.answersRanOut ? "unlock failed: the answers ended before the store opened" : "unlock cancelled")
            return run.answersRanOut ? 1 : 3
        case .changed:
            FileHandle.standardOutput.write(Data("Passcode changed.\n".utf8))
            await store.close()
            return 0
        case .created, .skipped:
            return 0
        }
    }

    /// The summary: how it opened, then the tokens' state.
    static func lines(usedBiometrics: Bool, tokens: OAuthTokens?, now: Date) -> [String: String] {
        var state: [String: String] = ["unlocked_with": usedBiometrics ? "biometrics" : "passcode"]
        guard let tokens else {
            state["tokens"] = "none"
            return state
        }
        state["tokens"] = "present"
        state["token_type"] = tokens.tokenType
        state["access_token"] = tokens.isExpired(at: now) ? "expired" : "valid"
        if let expiresAt = tokens.expiresAt { state["expires_at"] = ISO8601DateFormatter().string(from: expiresAt) }
        state["refresh_token"] = tokens.refreshToken == nil ? "none" : "present"
        state["id_token"] = tokens.idToken == nil ? "none" : "present"
        if let subject = tokens.idTokenClaims?.subject { state["subject"] = subject }
        return state
    }

    private static func print(_ state: [String: String], json: Bool) {
        let text: String
        if json {
            let data = (try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])) ?? Data("{}".utf8)
            text = String(decoding: data, as: UTF8.self) + "\n"
        } else {
            var lines = [state["unlocked_with"] == "biometrics" ? "Unlocked with biometrics." : "Unlocked with the passcode."]
            if state["tokens"] == "none" {
                lines.append("No tokens are kept in the store.")
            } else {
                let expired = state["access_token"] == "expired"
                lines.append("Access token (\(state["token_type"] ?? "")): \(state["access_token"] ?? "")"
                    + (state["expires_at"].map { expired ? " since \($0)" : " until \($0)" } ?? ""))
                lines.append("Refresh token: \(state["refresh_token"] ?? "none"); ID token: \(state["id_token"] ?? "none")"
                    + (state["subject"].map { " (sub: \($0))" } ?? ""))
            }
            text = lines.joined(separator: "\n") + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static func fail(_ line: String) {
        FileHandle.standardError.write(Data("haapi: \(line)\n".utf8))
    }
}
