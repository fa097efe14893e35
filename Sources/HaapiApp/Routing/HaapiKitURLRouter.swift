public import Foundation

/// Reads a URL the app was opened with (or found in a QR code) and says which flow it
/// starts, without starting anything: a pure function of the URL and two settings.
///
/// Two forms of URL are the facade's:
/// - the app's custom scheme: `<scheme>://<action>[/]?<query>`, the action being the host;
/// - a universal link: `https://<linkHost>/haapi/<action>[/]?<query>` (plain `http` only when
///   the link host is a loopback host, as for a local dev server), on the link host's port.
///
/// A dynamic link (seed 003's Firebase or Digidentity Dynamic Links) on one of the
/// `dynamicLinkHosts` is read in its long form, `https://<dynamic host>/?link=<URL>&…`: its
/// `link` parameter must be one of the two forms above. A short link (no `link`) needs its
/// service to resolve it, which the router does not ask:
/// ``HaapiKitError/noUniquelyMatchedFirebaseDynamicLinkError(_:)``.
///
/// Schemes and hosts are compared ignoring case; the path is not. The actions are `login`,
/// `onboard`, `activate` and `approve` (see ``HaapiKitRoute``); unknown query parameters are
/// ignored.
///
/// ```swift
/// let router = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "login.example.com")
/// try router.route(for: URL(string: "haapidemo://activate?code=AB12-CD34")!)          // .activation(code: "AB12-CD34")
/// try router.route(for: URL(string: "https://login.example.com/haapi/login?login_hint=alice")!)
/// try router.route(for: URL(string: "https://other.example.com/haapi/login")!)       // throws .urlNotRecognized
/// ```
public struct HaapiKitURLRouter: Sendable {
    /// The first path segment of a universal link: `https://<linkHost>/haapi/<action>`.
    public static let pathPrefix = "haapi"
    /// Actions of the seed's other flows (evidence upload, smart card creation), which the
    /// facade does not run itself: an app runs them with ``HaapiKit/appActionHandlers``;
    /// without a handler they end with ``HaapiKitError/urlActionNotSupported(action:)``, as
    /// any other unknown action does.
    public static let unsupportedActions: Set<String> = ["evidence-upload", "smartcard"]

    /// The custom scheme, lowercased.
    private let urlScheme: String?
    /// The universal links' authority; `nil` when the given link host is not `host[:port]`,
    /// so that no universal link matches.
    private let linkAuthority: HostAndPort?
    /// The app's own actions (lowercased), routed as ``HaapiKitRoute/appAction(_:)``.
    private let appActions: Set<String>
    /// The hosts of the app's dynamic links (those given as `host[:port]`).
    private let dynamicLinkAuthorities: [HostAndPort]

    /// Creates a router for the app's custom scheme and universal-link host.
    ///
    /// - Parameters:
    ///   - urlScheme: The app's custom URL scheme (e.g. `haapidemo`), or `nil` if it has none.
    ///   - linkHost: `host[:port]` of the universal links, e.g. `login.example.com` or `127.0.0.1:8443`.
    ///   - appActions: Actions the app runs itself (the facade's own cannot be taken over).
    ///   - dynamicLinkHosts: `host[:port]` of the app's dynamic links (e.g. `haapidemo.page.link`).
    public init(urlScheme: String?, linkHost: String, appActions: Set<String> = [], dynamicLinkHosts: Set<String> = []) {
        self.urlScheme = urlScheme?.lowercased()
        self.linkAuthority = HostAndPort(linkHost)
        self.appActions = Set(appActions.map { $0.lowercased() })
        self.dynamicLinkAuthorities = dynamicLinkHosts.compactMap(HostAndPort.init)
    }

    /// Creates a router for a secret's ``HaapiKitSecret/urlScheme`` and ``HaapiKitSecret/universalLinkHost``.
    public init(secret: HaapiKitSecret, appActions: Set<String> = [], dynamicLinkHosts: Set<String> = []) {
        self.init(urlScheme: secret.urlScheme, linkHost: secret.universalLinkHost, appActions: appActions, dynamicLinkHosts: dynamicLinkHosts)
    }

