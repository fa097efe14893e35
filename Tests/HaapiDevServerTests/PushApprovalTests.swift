import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiGraphics
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Logging
import Testing

/// Push approval over HTTP: a phone (a client holding demo's access token) registers a
/// push token; a second login picks `push1`, the server pushes a signed request to the
/// phone, and the phone's answer at `/push/approve` decides the waiting login.
@Suite("Push approval: devices, signed requests, approve and deny")
struct PushApprovalTests {
    static let deviceToken = "apns-0123456789abcdef"

    /// Options with a manual clock and a second user, `alice`, without a phone.
    static func options(_ clock: ManualWallClock, logger: Logger? = nil) -> DevServer.Options {
        var options = TestDevServer.options(clock: clock.clock) {
            $0.users.append(UserConfiguration(username: "alice", password: "Wonderland1"))
        }
        if let logger { options.logger = logger }
        return options
    }

    /// A phone signed in as `username` with ``deviceToken`` registered, and a login (another
    /// client) waiting on `push1` for `username`.
    struct Scene {
        var phone: ScriptedClient
        var phoneToken: String
        var login: ScriptedClient
        var waiting: Representation
    }

    static func scene(_ base: URL, _ clock: ManualWallClock, username: String = "demo") async throws -> Scene {
        let phone = ScriptedClient(baseURL: base, clock: { clock.now })
        let token = try await phone.accessToken()
        let registered = try await phone.registerPushToken(deviceToken, platform: "ios", accessToken: token)
        #expect(registered.status == 201, "\(registered.text)")
        let login = ScriptedClient(baseURL: base, clock: { clock.now })
        let ask = try await login.select("push1")
        let waiting = try await login.submit(try #require(ask.form(.login)), ["username": username]).representation()
        return Scene(phone: phone, phoneToken: token, login: login, waiting: waiting)
    }

    @Test func registeringAPushTokenNeedsTheUsersAccessToken() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let phone = ScriptedClient(baseURL: base, clock: { clock.now })
            let anonymous = try await phone.registerPushToken(Self.deviceToken, accessToken: nil)
            #expect(anonymous.status == 401)
            #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("DPoP") == true)
            // The HAAPI token names the client, not a user.
            let haapi = try await phone.fetchHaapiToken()
            let client = try await phone.registerPushToken(Self.deviceToken, accessToken: haapi)
            #expect(client.status == 401)
            #expect(client.header("WWW-Authenticate")?.contains("invalid_token") == true)

            let token = try await phone.accessToken()
            let first = try await phone.registerPushToken(Self.deviceToken, platform: "ios", accessToken: token)
            #expect(first.status == 201, "\(first.text)")
            let deviceID = try #require(first.json?["device_id"]?.stringValue)
            #expect(first.json?["token"]?.stringValue == Self.deviceToken)
            let again = try await phone.registerPushToken(Self.deviceToken, accessToken: token)
            #expect(again.status == 200)
            #expect(again.json?["device_id"]?.stringValue == deviceID)

            // A bad form is a problem naming the field.
            for (form, field) in [([("platform", "ios")], "token"), ([("token", "a\u{7}b")], "token"),
                                  ([("token", String(repeating: "x", count: 4097))], "token"),
                                  ([("token", "t"), ("platform", String(repeating: "p", count: 33))], "platform")] {
                let bad = try await phone.resource("POST", "/push/devices", accessToken: token, form: form)
                #expect(bad.status == 400)
                #expect(bad.header("Content-Type") == "application/problem+json")
                #expect(try bad.problem().invalidFields.map(\.name) == [field])
            }

            // The token moves to the user who registers it last.
            let alicePhone = ScriptedClient(baseURL: base, clock: { clock.now })
            let aliceToken = try await alicePhone.accessToken(username: "alice", password: "Wonderland1")
            let moved = try await alicePhone.registerPushToken(Self.deviceToken, accessToken: aliceToken)
            #expect(moved.status == 201)
            #expect(moved.json?["device_id"]?.stringValue != deviceID)
            let login = ScriptedClient(baseURL: base, clock: { clock.now })
            let ask = try await login.select("push1")
            _ = try await login.submit(try #require(ask.form(.login)), ["username": "demo"])
            #expect(try await login.pushes().isEmpty, "demo has no phone any more")
        }
    }

