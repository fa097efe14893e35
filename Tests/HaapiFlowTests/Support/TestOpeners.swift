import Foundation
import HaapiFlow
import HaapiTesting
import Testing

/// Plays the browser: fetches the page and follows its redirect to the loopback listener.
struct BrowserPlayingOpener: URLOpener {
    func open(_ url: URL) async -> Bool {
        guard url.scheme == "http" || url.scheme == "https" else { return false }
        Task.detached {
            _ = try? await visitFollowingRedirects(url)
        }
        return true
    }
}

/// Opens `bankid:` URLs (as if the app were installed) or refuses everything.
struct FixedOpener: URLOpener {
    var succeeds: Bool
    func open(_ url: URL) async -> Bool { succeeds }
}

/// An opener that must never be called: each call is recorded as a test issue and kept,
/// so a test can also check that nothing was opened.
actor ForbiddenOpener: URLOpener {
    private(set) var opened: [URL] = []

    func open(_ url: URL) async -> Bool {
        opened.append(url)
        Issue.record("the opener was called for a URL the policy should have refused (scheme \(url.scheme ?? "none"))")
        return false
    }
}

/// Records the URLs handed to it, then lets `inner` open them.
actor RecordingOpener: URLOpener {
    let inner: any URLOpener
    private(set) var opened: [URL] = []

    init(inner: any URLOpener) {
        self.inner = inner
    }

    func open(_ url: URL) async -> Bool {
        opened.append(url)
        return await inner.open(url)
    }
}
