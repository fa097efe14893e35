import Foundation
import HaapiModel

/// The one place that decides whether a URL from the server may be opened or followed,
/// by what it is for (see ``URLPurpose`` for the table). The flow checks every URL
/// before anything is started: the BankID and external-browser handlers before they
/// call their ``URLOpener``, the flow before it follows a link, and ``SystemURLOpener``
/// again before it starts a program. Loopback hosts are `HostClassifier`'s.
///
/// ```swift
/// try URLPolicy.check(URL(string: "bankid:///?autostarttoken=...")!, for: .bankIDApp)   // allowed
/// try URLPolicy.check(URL(string: "http://127.0.0.1:8080/cb")!, for: .externalBrowser)  // allowed
/// try URLPolicy.check(URL(string: "file:///etc/passwd")!, for: .bankIDApp)              // throws schemeNotAllowed
/// try URLPolicy.check(URL(string: "http://127.0.0.1.evil.com/")!, for: .link)           // throws httpNotLoopback
/// ```
public enum URLPolicy {
    /// Checks that `url` may be opened for `purpose`.
    ///
    /// - Throws: A ``URLRefusal`` naming the purpose, the URL's scheme and host, and why.
    public static func check(_ url: URL, for purpose: URLPurpose) throws(URLRefusal) {
        let scheme = url.scheme?.lowercased()
        let host = HostClassifier.host(of: url)
        switch purpose {
        case .bankIDApp:
            guard scheme == "bankid" else { throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .schemeNotAllowed) }
        case .externalBrowser, .link:
            guard scheme == "https" || scheme == "http" else {
                throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .schemeNotAllowed)
            }
            guard let host else { throw URLRefusal(purpose: purpose, scheme: scheme, host: nil, reason: .missingHost) }
            guard scheme == "https" || HostClassifier.isLoopback(host) else {
                throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .httpNotLoopback)
            }
        }
    }

    /// Whether `url` may be opened for `purpose`.
    public static func allows(_ url: URL, for purpose: URLPurpose) -> Bool {
        do {
            try check(url, for: purpose)
            return true
        } catch {
            return false
        }
    }
}