    @Test func approvedPushLogsInAndTheCodeExchanges() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let scene = try await Self.scene(base, clock)
            let step = scene.waiting
            #expect(step.type == .pollingStep)
            let properties = try #require(step.pollingProperties)
            #expect(properties.status == .pending)
            #expect(properties.maxWaitTime == 120 && properties.maxWaitRemainingTime == 120 && properties.interval == 2)
            #expect(step.messages.map(\.text) == ["We sent a sign-in request to your phone. Approve it in the app."])
            let poll = try #require(step.form(.poll))
            let cancel = try #require(step.action(ofKind: .cancel))
            #expect(cancel.title == "Cancel" && cancel.form?.actionTitle == "Cancel")

            // The push: to the registered token, with the signed request.
            let pushes = try await scene.login.pushes(to: Self.deviceToken)
            #expect(pushes.count == 1)
            let push = try #require(pushes.first)
            #expect(push["to"]?.stringValue == Self.deviceToken)
            #expect(push["sentAt"]?.stringValue.flatMap { try? Date($0, strategy: .iso8601) } != nil)
            let payload = try #require(push["payload"])
            #expect(payload["aps"]?["alert"]?["title"] == "Sign-in request")
            #expect(payload["aps"]?["alert"]?["body"] == "Approve signing in to haapi-demo?")
            #expect(payload["haapi"]?["type"] == "approve-sign-in")
            let request = try #require(payload["haapi"]?["request"]?.stringValue)

            // Its signature verifies with the server's JWKS; its claims describe the login.
            let jws = try CompactJWS(parsing: request)
            #expect(jws.header["alg"]?.stringValue == "ES256" && jws.type == "haapi-approval+jwt")
            let keys = try JWKSet(parsing: Data(try await RawHTTP.shared.send("GET", URL(string: "\(base)/oauth/jwks")!).body))
            let kid = try #require(jws.header["kid"]?.stringValue)
            let key = try #require(keys.key(withID: kid))
            try jws.verify(with: key)
            let claims = try jws.payloadClaims()
            #expect(claims["iss"]?.stringValue == base.absoluteString)
            #expect(claims["aud"]?.stringValue == "haapi-demo")
            #expect(claims["sub"]?.stringValue == "demo")
            #expect(claims["client_name"]?.stringValue == "haapi-demo")
            #expect(claims["scope"]?.stringValue == "openid profile")
            #expect(claims["approve_uri"]?.stringValue == "\(base)/push/approve")
            let jti = try #require(claims["jti"]?.stringValue)
            #expect(try Base64URL.decode(jti).count == 16)
            let iat = try #require(claims["iat"]?.numberValue)
            #expect(claims["exp"]?.numberValue == iat + 120)
            #expect(iat == clock.now.timeIntervalSince1970.rounded(.down))

