import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HaapiFlow

/// Plays the browser: fetches the page and follows its redirect to the loopback listener.
struct BrowserPlayingOpener: URLOpener {
    func open(_ url: URL) async -> Bool {
        guard url.scheme == "http" || url.scheme == "https" else { return false }
        Task.detached {
            _ = try? await URLSession.shared.data(from: url)
        }
        return true
    }
}

/// Opens `bankid:` URLs (as if the app were installed) or refuses everything.
struct FixedOpener: URLOpener {
    var succeeds: Bool
    func open(_ url: URL) async -> Bool { succeeds }
}
