import Foundation
import HaapiClient
import HaapiModel
import Testing

@Suite struct FormEncodingTests {
    static let specialPassword = "&=+%#é 😀"

    @Test func percentEncodingLeavesOnlyUnreservedCharacters() {
        #expect(PercentEncoding.encode(Self.specialPassword) == "%26%3D%2B%25%23%C3%A9%20%F0%9F%98%80")
        #expect(PercentEncoding.encode("AZaz09-._~") == "AZaz09-._~")
        #expect(PercentEncoding.encode([("a b", "c&d"), ("e", "")]) == "a%20b=c%26d&e=")
    }

    @Test func specialCharacterPasswordReachesTheServerIntact() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setExpectedPassword(Self.specialPassword)
        let client = try server.client()
        let tokens = try await login(client, password: Self.specialPassword)
        #expect(tokens.accessToken == "user-access-1")
        let request = try #require(await server.transport.requests(to: "/authn/login").first)
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.bodyText == "userName=alice&password=%26%3D%2B%25%23%C3%A9%20%F0%9F%98%80&_csrf=csrf-1")
        #expect(request.url.absoluteString == "https://login.example.com/authn/login")
    }

    static func form(_ method: FormMethod, type: String? = nil, href: String = "https://login.example.com/authn/x?keep=1") -> FormActionModel {
        FormActionModel(
            href: Href(string: href)!, method: method, type: type,
            fields: [
                Field(name: "user", type: .username),
                Field(name: "pin", type: .text, value: "prefilled"),
                Field(name: "token", type: .hidden, value: "h1"),
                Field(name: "remember", type: .checkbox, value: "yes", checked: false),
                Field(name: "terms", type: .checkbox, checked: true),
                Field(name: "locked", type: .checkbox, value: "v", checked: true, readonly: true),
                Field(name: "country", type: .select, options: [
                    SelectOption(label: "Sweden", value: "se"), SelectOption(label: "Norway", value: "no", selected: true),
                ]),
                Field(name: "empty", type: .text),
            ])
    }

    @Test func rulesForHiddenPrefilledCheckboxesAndOverrides() throws {
        var submission = FormSubmission(Self.form(.post), values: ["user": "bob", "pin": "1234"])
        submission.setChecked("remember", true)
        submission.setChecked("terms", false)
        let sent = try submission.parameters().map { ($0.name, $0.value) }
        #expect(sent.map(\.0) == ["user", "pin", "token", "remember", "locked", "country"])
        #expect(sent.map(\.1) == [.text("bob"), .text("1234"), .text("h1"), .text("yes"), .text("v"), .text("no")])
    }

    @Test func uncheckedCheckboxIsNotSentAndDefaultValueIsOn() throws {
        var submission = FormSubmission(Self.form(.post))
        submission.setChecked("remember", false)
        let names = try submission.parameters().map(\.name)
        #expect(!names.contains("remember"))
        let terms = try submission.parameters().first { $0.name == "terms" }
        #expect(terms?.value == .text("on"))
    }

    @Test func getPutsFieldsInTheQueryAfterExistingOnes() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        await server.transport.route("GET", "/authn/x") { _ in .json(#"{"type":"authentication-step"}"#, contentType: "application/vnd.auth+json") }
        _ = try await client.submit(Self.form(.get), values: ["user": Self.specialPassword])
        let request = try #require(await server.transport.requests(to: "/authn/x").first)
        #expect(request.body == nil)
        #expect(request.url.query == "keep=1&user=%26%3D%2B%25%23%C3%A9%20%F0%9F%98%80&pin=prefilled&token=h1&terms=on&locked=v&country=no")
    }

    @Test func jsonFormsSendAJSONObject() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        await server.transport.route("POST", "/authn/webauthn") { _ in .json(#"{"type":"authentication-step"}"#, contentType: "application/vnd.auth+json") }
        let form = FormActionModel(
            href: Href(string: "https://login.example.com/authn/webauthn")!, method: .post, type: "application/json",
            fields: [Field(name: "credential", type: .context), Field(name: "note", type: .hidden, value: Self.specialPassword)])
        var submission = FormSubmission(form)
        submission.setJSON("credential", ["id": "abc", "response": ["clientDataJSON": "e30"]])
        _ = try await client.submit(submission)
        let request = try #require(await server.transport.requests(to: "/authn/webauthn").first)
        #expect(request.headers["Content-Type"] == "application/json")
        let body = try JSONValue.parse(Array(try #require(request.body)))
        #expect(body["note"]?.stringValue == Self.specialPassword)
        #expect(body["credential"]?["id"]?.stringValue == "abc")
        #expect(body["credential"]?["response"]?["clientDataJSON"]?.stringValue == "e30")
    }

    @Test func unknownFieldNamesAndReadOnlyChangesAreRejected() throws {
        let unknown = FormSubmission(Self.form(.post), values: ["usr": "typo"])
        #expect(throws: HaapiClientError.self) { try unknown.parameters() }
        var locked = FormSubmission(Self.form(.post))
        locked.setChecked("locked", false)
        #expect(throws: HaapiClientError.self) { try locked.parameters() }
        var notACheckbox = FormSubmission(Self.form(.post))
        notACheckbox.setChecked("pin", true)
        #expect(throws: HaapiClientError.self) { try notACheckbox.parameters() }
    }

    @Test func unsupportedMethodsAndTypesAreRejected() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        let put = await caught { try await client.submit(Self.form(.unknown("PUT"))) }
        let multipart = await caught { try await client.submit(Self.form(.post, type: "multipart/form-data")) }
        for error in [put, multipart] {
            guard case .invalidUse = error else {
                Issue.record("expected invalidUse, got \(String(describing: error))")
                continue
            }
        }
    }
}
