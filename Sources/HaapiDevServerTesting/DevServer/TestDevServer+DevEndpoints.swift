public import Foundation
import HaapiClient
public import HaapiDevServer
public import HaapiModel
import HaapiTesting

/// The development endpoints under `/dev/`: what a person would do outside the app
/// (approve BankID on another device, read an e-mail).
extension TestDevServer {
    /// Approves a BankID order, as the person would in the BankID app.
    ///
    /// - Parameters:
    ///   - orderRef: The order; the latest pending one when `nil`.
    ///   - username: Who approves; the server picks the order's user when `nil`.
    /// - Returns: The order as the server describes it.
    /// - Throws: `TestError` when the server refuses (for example: no pending order).
    @discardableResult
    public func approveBankID(orderRef: String? = nil, username: String? = nil) async throws -> JSONValue {
        try await devRequest("POST", "/dev/bankid/approve", form: [("orderRef", orderRef), ("username", username)])
    }

    /// Rejects a BankID order, as the person would by cancelling in the BankID app.
    ///
    /// - Parameters:
    ///   - orderRef: The order; the latest pending one when `nil`.
    ///   - hintCode: The reason the server reports; `userCancel` when `nil`.
    /// - Returns: The order as the server describes it.
    /// - Throws: `TestError` when the server refuses.
    @discardableResult
    public func rejectBankID(orderRef: String? = nil, hintCode: String? = nil) async throws -> JSONValue {
        try await devRequest("POST", "/dev/bankid/reject", form: [("orderRef", orderRef), ("hintCode", hintCode)])
    }

    /// The passkeys `username` has at the server (`GET /dev/users/<username>/passkeys`), oldest first.
    ///
    /// - Throws: `TestError` for an unknown user.
    public func passkeys(of username: String = DevServerConfiguration.demoUsername) async throws -> [JSONValue] {
        let answer = try await devRequest("GET", "/dev/users/\(PercentEncoding.encode(username))/passkeys")
        guard let passkeys = answer["passkeys"]?.arrayValue else { throw TestError("/dev/users/\(username)/passkeys answered \(answer)") }
        return passkeys
    }

    /// How many forms were posted to the server's flows, and how many of those repeated
    /// a form already posted to the same flow (a client that sent one form twice).
    public func formSubmissions() async throws -> (total: Int, repeated: Int) {
        let answer = try await devRequest("GET", "/dev/submissions", form: [])
        guard case .number(let total)? = answer["total"], let total = total.intValue, case .array(let repeated)? = answer["repeated"] else {
            throw TestError("/dev/submissions answered \(answer)")
        }
        let extra = repeated.reduce(0) { sum, entry in
            guard case .number(let count)? = entry["count"], let count = count.intValue else { return sum }
            return sum + count - 1
        }
        return (total, extra)
    }

    /// The code in the last e-mail the server "sent" to `address` (its outbox stands in
    /// for mail delivery).
    ///
    /// ```swift
    /// try await driver.submit(interactionActionModel: send, values: ["email": "demo@example.com"])
    /// let code = try await server.lastCode(to: "demo@example.com")
    /// ```
    ///
    /// - Throws: `TestError` when no message to `address` holds a code.
    public func lastCode(to address: String) async throws -> String {
        let outbox = try await devRequest("GET", "/dev/outbox?to=\(PercentEncoding.encode(address))")
        guard let code = outbox["messages"]?.arrayValue?.last?["code"]?.stringValue else {
            throw TestError("no code in the outbox for \(address)")
        }
        return code
    }

    /// The TOTP code an authenticator app shows for `secret` at `date`: the demo user's
    /// code at the server's current time by default.
    ///
    /// - Parameters:
    ///   - secret: The base32 TOTP secret (a user's `totpSecret` in the configuration).
    ///   - date: When; the server's ``clock`` now when `nil`.
    /// - Throws: `TestError` when `secret` is not base32.
    public func totpCode(secret: String = DevServerConfiguration.demoTOTPSecret, at date: Date? = nil) throws -> String {
        guard let bytes = Base32.decode(secret) else { throw TestError("the TOTP secret is not base32") }
        return TOTP(secret: bytes).code(at: date ?? clock.now)
    }

    /// Sends a development request and parses its JSON answer.
    func devRequest(_ method: String, _ pathAndQuery: String, form: [(String, String?)] = []) async throws -> JSONValue {
        guard let url = URL(string: baseURL.absoluteString + pathAndQuery) else { throw TestError("bad dev path \(pathAndQuery)") }
        var request = TransportRequest(method: method, url: url)
        if method != "GET" {
            let pairs = form.compactMap { name, value in value.map { "\(PercentEncoding.encode(name))=\(PercentEncoding.encode($0))" } }
            request.headers["Content-Type"] = MediaType.formURLEncoded
            request.body = Data(pairs.joined(separator: "&").utf8)
        }
        let response = try await transport.send(request)
        guard response.isSuccess else {
            throw TestError("\(method) \(url.path) answered \(response.status): \(String(decoding: response.body, as: UTF8.self))")
        }
        return try JSONValue.parse(Array(response.body))
    }
}
