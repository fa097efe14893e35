import Foundation
import Testing

/// `haapi passkeys`: sign in, then list, add, rename and delete the person's passkeys
/// through the embedded dev server's passkey account API.
@Suite("haapi passkeys", .serialized)
struct PasskeysCommandTests {
    /// Runs `haapi passkeys ARGUMENTS` signing in as demo with a password, with its
    /// passkeys (and the demo server's users) in `folder`.
    static func run(_ arguments: [String], in folder: URL, offer: Bool = false) async throws -> CommandRunner.Output {
        let answers = folder.appendingPathComponent("answers-\(UUID().uuidString).txt")
        // A user without a passkey is offered one after the password: "Not now".
        let lines = ["Username and password", "demo", "Password1", ""] + (offer ? ["Not now"] : [])
        try (lines.joined(separator: "\n") + "\n").write(to: answers, atomically: true, encoding: .utf8)
        return try await CommandRunner.run(
            ["passkeys"] + arguments + ["--answers", answers.path, "--passkeys", folder.appendingPathComponent("passkeys.json").path])
    }

    @Test func aPasskeyIsAddedListedRenamedAndDeleted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-passkeys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let empty = try await Self.run(["list"], in: folder, offer: true)
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.contains("demo has no passkey yet."))

        let added = try await Self.run(["add", "--name", "Terminal key"], in: folder, offer: true)
        #expect(added.status == 0, "\(added.stderr)")
        let id = try #require(added.stdout.components(separatedBy: "Added: ").last?.components(separatedBy: " (").first)
        #expect(added.stdout.contains("(Terminal key)."))

        let list = try await Self.run(["list"], in: folder)
        #expect(list.status == 0, "\(list.stderr)")
        for text in ["Passkeys of demo (localhost):", "Terminal key", "ID         \(id)", "Provider   HaapiKit development authenticator",
                     "Last used  not yet", "Kind       on one device only"] {
            #expect(list.stdout.contains(text), "\(text) in \(list.stdout.suffix(800))")
        }

        let renamed = try await Self.run(["rename", id, "Laptop"], in: folder)
        #expect(renamed.status == 0 && renamed.stdout.contains("Renamed: \(id) is now \"Laptop\"."), "\(renamed.stderr)")
        let tooLong = try await Self.run(["rename", id, String(repeating: "x", count: 65)], in: folder)
        #expect(tooLong.status == 2 && tooLong.stderr.contains("name must be 1 to 64 characters"), "\(tooLong.stderr)")

        let deleted = try await Self.run(["delete", id], in: folder)
        #expect(deleted.status == 0 && deleted.stdout.contains("Deleted: \(id)."), "\(deleted.stderr)")
        let again = try await Self.run(["delete", id], in: folder, offer: true)
        #expect(again.status == 2 && again.stderr.contains("the account has no such passkey"), "\(again.stderr)")
        let gone = try await Self.run(["list"], in: folder, offer: true)
        #expect(gone.stdout.contains("demo has no passkey yet."))
    }
}
