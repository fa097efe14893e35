import Foundation
public import HaapiClient
import Synchronization

/// A transport that notes every credential that crosses it, so a ``SecretSet`` can look
/// for them: what the client sends (the `Authorization` credential — the HAAPI token, an
/// access token, client authentication — `DPoP` proofs, the `Session-Id`, and the
/// `client_secret`, `client_assertion`, `code_verifier`, `refresh_token`, `password`,
/// `otp` and `totp` fields of a form body) and the tokens a token endpoint answers with
/// (`access_token`, `refresh_token`, `id_token`).
///
/// The authorization `code` is not among them: it is worth nothing without the PKCE
/// verifier, the client's authentication and its DPoP key, and it is part of the server's
/// `authorization-response` step, which the flow hands to the app as a step like any other.
///
/// ```swift
/// let tap = CredentialTap(wrapping: URLSessionTransport())
/// let client = HaapiClient(configuration: configuration, transport: tap, logger: sink.logger(label: "client"))
/// // ... log in ...
/// var secrets = SecretSet()
/// tap.add(to: &secrets)
/// #expect(secrets.leaks(in: sink) == [])
/// ```
public final class CredentialTap: HTTPTransport, Sendable {
    /// The form fields whose values are credentials.
    public static let formFields: Set<String> = [
        "client_secret", "client_assertion", "code_verifier", "refresh_token", "password", "otp", "totp",
    ]
    /// The token-answer members whose values are credentials.
    public static let tokenMembers: Set<String> = ["access_token", "refresh_token", "id_token"]

    private let inner: any HTTPTransport
    private let seen = Mutex<(requests: Int, credentials: [Credential])>((0, []))

    /// Creates a tap in front of `inner`.
    public init(wrapping inner: any HTTPTransport) {
        self.inner = inner
    }

    /// The credentials seen so far, each value once, in the order first seen.
    public var credentials: [Credential] { seen.withLock { $0.credentials } }

    /// Adds every credential seen to `secrets`, named `<what> (request <n>)`.
    public func add(to secrets: inout SecretSet) {
        for credential in credentials where credential.value.count >= 6 {
            secrets.add("\(credential.name) (request \(credential.request))", credential.value)
        }
    }

    /// Notes the request's credentials, sends it, and notes the tokens of the answer.
    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        let number = seen.withLock { state in
            state.requests += 1
            return state.requests
        }
        for header in ["Authorization", "DPoP", "Session-Id"] {
            guard let value = request.headers[header] else { continue }
            // `Authorization: DPoP <token>` or `Basic <base64>`: the credential follows the scheme.
            let credential = header == "Authorization" ? String(value.split(separator: " ", maxSplits: 1).last ?? "") : value
            note("\(header) header", credential, request: number)
        }
        if let body = request.body, request.headers["Content-Type"]?.hasPrefix("application/x-www-form-urlencoded") == true {
            for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map {
                    String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
                }
                if parts.count == 2, Self.formFields.contains(parts[0]) { note("form field \(parts[0])", parts[1], request: number) }
            }
        }
        let response = try await inner.send(request)
        if let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any] {
            for member in Self.tokenMembers.sorted() {
                if let value = object[member] as? String { note(member, value, request: number) }
            }
        }
        return response
    }

    private func note(_ name: String, _ value: String, request: Int) {
        seen.withLock { state in
            if !state.credentials.contains(where: { $0.value == value }) {
                state.credentials.append(Credential(name: name, value: value, request: request))
            }
        }
    }

    /// One credential that crossed the tap.
    public struct Credential: Sendable, Hashable {
        /// What it is: `Authorization header`, `DPoP header`, `form field password`, `access_token`.
        public var name: String
        /// The credential.
        public var value: String
        /// Which request through this tap carried it (or was answered with it), counting from 1.
        public var request: Int
    }
}
