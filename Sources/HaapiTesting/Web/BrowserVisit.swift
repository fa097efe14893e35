public import Foundation
public import HaapiClient

/// Loads `url` as a browser would, following its redirects (at most `redirects` of
/// them; an external sign-in's page sends the browser back to the app's return address),
/// and returns the last answer. `URLSessionTransport` itself never follows one.
@discardableResult
public func visitFollowingRedirects(_ url: URL, redirects: Int = 5, timeout: TimeInterval = 120) async throws -> TransportResponse {
    let http = URLSessionTransport(defaultTimeout: timeout)
    var next = url
    var answer = try await http.send(TransportRequest(method: "GET", url: next))
    for _ in 0..<redirects {
        guard (300..<400).contains(answer.status), let location = answer.headers["Location"],
            let target = URL(string: location, relativeTo: next)?.absoluteURL
        else { break }
        next = target
        answer = try await http.send(TransportRequest(method: "GET", url: next))
    }
    return answer
}
