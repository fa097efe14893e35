import Foundation
import HaapiModel
import HaapiTesting

extension Representation {
    /// The option of the authenticator selector with title or href ending `id`.
    func selectorOption(_ id: String) -> FormActionModel? {
        actions.first?.selector?.options.first { $0.form?.href.url.path.hasSuffix("/\(id)") == true }?.form
    }

    func form(_ kind: ActionKind) -> FormActionModel? {
        action(ofKind: kind)?.form
    }
}

extension ScriptedClient {
    /// Begins a flow and selects authenticator `id` in the selector.
    func select(_ id: String, scope: String = "openid profile") async throws -> Representation {
        let selector = try await begin(scope: scope).representation()
        guard let option = selector.selectorOption(id) else { throw TestError("no option \(id) in \(selector.jsonData())") }
        return try await submit(option, [:]).representation()
    }

    /// Reads the outbox for `address`: the last code.
    func lastCode(to address: String) async throws -> String? {
        let result = try await RawHTTP.shared.send("GET", url("/dev/outbox?to=\(percentEncode(address))"))
        return result.json?["messages"]?.arrayValue?.last?["code"]?.stringValue
    }

    func dev(_ method: String, _ path: String, _ pairs: [(String, String)] = []) async throws -> HTTPResult {
        try await RawHTTP.shared.send(method, url(path), headers: ["Content-Type": "application/x-www-form-urlencoded"], body: formEncode(pairs))
    }
}