            // The QR code holds the same request as an approve link on the issuer's origin.
            let qr = try #require(step.links.first { $0.rel == "qr-code" })
            #expect(qr.title == "Scan with the app to approve" && qr.type == "image/png")
            let scanned = try QRCodeDecoder().decode(imageData: Data(try #require(qr.imageData)))
            #expect(scanned.text == "\(base)/haapi/approve?request=\(request)")

            clock.advance(by: 2)
            let still = try await scene.login.submit(poll, [:]).representation()
            #expect(still.pollingProperties?.status == .pending)
            #expect(still.pollingProperties?.maxWaitRemainingTime == 118)

            let approved = try await scene.phone.answerPush(request, accessToken: scene.phoneToken)
            #expect(approved.status == 204, "\(approved.text)")
            let done = try await scene.login.submit(poll, [:]).representation()
            #expect(done.type == .oauthAuthorizationResponse)
            let tokens = try await scene.login.exchange(code: try #require(done.authorizationResponse?.code))
            #expect(tokens.status == 200, "\(tokens.text)")
            let idToken = try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue)).payloadClaims()
            #expect(idToken["sub"]?.stringValue == "demo")
            #expect(idToken["amr"] == ["swk", "mca"])
            #expect(idToken["acr"] == "urn:se:curity:authentication:push-approval:push1")

            // A request is answered once.
            let twice = try await scene.phone.answerPush(request, accessToken: scene.phoneToken)
            #expect(twice.status == 409)
            #expect(twice.header("Content-Type") == "application/problem+json")
            #expect(twice.json?["title"] == "already answered")
        }
    }

    @Test func deniedPushEndsInTheDenialProblem() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let scene = try await Self.scene(base, clock)
            let request = try #require(try await scene.login.pushes(to: Self.deviceToken).last?["payload"]?["haapi"]?["request"]?.stringValue)
            let denied = try await scene.phone.answerPush(request, "deny", accessToken: scene.phoneToken)
            #expect(denied.status == 204)
            let answer = try await scene.login.submit(try #require(scene.waiting.form(.poll)), [:])
            let problem = try answer.problem()
            #expect(problem.type == .authenticationFailed)
            #expect(problem.title == "The sign-in was denied on your phone")
            let again = try await scene.phone.answerPush(request, "approve", accessToken: scene.phoneToken)
            #expect(again.status == 409)
            // Cancel goes back to the authenticators.
            let back = try await scene.login.submit(try #require(scene.waiting.form(.cancel)), [:]).representation()
            #expect(back.actions.first?.kind == .authenticatorSelector)
        }
    }

    @Test func expiredRequestIsRefusedAndThePollingFails() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let scene = try await Self.scene(base, clock)
            let request = try #require(try await scene.login.pushes(to: Self.deviceToken).last?["payload"]?["haapi"]?["request"]?.stringValue)
            clock.advance(by: 121)
            let late = try await scene.phone.answerPush(request, accessToken: scene.phoneToken)
            #expect(late.status == 400)
            #expect(late.json?["title"] == "expired")
            let failed = try await scene.login.submit(try #require(scene.waiting.form(.poll)), [:]).representation()
            #expect(failed.pollingProperties?.status == .failed)
            #expect(failed.pollingProperties?.maxWaitRemainingTime == 0)
            #expect(failed.messages.map(\.text) == ["The sign-in request expired before it was approved."])
            // "Try again" asks for the username again.
            let retry = try await scene.login.submit(try #require(failed.form(.continue)), [:]).representation()
            #expect(retry.form(.login)?.fields.map(\.name) == ["username"])
        }
    }

    @Test func anotherUsersTokenIsForbidden() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let scene = try await Self.scene(base, clock)
            let request = try #require(try await scene.login.pushes(to: Self.deviceToken).last?["payload"]?["haapi"]?["request"]?.stringValue)
            let alice = ScriptedClient(baseURL: base, clock: { clock.now })
            let aliceToken = try await alice.accessToken(username: "alice", password: "Wonderland1")
            let forbidden = try await alice.answerPush(request, accessToken: aliceToken)
            #expect(forbidden.status == 403)
            #expect(forbidden.header("Content-Type") == "application/problem+json")
            let anonymous = try await alice.answerPush(request, accessToken: nil)
            #expect(anonymous.status == 401)
            #expect(anonymous.header("WWW-Authenticate") != nil)
            // The request still waits for demo.
            let approved = try await scene.phone.answerPush(request, accessToken: scene.phoneToken)
            #expect(approved.status == 204)
        }
    }

    @Test func forgedOrAlteredRequestsAreRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let scene = try await Self.scene(base, clock)
            let request = try #require(try await scene.login.pushes(to: Self.deviceToken).last?["payload"]?["haapi"]?["request"]?.stringValue)
            let genuine = try CompactJWS(parsing: request)
            var claims = try genuine.payloadClaims()
            claims["exp"] = .int(Int64(clock.now.timeIntervalSince1970) + 3600)
            let parts = request.split(separator: ".").map(String.init)
            let altered = [parts[0], Base64URL.encode(try JOSEJSON.encode(claims)), parts[2]].joined(separator: ".")
            let kid = try #require(genuine.header["kid"]?.stringValue)
            let forged = try JWTSigner(privateKey: P256.Signing.PrivateKey(), keyID: kid).sign(claims, type: "haapi-approval+jwt")
            let retyped = String(request.dropLast(2)) + (request.hasSuffix("AA") ? "BB" : "AA")
            for bad in [altered, forged, retyped, "not-a-jws"] {
                let answer = try await scene.phone.answerPush(bad, accessToken: scene.phoneToken)
                #expect(answer.status == 400)
                #expect(answer.json?["title"] == "invalid request signature")
            }
            let noDecision = try await scene.phone.resource("POST", "/push/approve", accessToken: scene.phoneToken, form: [("request", request)])
            #expect(noDecision.status == 400)
            #expect(try noDecision.problem().invalidFields.map(\.name) == ["decision"])
            let maybe = try await scene.phone.answerPush(request, "maybe", accessToken: scene.phoneToken)
            #expect(try maybe.problem().invalidFields.map(\.name) == ["decision"])
            // The genuine request is untouched.
            #expect(try await scene.phone.answerPush(request, accessToken: scene.phoneToken).status == 204)
        }
    }

    @Test func unknownUsernameGetsTheSameStepAndNoPush() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock)) { _, base in
            let login = ScriptedClient(baseURL: base, clock: { clock.now })
            let ask = try await login.select("push1")
            let form = try #require(ask.form(.login))
            #expect(form.fields.map(\.name) == ["username"] && form.fields.first?.type == .username)
            #expect(form.fields.first?.label == "Username" && form.actionTitle == "Send request")
            let missing = try await login.submit(form, [:]).problem()
            #expect(missing.invalidFields.map(\.name) == ["username"])

            let known = try await login.submit(form, ["username": "alice"]).representation()
            let again = try await login.select("push1")
            let unknown = try await login.submit(try #require(again.form(.login)), ["username": "nobody"]).representation()
            #expect(try await login.pushes().isEmpty)
            for step in [known, unknown] {
                #expect(step.type == .pollingStep && step.pollingProperties?.status == .pending)
                #expect(step.messages.map(\.text) == [
                    "We sent a sign-in request to your phone. Approve it in the app.",
                    "No phone is registered for this account: scan the code with the app instead.",
                ])
                #expect(step.actions.map(\.kind) == [.poll, .cancel])
                #expect(step.links.map(\.rel) == ["qr-code"])
            }
        }
    }

    @Test func testingHelpersReadThePushOutbox() async throws {
        let clock = ManualWallClock(now: Date())
        try await TestDevServer.run(options: Self.options(clock)) { server in
            await #expect(throws: TestError.self) { try await server.lastPushRequest(to: Self.deviceToken) }
            let scene = try await Self.scene(server.baseURL, clock)
            let first = try await server.lastPushRequest(to: Self.deviceToken)
            let retry = try await scene.login.submit(try #require(scene.waiting.form(.cancel)), [:]).representation()
            let ask = try await scene.login.submit(try #require(retry.selectorOption("push1")), [:]).representation()
            _ = try await scene.login.submit(try #require(ask.form(.login)), ["username": "demo"])
            let payloads = try await server.pushes(to: Self.deviceToken)
            #expect(payloads.count == 2)
            #expect(payloads.first?["haapi"]?["request"]?.stringValue == first)
            let newest = try await server.lastPushRequest(to: Self.deviceToken)
            #expect(newest == payloads.last?["haapi"]?["request"]?.stringValue && newest != first)
            // The cancelled request is no longer waited for.
            let cancelled = try await scene.phone.answerPush(first, accessToken: scene.phoneToken)
            #expect(cancelled.status == 409)
        }
    }

    @Test func requestsTokensAndJWSsStayOutOfTheLog() async throws {
        let capture = LogCapture()
        let clock = ManualWallClock(now: Date())
        try await withServer(Self.options(clock, logger: capture.logger(label: "push"))) { _, base in
            let scene = try await Self.scene(base, clock)
            let request = try #require(try await scene.login.pushes(to: Self.deviceToken).last?["payload"]?["haapi"]?["request"]?.stringValue)
            #expect(try await scene.phone.answerPush(request, accessToken: scene.phoneToken).status == 204)
            let jti = try #require(try CompactJWS(parsing: request).payloadClaims()["jti"]?.stringValue)
            let lines = capture.lines
            #expect(lines.contains { $0.contains("push approval requested") && $0.contains(jti) })
            #expect(lines.contains { $0.contains("push approval answered") && $0.contains(jti) && $0.contains("approve") })
            #expect(lines.contains { $0.contains("apns-0…") }, "the push token is logged shortened")
            for secret in [request, Self.deviceToken, scene.phoneToken, String(request.split(separator: ".")[2])] {
                #expect(!lines.contains { $0.contains(secret) }, "a secret reached the log")
            }
        }
    }
}
