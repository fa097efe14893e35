import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird
import NIOCore

/// Turns one of the server's answers into what ``HostileBehaviour`` says.
struct HostileRewriter: Sendable {
    /// The host of the foreign origin: the same server reached by another name, so that a
    /// request sent there is recorded instead of leaving the machine.
    static let foreignHost = "localhost"

    let behaviour: HostileBehaviour
    let environment: ServerEnvironment

    /// `http://localhost:<port>`: another origin than the server's `http://127.0.0.1:<port>`.
    var foreignOrigin: String {
        let port = environment.baseURL.port.map { ":\($0)" } ?? ""
        return "http://\(Self.foreignHost)\(port)"
    }

    func rewrite(_ response: Response, path: String) async throws -> Response {
        if path == "/oauth/authorize", let replaced = firstStep(response) { return replaced }
        guard response.status == .ok, let header = response.headers[.contentType] else { return response }
        let type = header.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if type == HaapiModel.MediaType.haapi {
            return try await rewriteStep(response, path: path)
        }
        if path == "/oauth/token", type == HaapiModel.MediaType.json {
            return try await rewriteTokens(response)
        }
        return response
    }

    // MARK: HAAPI steps

    /// The authorization endpoint's answer replaced whole (whatever its status, so that
    /// any client asking gets it): a huge or deeply nested document, or the loop's start.
    private func firstStep(_ response: Response) -> Response? {
        var headers = response.headers
        headers[.contentType] = HaapiModel.MediaType.haapi
        let ok = Response(status: .ok, headers: headers, body: response.body)
        switch behaviour {
        case .hugeDocument: return HostileBodies.huge(announced: true, headers: headers)
        case .hugeChunkedDocument: return HostileBodies.huge(announced: false, headers: headers)
        case .deepNesting: return HostileBodies.replaced(ok, with: HostileBodies.deeplyNested(depth: 100_000))
        case .redirectLoop:
            return HostileBodies.replaced(ok, with: Representation.redirection(to: HostileMiddleware<BasicRequestContext>.loopPath).jsonData())
        default: return nil
        }
    }

    private func rewriteStep(_ response: Response, path: String) async throws -> Response {
        if behaviour == .nonJSONStep, path.hasPrefix("/authn/") {
            return HostileBodies.replaced(response, with: Array("<html><body><h1>Welcome</h1></body></html>".utf8))
        }
        let body = try await HostileBodies.collect(response)
        guard let json = try? JSONValue.parse(body) else { return HostileBodies.replaced(response, with: body) }
        var bytes = step(json).serialized()
        if behaviour == .hugeSelector { bytes = HostileBodies.expandingOptions(bytes) }
        return HostileBodies.replaced(response, with: bytes)
    }

    /// The step with the behaviour's changes.
    func step(_ json: JSONValue) -> JSONValue {
        guard case .object(var step) = json else { return json }
        let type = step["type"]?.stringValue
        switch behaviour {
        case .foreignFormAction:
            step["actions"] = step["actions"].map { mapActions($0) { action in
                action["kind"]?.stringValue == "login" ? foreign(action) : action
            } }
        case .foreignRedirect where type == "redirection-step":
            step["actions"] = step["actions"].map { mapActions($0, foreign) }
        case .redirectionWithoutAction where type == "redirection-step":
            step["actions"] = .array([])
        case .foreignLink:
            step["links"] = step["links"].map { mapLinks($0) { index, href in
                href.contains("callback") ? href : foreignOrigin + Self.path(of: href)
            } }
        case .unsafeLinks:
            let unsafe = ["javascript:alert(document.cookie)", "file:///etc/passwd", "data:text/html,<script>alert(1)</script>"]
            step["links"] = step["links"].map { mapLinks($0) { index, href in
                href.contains("callback") ? href : unsafe[index % unsafe.count]
            } }
        case .clientOperationFile, .clientOperationJavaScript, .clientOperationData, .clientOperationSMB,
            .clientOperationUnknownScheme:
            step["actions"] = step["actions"].map { mapActions($0, unsafeOperation) }
        case .fastPolling where type == "polling-step":
            step["properties"] = step["properties"].map { setMember($0, "interval", .number(JSONNumber(0.001) ?? JSONNumber(0))) }
        case .pollingWithoutInterval where type == "polling-step":
            step["properties"] = step["properties"].map { setMember($0, "interval", nil) }
        case .hugeSelector:
            step["actions"] = step["actions"].map(hugeSelector)
        case .terminalEscapes:
            return HostileBodies.escaped(json)
        case .forgedState where type == "oauth-authorization-response":
            step["properties"] = step["properties"].map { setMember($0, "state", "forged-state") }
        case .forgedIssuer where type == "oauth-authorization-response":
            step["properties"] = step["properties"].map { setMember($0, "iss", "https://evil.example") }
        default:
            break
        }
        return .object(step)
    }

