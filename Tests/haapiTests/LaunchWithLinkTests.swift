import Foundation
import HaapiTesting
import Testing

/// Seed 002's "launch with link" in the terminal: `haapi onboard --setting link` waits for
/// the activation link, and `haapi app open LINK` from another terminal hands it over, as
/// a system hands a link to the app that is running.
@Suite("haapi onboard: launch with link", .serialized)
struct LaunchWithLinkTests {
    /// A mailbox folder only this user may enter, and the environment that names its socket.
    static func mailbox() throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-link-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return (folder, ["HAAPI_LINK_SOCKET": folder.appendingPathComponent("links.sock").path])
    }

    @Test func theLinkFromAnotherTerminalContinuesTheOnboarding() async throws {
        let (folder, environment) = try Self.mailbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let onboarding = try RunningCommand(["onboard", "--setting", "link", "--no-passcode", "--plain"], environment: environment)
        #expect(await onboarding.waitFor("open the activation link from your welcome e-mail"))
        #expect(await onboarding.waitFor("'haapidemo://activate?code=haapi-demo-activation' in another terminal"),
                "the hint says how to send the link")
        #expect(onboarding.stdout.contains("haapi app open"))

        let second = try await CommandRunner.run(["onboard", "--setting", "link", "--no-passcode", "--plain"], environment: environment)
        #expect(second.status == 1 && second.stderr.contains("another haapi process already waits for a link"), "\(second.stderr)")

        let wrong = try await CommandRunner.run(["app", "open", "haapidemo://activate?code=not-ours"], environment: environment)
        #expect(wrong.status == 2 && wrong.stderr.contains("refused the link"), "\(wrong.stderr)")
        #expect(await onboarding.waitFor("it is not an activation code of this demo"), "the waiting onboarding says why")

        let right = try await CommandRunner.run(["app", "open", "haapidemo://activate?code=haapi-demo-activation"], environment: environment)
        #expect(right.status == 0 && right.stderr.contains("took the link"), "\(right.stderr)")
        #expect(!right.stderr.contains("dev server at"), "no facade of its own was started")
        #expect(await onboarding.waitFor("End User License Agreement"))
        for line in ["Agree", "Agree", "Next", "Not Now", "Username and password", "demo", "Password1", ""] { onboarding.type(line) }
        #expect(await onboarding.waitFor("Signed in."))
        let exit = await onboarding.waitForExit()
        #expect(exit?.status == 0, "\(onboarding.stderr)")
        #expect(!FileManager.default.fileExists(atPath: environment["HAAPI_LINK_SOCKET"] ?? ""), "the socket is gone with the onboarding")
    }

    @Test func aFolderOthersMayEnterIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-link-open-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await CommandRunner.run(
            ["onboard", "--setting", "link", "--no-passcode", "--plain"], environment: ["HAAPI_LINK_SOCKET": folder.appendingPathComponent("links.sock").path])
        #expect(output.status == 1 && output.stderr.contains("must belong to this user alone"), "\(output.stderr)")
    }
}
