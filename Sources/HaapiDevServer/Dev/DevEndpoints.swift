import Foundation
import HaapiModel
import Hummingbird

/// Development-only endpoints, without authentication (the server listens on 127.0.0.1).
///
/// - `GET /dev/health` → `{"status": "ok"}`.
/// - `GET /dev/submissions` → `{"total": n, "repeated": [{path, count}]}`: how many forms were
///   posted to flows, and those posted more than once to the same flow with the same fields
///   (a client that sent one form twice).
/// - `GET /dev/outbox[?to=<address>][&username=<name>]` → `{"messages": [{to, username?, purpose,
///   code, subject, sentAt}]}`, oldest first; `DELETE /dev/outbox` empties it.
/// - `GET /dev/pushes[?to=<device token>]` → `{"pushes": [{to, sentAt, payload}]}`, oldest
///   first: the push notifications of push approval (`sentAt` in ISO 8601; `payload` has
///   `aps.alert` and `haapi: {type: "approve-sign-in", request: <JWS>}`).
/// - `GET /dev/users` → `{"users": [{username, email?, personalNumber?, hasTOTP, passkeys}]}`
///   (`passkeys`: how many the user has).
/// - `GET /dev/users/<username>/passkeys` → `{"passkeys": [{id, createdAt, lastUsedAt, signCount,
///   transports, algorithm, name}]}`, oldest first (`id` the base64url credential ID; times in ISO 8601,
///   `lastUsedAt` null before the first sign-in; `algorithm` the COSE number, -7 for ES256);
///   404 for an unknown user.
/// - `DELETE /dev/users/<username>/passkeys/<id>` → 204; 404 when the user has no such passkey.
/// - `GET /dev/bankid/orders` → `{"orders": [{orderRef, status, sameDevice, qrData?, ...}]}`.
/// - `POST /dev/bankid/approve` (form or query: `orderRef?`, `username?` or `personalNumber?`)
///   → the order; without `orderRef`, the latest pending order. The approving user defaults
///   to the order's personal number's user, the flow's user, or the first user with a
///   personal number.
/// - `POST /dev/bankid/reject` (`orderRef?`, `hintCode?` default `userCancel`) → the order.
/// - `GET /dev/external-browser/<id>?_launch_nonce=...&redirect_uri=...[&username=...]`: the page
///   the external browser opens; it logs in `username` (default: the first user) and answers
///   `302` to `redirect_uri` with `_resume_nonce`, or an HTML page showing the nonce when no
///   `redirect_uri` is given.
/// - `POST /dev/attester/certificates` (JSON `{"jwk": <a device's public P-256 JWK>}`) →
///   `{"certificate", "expires_in", "issuer"}`: the development attester's certificate for
///   that device key (a `dev-device-cert+jwt`), which client attestation at
///   `/oauth/token/cat` trusts; it answers even when attestation is turned off.
/// - `GET /dev/hostile/leaks` → `{"behaviour": <name or null>, "requests": [{method, path,
///   credentialHeaders, formFields}]}`: what reached a hostile server's foreign origin
///   (``HostileBehaviour``); names only, never values.
struct DevEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/dev/health") { _, _ in Reply.json(["status": "ok"]) }
        router.get("/dev/submissions") { _, _ in Reply.json(await environment.state.submissionsJSON()) }
        router.get("/dev/outbox") { request, _ in
            let query = request.queryParameters
            let messages = await environment.state.outboxMessages(to: query["to"], username: query["username"])
            return Reply.json(["messages": .array(messages.map(\.json))])
        }
        router.delete("/dev/outbox") { _, _ in
            await environment.state.clearOutbox()
            return Response(status: .noContent)
        }
        router.get("/dev/users") { _, _ in
            let passkeys = await environment.users.passkeyCounts()
            let users = await environment.users.allUsers().map { user -> JSONValue in
                var o: [String: JSONValue] = [
                    "username": .string(user.username), "hasTOTP": .bool(user.totpSecret != nil),
                    "passkeys": .number(JSONNumber(passkeys[user.username.lowercased()] ?? 0)),
                ]
                if let email = user.email { o["email"] = .string(email) }
                if let number = user.personalNumber { o["personalNumber"] = .string(number) }
                return .object(o)
            }
            return Reply.json(["users": .array(users)])
        }
        router.get("/dev/hostile/leaks") { _, _ in
            let requests = environment.hostileLog.all.map { request -> JSONValue in
                [
                    "method": .string(request.method), "path": .string(request.path),
                    "credentialHeaders": .array(request.credentialHeaders.map { .string($0) }),
                    "formFields": .array(request.formFields.map { .string($0) }),
                ]
            }
            return Reply.json(["behaviour": environment.hostile.map { .string($0.rawValue) } ?? .null, "requests": .array(requests)])
        }
        PushDevEndpoints(environment: environment).register(on: router)
        PasskeyDevEndpoints(environment: environment).register(on: router)
        BankIDDevEndpoints(environment: environment).register(on: router)
        AttesterDevEndpoints(environment: environment).register(on: router)
        ExternalBrowserDevPage(environment: environment).register(on: router)
    }
}