    /// Every action (and the actions inside it), changed by `change`.
    private func mapActions(_ actions: JSONValue, _ change: ([String: JSONValue]) -> [String: JSONValue]) -> JSONValue {
        guard case .array(let items) = actions else { return actions }
        return .array(items.map { item in
            guard case .object(let action) = item else { return item }
            var changed = change(action)
            if case .object(var model)? = changed["model"] {
                for nested in ["continueActions", "errorActions", "options"] {
                    if let inner = model[nested] { model[nested] = mapActions(inner, change) }
                }
                changed["model"] = .object(model)
            }
            return .object(changed)
        })
    }

    /// The action with its form's `href` on the foreign origin.
    private func foreign(_ action: [String: JSONValue]) -> [String: JSONValue] {
        guard case .object(var model)? = action["model"], let href = model["href"]?.stringValue else { return action }
        var changed = action
        model["href"] = .string(foreignOrigin + Self.path(of: href))
        changed["model"] = .object(model)
        return changed
    }

    /// The action with its client operation's `href` an unsafe URL.
    private func unsafeOperation(_ action: [String: JSONValue]) -> [String: JSONValue] {
        guard action["template"]?.stringValue == "client-operation", case .object(var model)? = action["model"],
            case .object(var arguments)? = model["arguments"], arguments["href"] != nil
        else { return action }
        var changed = action
        let url: String
        switch behaviour {
        case .clientOperationFile: url = "file:///etc/passwd"
        case .clientOperationJavaScript: url = "javascript:alert(document.cookie)"
        case .clientOperationData: url = "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="
        case .clientOperationSMB: url = "smb://evil.example/share/payload.exe"
        default: url = "haapi-unregistered-scheme://open?payload=1"
        }
        arguments["href"] = .string(url)
        model["arguments"] = .object(arguments)
        changed["model"] = .object(model)
        return changed
    }

    private func mapLinks(_ links: JSONValue, _ change: (Int, String) -> String) -> JSONValue {
        guard case .array(let items) = links else { return links }
        return .array(items.enumerated().map { index, item in
            guard case .object(var link) = item, let href = link["href"]?.stringValue else { return item }
            link["href"] = .string(change(index, href))
            return .object(link)
        })
    }

    private func setMember(_ object: JSONValue, _ name: String, _ value: JSONValue?) -> JSONValue {
        guard case .object(var members) = object else { return object }
        members[name] = value
        return .object(members)
    }

    /// The selector with its options replaced by ``HostileBodies/optionsMarker`` holding
    /// the first one (``HostileBodies/expandingOptions(_:)`` writes 200 000 copies of it).
    private func hugeSelector(_ actions: JSONValue) -> JSONValue {
        guard case .array(var items) = actions else { return actions }
        for index in items.indices {
            guard case .object(var action) = items[index], action["template"]?.stringValue == "selector",
                case .object(var model)? = action["model"], case .array(let options)? = model["options"], let first = options.first
            else { continue }
            model["options"] = .array([.string(HostileBodies.optionsMarker), first])
            action["model"] = .object(model)
            items[index] = .object(action)
        }
        return .array(items)
    }

    /// The path (and query) of `href`, relative or absolute.
    static func path(of href: String) -> String {
        guard let url = URL(string: href), url.host != nil,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return href }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
    }

    // MARK: Tokens

    private func rewriteTokens(_ response: Response) async throws -> Response {
        let body = try await HostileBodies.collect(response)
        guard case .object(var tokens)? = try? JSONValue.parse(body) else { return HostileBodies.replaced(response, with: body) }
        switch behaviour {
        case .unboundHAAPIToken where tokens["scope"]?.stringValue == TokenIssuer.haapiScope:
            tokens["token_type"] = "Bearer"
        case .idTokenAlgNone, .idTokenRogueKey, .idTokenOtherAudience, .idTokenExpired, .idTokenOtherNonce:
            if let token = tokens["id_token"]?.stringValue {
                tokens["id_token"] = .string(HostileIDToken(environment: environment).tamper(token, behaviour: behaviour))
            }
        default:
            break
        }
        return HostileBodies.replaced(response, with: JSONValue.object(tokens).serialized())
    }
}
