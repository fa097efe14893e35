import Foundation
import HaapiOnboarding
import HaapiTesting
import Logging
import Testing

/// Deleting, truncating or otherwise damaging the lockout file once a passcode exists
/// never resets the wait: it counts as the longest wait with one try left. A new
/// install (no passcode yet, so no file) starts open.
@Suite struct PasscodeLockoutMissingRecordTests {
    private let time = FakeLockoutClock()
    private let hour = Duration.seconds(3_600)
    private let log = LogCapture()

    /// A lockout over the file `url` with the standard schedule (no wait after the first three failures, an hour at most).
    private func lockout(_ url: URL, retryLimit: Int? = 5, witness: PasscodeWitness? = .passcodeAlwaysExists) throws -> PasscodeLockout {
        try PasscodeLockout(
            retryLimit: retryLimit, store: FileLockoutRecordStore(url: url), passcodeWitness: witness, clock: time.clock, logger: log.logger())
    }

    @Test func aFileDeletedAfterFailuresStillWaitsTheLongest() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let first = try lockout(url)
        await first.reset()  // the passcode is created
        for _ in 1...3 { _ = await first.recordFailure() }
        #expect(await first.state() == .open(failures: 3, triesRemaining: 2))
        try FileManager.default.removeItem(at: url)
        let restarted = try lockout(url)
        #expect(await restarted.state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
        #expect(FileManager.default.fileExists(atPath: url.path), "the fail-closed record is written back")
        #expect(log.text.contains("missing although a passcode exists"), "\(log.text)")
        // Deleting it again starts the longest wait again; it never opens.
        time.advance(.seconds(1_800))
        try FileManager.default.removeItem(at: url)
        #expect(await (try lockout(url)).state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
    }

    @Test func aLockedFileDeletedAllowsNoTryNow() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let first = try lockout(url, retryLimit: 3)
        await first.reset()
        for _ in 1...3 { _ = await first.recordFailure() }
        #expect(await first.state() == .locked(failures: 3))
        try FileManager.default.removeItem(at: url)
        let state = await (try lockout(url, retryLimit: 3)).state()
        #expect(!state.allowsAttempt)
        #expect(state == .waiting(remaining: hour, failures: 2, triesRemaining: 1))
    }

    @Test func aFileDeletedAfterASuccessIsNoticed() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let first = try lockout(url)
        await first.reset()
        _ = await first.recordFailure()
        await first.recordSuccess()
        #expect(try await FileLockoutRecordStore(url: url).load() == .noFailures, "a right passcode keeps the record")
        try FileManager.default.removeItem(at: url)
        #expect(await (try lockout(url)).state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
    }

    @Test(arguments: ["half", "empty", "failures without a time"])
    func aTruncatedOrTamperedFileFailsClosed(_ damage: String) async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let first = try lockout(url)
        await first.reset()
        for _ in 1...3 { _ = await first.recordFailure() }
        let written = try Data(contentsOf: url)
        switch damage {
        case "half": try written.prefix(written.count / 2).write(to: url)
        case "empty": try Data().write(to: url)
        default: try Data(#"{"version":1,"failures":3,"locked":false}"#.utf8).write(to: url)
        }
        #expect(await (try lockout(url)).state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
    }

    @Test func aNewInstallStartsOpenAndTheCreatedPasscodeWritesTheRecord() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let secureStore = FileSecureStore(url: folder.url.appendingPathComponent("secure.store"), derivation: .fastForTests, logger: .quiet())
        let fresh = try lockout(url, witness: .secureStore(secureStore))
        #expect(await fresh.state() == .open(failures: 0, triesRemaining: 5))
        #expect(log.lines.isEmpty, "a new install is not an error: \(log.text)")
        // The create flow: the store, then the lockout's record.
        try await secureStore.create(passcode: "secret-42")
        await fresh.reset()
        #expect(try await FileLockoutRecordStore(url: url).load() == .noFailures)
        let restarted = try lockout(url, witness: .secureStore(secureStore))
        #expect(await restarted.state() == .open(failures: 0, triesRemaining: 5))
        // From now on the store witnesses the passcode: a deleted record fails closed.
        try FileManager.default.removeItem(at: url)
        #expect(await (try lockout(url, witness: .secureStore(secureStore))).state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
    }

    @Test func withoutAWitnessAMissingFileIsANewInstall() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        #expect(await (try lockout(url, witness: nil)).state() == .open(failures: 0, triesRemaining: 5))
    }
}
