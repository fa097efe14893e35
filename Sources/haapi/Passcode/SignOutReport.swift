import Foundation
import HaapiClient
import HaapiOnboarding
import HaapiUI

/// `haapi unlock --sign-out`: signs the session kept in the opened store out with the
/// client's sign-out, and says what happened in the person's words (never a token).
enum SignOutReport {
    /// Signs out the tokens in `store` (open) at the server that issued them, as the
    /// demo app that `haapi onboard` signed in with; returns the exit status.
    @MainActor
    static func signOut(store: any SecureStore, usedBiometrics: Bool, terminal: TerminalOptions) async -> Int32 {
        let status = await signingOut(store: store, usedBiometrics: usedBiometrics, terminal: terminal)
        await store.close()
        return status
    }

    @MainActor
    private static func signingOut(store: any SecureStore, usedBiometrics: Bool, terminal: TerminalOptions) async -> Int32 {
        let tokenStore = SecureStoreTokenStore(store: store)
        let tokens: OAuthTokens?
        do {
            tokens = try await tokenStore.load()
        } catch {
            fail("the store opened but its tokens cannot be read: \(error)")
            return 1
        }
        var state = ["unlocked_with": usedBiometrics ? "biometrics" : "passcode"]
        // The server is the one that issued the stored ID token (its verified `iss`).
        let issuer = tokens?.idTokenClaims.flatMap { URL(string: $0.issuer) }
        if tokens != nil, issuer == nil {
            fail("the stored tokens do not say which server issued them (no verified ID token); nothing was changed")
            return 1
        }
        let client: HaapiClient
        do {
            // With no tokens nothing is sent, so any issuer does; the key is still deleted.
            let configuration = try DemoCommand.demoConfiguration(
                issuer ?? URL(string: "http://127.0.0.1")!, consent: false, language: terminal.language)
            client = try terminal.application(configuration).makeClient(
                dpopKeyStore: SecureStoreDPoPKeyStore(store: store), tokenStore: tokenStore)
        } catch {
            fail("\(error)")
            return 1
        }
        let result = await client.signOut()
        state.merge(summary(result, server: issuer)) { _, new in new }
        write(state, json: terminal.json)
        return result.isForgottenOnDevice ? 0 : 1
    }

    /// What `--json` prints besides `unlocked_with`: each step in a word, and why one failed.
    static func summary(_ result: SignOutResult, server: URL?) -> [String: String] {
        var state: [String: String] = [
            "refresh_token": word(result.refreshTokenRevocation, done: "revoked"),
            "access_token": word(result.accessTokenRevocation, done: "revoked"),
            "server_session": word(result.endSession, done: "ended"),
            "device": result.isForgottenOnDevice ? "forgotten" : "not_forgotten",
        ]
        if let server { state["server"] = server.absoluteString }
        if let failure = result.serverFailures.first { state["server_error"] = failure.description }
        if let failure = result.localFailures.first { state["device_error"] = failure.description }
        return state
    }

    private static func word(_ step: SignOutStep, done: String) -> String {
        switch step {
        case .done: done
        case .skipped(.nothingStored): "none"
        case .skipped(.serverUnreachable): "unreachable"
        case .skipped: "skipped"
        case .failed(.network): "unreachable"
        case .failed: "failed"
        case .openInBrowser: "browser"
        }
    }

    /// The lines a person reads.
    static func lines(_ state: [String: String]) -> [String] {
        var lines = [state["unlocked_with"] == "biometrics" ? "Unlocked with biometrics." : "Unlocked with the passcode."]
        let server = state["server"].map { "The server at \($0)" } ?? "The server"
        if state["refresh_token"] == "none" {
            lines.append("No one was signed in: the store held no tokens. The signing key was removed.")
        } else if state["device"] == "forgotten" {
            lines.append("Signed out on this device: the tokens and the key that protected them are removed.")
        } else {
            lines.append("Sign-out could not remove everything from this device: \(state["device_error"] ?? "unknown error").")
        }
        let steps = [state["refresh_token"], state["access_token"], state["server_session"]]
        if state["refresh_token"] == "none" {
            return lines
        } else if steps.contains("unreachable") {
            lines.append("\(server) could not be reached, so the sign-in may stay valid there until it expires.")
        } else if steps.allSatisfy({ $0 == "revoked" || $0 == "ended" || $0 == "skipped" }) {
            var done: [String] = []
            if state["refresh_token"] == "revoked" || state["access_token"] == "revoked" { done.append("revoked the tokens") }
            if state["server_session"] == "ended" { done.append("ended the session") }
            lines.append(done.isEmpty
                ? "\(server) offers no way to sign out there; the sign-in stays valid there until it expires."
                : "\(server) \(done.joined(separator: " and ")).")
        } else {
            lines.append("\(server) did not confirm the sign-out: \(state["server_error"] ?? "unknown error").")
        }
        return lines
    }

    private static func write(_ state: [String: String], json: Bool) {
        let text: String
        if json {
            let data = (try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])) ?? Data("{}".utf8)
            text = String(decoding: data, as: UTF8.self) + "\n"
        } else {
            text = lines(state).joined(separator: "\n") + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static func fail(_ line: String) {
        FileHandle.standardError.write(Data("haapi: \(line)\n".utf8))
    }
}