    /// Whether `text` is `host[:port]`, as the link hosts are written.
    public static func isHostAndPort(_ text: String) -> Bool { HostAndPort(text) != nil }

    /// The route a URL asks for.
    ///
    /// - Throws: ``HaapiKitError/urlNotRecognized(_:)`` for a URL that is not the facade's
    ///   (another scheme, host or port, a path not under `/haapi/`, user info, no host);
    ///   ``HaapiKitError/urlActionNotSupported(action:)`` for an action this version does not
    ///   run; ``HaapiKitError/invalidInput(_:)`` (`url: <parameter>: <why>`) for a parameter
    ///   that is missing, repeated, malformed or too large;
    ///   ``HaapiKitError/noUniquelyMatchedFirebaseDynamicLinkError(_:)`` for a short dynamic link.
    public func route(for url: URL) throws(HaapiKitError) -> HaapiKitRoute {
        let (action, query) = try actionAndQuery(of: try target(of: url))
        switch action {
        case "login": return .login(try RouteParameters.login(query))
        case "onboard": return .onboarding(configuration: try RouteParameters.onboardingConfiguration(query))
        case "activate": return .activation(code: try RouteParameters.activationCode(query))
        case "approve": return .approveSignIn(request: try RouteParameters.signInRequest(query))
        case let other where appActions.contains(other): return .appAction(HaapiKitAppAction(name: other, parameters: try query.all()))
        default: throw .urlActionNotSupported(action: action)
        }
    }

    /// The URL a dynamic link on one of the app's dynamic-link hosts stands for (its `link`
    /// parameter, which may not be another dynamic link); any other URL itself.
    private func target(of url: URL) throws(HaapiKitError) -> URL {
        guard !dynamicLinkAuthorities.isEmpty, let authority = HostAndPort(of: url),
            let scheme = url.scheme?.lowercased(), scheme == "https" || (scheme == "http" && authority.isLoopback),
            dynamicLinkAuthorities.contains(where: { authority.matches($0, defaultPort: scheme == "https" ? 443 : 80) })
        else { return url }
        let query = RouteQuery(URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedQueryItems ?? [])
        guard let link = try query.value("link") else { throw .noUniquelyMatchedFirebaseDynamicLinkError(url) }
        guard let inner = URL(string: link), (try? target(of: inner)) == inner else {
            throw RouteQuery.invalid("link", "is not a link of this app")
        }
        return inner
    }

    /// The action and query of one of the facade's URLs.
    private func actionAndQuery(of url: URL) throws(HaapiKitError) -> (action: String, query: RouteQuery) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true), let scheme = components.scheme?.lowercased(),
            components.percentEncodedUser == nil, components.percentEncodedPassword == nil
        else { throw .urlNotRecognized(url) }
        let query = RouteQuery(components.percentEncodedQueryItems ?? [])
        let path = components.percentEncodedPath
        if let urlScheme, scheme == urlScheme {
            guard let host = components.percentEncodedHost, !host.isEmpty, components.port == nil, path.isEmpty || path == "/" else {
                throw .urlNotRecognized(url)
            }
            return (host.lowercased(), query)
        }
        guard scheme == "https" || scheme == "http", let linkAuthority, let authority = HostAndPort(of: url),
            scheme == "https" || linkAuthority.isLoopback,
            authority.matches(linkAuthority, defaultPort: scheme == "https" ? 443 : 80)
        else { throw .urlNotRecognized(url) }
        let prefix = "/\(Self.pathPrefix)/"
        guard path.hasPrefix(prefix) else { throw .urlNotRecognized(url) }
        var action = path.dropFirst(prefix.count)
        if action.hasSuffix("/") { action = action.dropLast() }
        guard !action.isEmpty, !action.contains("/") else { throw .urlNotRecognized(url) }
        return (String(action), query)
    }
}
