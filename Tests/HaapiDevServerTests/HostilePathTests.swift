import Foundation
import HTTPTypes
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Logging
import Testing
@testable import HaapiDevServer

/// Request paths no client should send reach the running server: each gets a clean 4xx
/// (never a crash), and the server keeps serving.
@Suite("Hostile request paths: a 4xx, never a crash")
struct HostilePathTests {
    /// Raw request targets, with the status the server answers. The HAAPI routes are
    /// sent a DPoP header so that, before the path check, they reached the DPoP `htu`
    /// check (which built a URL from the path with a force unwrap).
    static let targets: [(String, [UInt8], Int)] = [
        ("a bad percent escape", Array("/authn/authenticate/%zz".utf8), 400),
        ("a lone percent sign", Array("/authn/authenticate/x%".utf8), 400),
        ("a fragment", Array("/authn/authenticate/x#fragment".utf8), 400),
        ("raw non-ASCII", Array("/authn/authenticate/".utf8) + Array("bänk".utf8), 400),
        ("a raw control byte", Array("/authn/authenticate/".utf8) + [0x7F], 400),
        ("not absolute", Array("*".utf8), 400),
        ("very long", Array(("/authn/authenticate/" + String(repeating: "a", count: 5_000)).utf8), 414),
        ("a query in the path's place", Array("/authn/authenticate/x?y=%zz".utf8), 401),
        ("another host's path", Array("//evil.com/authn/authenticate".utf8), 404),
        ("an absolute-form target", Array("http://evil.com/authn/authenticate/x".utf8), 401),
        ("percent-encoded text", Array("/authn/authenticate/a%20b%2F..%2F".utf8), 401),
    ]

    @Test(arguments: targets.indices)
    func aHostilePathGetsA4xxAndTheServerKeepsServing(_ index: Int) async throws {
        let (name, target, status) = Self.targets[index]
        try await withServer { _, base in
            let port = try #require(base.port)
            let answer = try await RawSocketHTTP.get(
                port: port, target: target,
                headers: ["Authorization": "DPoP not-a-token", "DPoP": "not-a-proof", "Accept": "application/vnd.auth+json"])
            #expect(answer.status == status, "\(name): \(answer.text.prefix(300))")
            let health = try await RawHTTP.shared.send("GET", base.appendingPathComponent("dev/health"))
            #expect(health.status == 200, "the server stopped serving after \(name)")
        }
    }

    @Test(arguments: [
        ("a space", Array("/authn/authenticate/a b".utf8)),
        ("a huge path", Array(("/" + String(repeating: "a", count: 200_000)).utf8)),
    ])
    func pathsTheHTTPParserRejectsDoNotStopTheServer(_ name: String, _ target: [UInt8]) async throws {
        try await withServer { _, base in
            let answer = try await RawSocketHTTP.get(port: try #require(base.port), target: target, headers: ["DPoP": "x"])
            // The HTTP parser answers 4xx or closes the connection; either way no handler ran.
            if let status = answer.status { #expect((400..<500).contains(status), "\(name): \(answer.text.prefix(300))") }
            let health = try await RawHTTP.shared.send("GET", base.appendingPathComponent("dev/health"))
            #expect(health.status == 200, "the server stopped serving after \(name)")
        }
    }

    @Test func aHostilePathAnswersAProblemNamingTheOffendingByte() async throws {
        try await withServer { _, base in
            let answer = try await RawSocketHTTP.get(port: try #require(base.port), target: Array("/oauth/%zz".utf8))
            #expect(answer.status == 400)
            #expect(answer.text.contains("application/problem+json"))
            #expect(answer.text.contains("invalid-request-path") && answer.text.contains("byte 7"))
        }
    }
}

@Suite("ServerEnvironment.url: total for any path")
struct ServerURLTests {
    func environment() throws -> ServerEnvironment {
        let environment = try ServerEnvironment(
            configuration: .default, clock: .system, random: SystemRandomSource(),
            logger: Logger(label: "test"), users: try UserStore(path: nil))
        environment.baseURL = try #require(URL(string: "http://127.0.0.1:8443"))
        return environment
    }

    @Test(arguments: [
        ("/oauth/token", "http://127.0.0.1:8443/oauth/token"),
        ("/authn/authenticate/a%20b", "http://127.0.0.1:8443/authn/authenticate/a%20b"),
        ("//evil.com/x", "http://127.0.0.1:8443//evil.com/x"),
        ("/a:b@c!$&'()*+,;=-._~", "http://127.0.0.1:8443/a:b@c!$&'()*+,;=-._~"),
        ("/", "http://127.0.0.1:8443/"),
    ])
    func validPathsKeepTheirEncodingAndTheHost(_ path: String, _ expected: String) throws {
        let url = try environment().url(path)
        #expect(url.absoluteString == expected)
        #expect(url.host == "127.0.0.1" && url.port == 8443)
    }

    @Test(arguments: [
        ("", InvalidRequestPath.Reason.notAbsolute),
        ("*", .notAbsolute),
        ("evil.com/x", .notAbsolute),
        ("/a b", .invalidCharacter(offset: 2, byte: 0x20)),
        ("/a?b", .invalidCharacter(offset: 2, byte: 0x3F)),
        ("/a#b", .invalidCharacter(offset: 2, byte: 0x23)),
        ("/ü", .invalidCharacter(offset: 1, byte: 0xC3)),
        ("/a\u{0}", .invalidCharacter(offset: 2, byte: 0)),
        ("/a\\b", .invalidCharacter(offset: 2, byte: 0x5C)),
        ("/%zz", .invalidPercentEscape(offset: 1)),
        ("/%4", .invalidPercentEscape(offset: 1)),
        ("/a%", .invalidPercentEscape(offset: 2)),
        ("/" + String(repeating: "a", count: 4_096), .tooLong(length: 4_097)),
    ])
    func hostilePathsAreTypedErrors(_ path: String, _ reason: InvalidRequestPath.Reason) throws {
        let environment = try environment()
        #expect(throws: InvalidRequestPath(reason: reason)) { try environment.url(path) }
        let status = InvalidRequestPath(reason: reason).failure.status.code
        #expect(status == (reason == .tooLong(length: 4_097) ? 414 : 400))
    }

    @Test func aRandomSourceThatGivesNoKeyStopsTheServerFromStarting() async {
        struct Zeros: RandomSource {
            func bytes(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }
        }
        var options = TestDevServer.options()
        options.random = Zeros()
        await #expect(throws: DevServerError.startFailed(reason: "the random source gave no valid P-256 signing key in 64 draws")) {
            _ = try await DevServer(options: options)
        }
    }
}
