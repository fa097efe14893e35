import Foundation
import HaapiClient
import HaapiModel
import Testing

@Suite struct ResponseClassificationTests {
    static let stepURL = "/authn/step"

    /// A client with an active flow whose next GET of `/authn/step` answers `response`.
    static func fetch(_ response: TransportResponse) async throws -> (HaapiResponse?, HaapiClientError?) {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        await server.transport.route("GET", stepURL) { _ in response }
        let link = Link(href: Href(string: "https://login.example.com/authn/step")!, rel: "restart")
        do {
            return (try await client.follow(link), nil)
        } catch {
            return (nil, error)
        }
    }

    @Test(arguments: Fixtures.names())
    func fixturesAreClassifiedByTheirType(_ name: String) async throws {
        let text = try Fixtures.text(name)
        let type = try JSONValue.parse(text)["type"]?.stringValue
        let isProblem = type?.hasPrefix("https://") == true
        let response = TransportResponse.json(
            text, status: isProblem ? 400 : 200, contentType: isProblem ? MediaType.problem : MediaType.haapi)
        let (result, error) = try await Self.fetch(response)
        #expect(error == nil, "\(name): \(String(describing: error))")
        #expect((result?.problem != nil) == isProblem, "\(name)")
        #expect((result?.representation != nil) == !isProblem, "\(name)")
    }

    @Test func relativeHrefsResolveAgainstTheRequestURL() async throws {
        let (result, _) = try await Self.fetch(.json(try Fixtures.text("usernamePassword.json"), contentType: MediaType.haapi))
        let form = try #require(result?.representation?.action(ofKind: .login)?.form)
        #expect(form.href.absoluteString == "https://login.example.com/dev/authn/authenticate/htmlSql")
        #expect(result?.url.path == Self.stepURL)
    }

    @Test func htmlIsAProtocolViolation() async throws {
        let (_, error) = try await Self.fetch(TransportResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)))
        guard case .protocolViolation(let violation) = error, case .unexpectedContentType("text/html", _) = violation.reason else {
            Issue.record("expected an unexpected-content-type violation, got \(String(describing: error))")
            return
        }
        #expect(violation.status == 200)
    }

    @Test func undecodableBodyNamesTheJSONPath() async throws {
        let body = #"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"method":"POST"}}]}"#
        let (_, error) = try await Self.fetch(.json(body, contentType: MediaType.haapi))
        guard case .protocolViolation(let violation) = error, case .undecodableBody(let decoding) = violation.reason else {
            Issue.record("expected an undecodable-body violation, got \(String(describing: error))")
            return
        }
        #expect(decoding.path.description.contains("actions[0].model"))
        #expect("\(violation)".contains("href"))
    }

    @Test func serverErrorIsAnHTTPStatusErrorWithASecretFreeExcerpt() async throws {
        let body = #"{"message":"boom","access_token":"haapi-token-1","detail":"token haapi-token-1 leaked"}"#
        let (_, error) = try await Self.fetch(.json(body, status: 503))
        guard case .httpStatus(let status) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(status.status == 503)
        #expect(status.isRetryable)
        #expect(error?.isRetryable == true)
        #expect(status.bodyExcerpt.contains("boom"))
        #expect(!status.bodyExcerpt.contains("haapi-token-1"))
        #expect(status.bodyExcerpt.count <= 161)
    }

    @Test func redirectsAreNotFollowed() async throws {
        let (_, error) = try await Self.fetch(TransportResponse(status: 302, headers: ["Location": "https://evil.example/"]))
        guard case .httpStatus(let status) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(status.status == 302)
    }

    @Test func errorAuthorizationResponseProblemGivesTheOAuthError() async throws {
        let body = #"{"type":"https://curity.se/problems/error-authorization-response","title":"Denied","error":"access_denied","error_description":"The user cancelled"}"#
        let (result, _) = try await Self.fetch(.json(body, status: 400, contentType: MediaType.problem))
        let error = try #require(result?.authorizationError)
        #expect(error.error == "access_denied")
        #expect(error.errorDescription == "The user cancelled")
    }

    @Test func insecureLinksAreNotFollowed() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        for href in ["http://login.example.com/x", "data:image/png;base64,AAAA", "app.example:/callback?code=1"] {
            let error = await caught { try await client.follow(Link(href: Href(string: href)!, rel: "restart")) }
            guard case .security(let failure) = error, case .insecureURL = failure.reason else {
                Issue.record("expected insecureURL for \(href), got \(String(describing: error))")
                continue
            }
        }
        #expect(await server.transport.requests.count == 2)
    }

    @Test func followingBeforeStartIsInvalidUse() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let error = await caught { try await client.follow(Link(href: Href(string: "https://login.example.com/x")!, rel: "restart")) }
        guard case .invalidUse = error else {
            Issue.record("expected invalidUse, got \(String(describing: error))")
            return
        }
    }
}
