import Foundation
import HaapiTesting
import Testing

/// What a `haapi web` process keeps of the logins it finished: several hundred browsers
/// sign in, ten at a time, against a host with its sessions in memory and the dev server
/// in a process of its own, and the host's resident memory may grow only a little after
/// the first sign-in (a finished one keeps its result, not its flow).
@MainActor
@Suite(
    "haapi web's memory under sustained sign-ins", .timeLimit(.minutes(20)),
    .enabled(if: SoloSuites.enabled, "\(SoloSuites.skipped)"))
struct WebHostMemoryTests {
    /// 600 sign-ins (`HAAPI_MEMORY_LOGINS` changes it) may grow the host's resident memory
    /// by at most 24 MB after the first (40 KB a sign-in). The figure is the kernel's
    /// (`VmRSS`, no `malloc_trim`): what an operator sees. On the 2-core machine, with the
    /// debug build the tests run, 600 sign-ins grew it by 40.8 MB when each finished login
    /// kept its flow, by 15.5–16.9 MB once it kept only its result, and by 10.4 MB once a
    /// finished login was no longer live (release: 9.9 MB); the issue's target (8 MB,
    /// release build) is not met: see `Benchmarks/README.md` for where the rest goes.
    @Test func finishedSignInsKeepLittle() async throws {
        let server = try await DevServerProcess(configuration: "security:\n  passwordIterations: 1000\n")
        defer { server.stop() }
        let host = try RunningCommand(
            ["web", "--port", "0", "--issuer", server.baseURL.absoluteString, "--client-id", "haapi-demo",
             "--client-secret", "haapi-demo-secret", "--scope", "openid profile"])
        do {
            try await Self.signIns(against: host)
        } catch {
            host.send(SIGKILL)
            _ = await host.waitForExit(seconds: 60)
            throw error
        }
        host.send(SIGTERM)
        _ = await host.waitForExit(seconds: 60)
    }

    static func signIns(against host: RunningCommand) async throws {
        guard await host.waitFor("Press Ctrl-C", seconds: 300),
            let line = host.stdout.split(separator: "\n").first(where: { $0.hasPrefix("Open ") }),
            let url = URL(string: String(line.dropFirst("Open ".count).prefix { $0 != " " }))
        else { throw TestError("the host did not start: \(host.described)") }

        let first = await SeveralHostsLoadTests.login(url)
        #expect(first == nil, "the first sign-in: \(first ?? "")")
        try await Task.sleep(for: .seconds(1))
        let before = try resident(of: host.pid)

        let logins = ProcessInfo.processInfo.environment["HAAPI_MEMORY_LOGINS"].flatMap { Int($0) } ?? 600
        let report = await LoadRun.run(count: logins, atOnce: 10) { await SeveralHostsLoadTests.login(url) }
        #expect(report.failures.isEmpty, "\(report.failures.count) of \(logins) failed: \(report.failures.prefix(3))")
        // The saves after the last pages, and the ended flows' tasks, settle.
        try await Task.sleep(for: .seconds(3))
        let after = try resident(of: host.pid)

        let grown = after - before
        let limit = (24 << 20) * logins / 600
        print("note: haapi web grew \(grown >> 10) KB over \(logins) sign-ins after the first (\(grown / max(logins, 1)) B each), "
            + "from \(before >> 20) MB; \(report)")
        #expect(grown <= limit, "grew \(grown >> 10) KB for \(logins) sign-ins; at most \(limit >> 10) KB")
    }

    /// The resident memory of process `pid` (`VmRSS`), in bytes.
    static func resident(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw TestError("no VmRSS for process \(pid)") }
        return kilobytes << 10
    }
}
