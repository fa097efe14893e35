import Foundation
import HaapiOnboarding
import Testing

/// The life of a file store: create, write, reopen, passcodes, destroy.
@Suite struct FileSecureStoreTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    @Test func valuesRoundTripAndSurviveANewInstance() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        #expect(await !store.exists())
        try await store.create(passcode: Fixtures.passcode)
        #expect(await store.exists())
        #expect(await store.isOpen())
        try await store.setData(Data("one".utf8), forKey: "a")
        try await store.setData(Data([0, 255, 1]), forKey: "b")
        try await store.setData(Data(), forKey: "empty")
        #expect(try await store.data(forKey: "a") == Data("one".utf8))
        #expect(try await store.data(forKey: "missing") == nil)
        try await store.setData(nil, forKey: "a")
        #expect(try await store.data(forKey: "a") == nil)

        let again = Fixtures.store(at: scratch.file())
        #expect(await again.exists())
        #expect(await !again.isOpen())
        await #expect(throws: SecureStoreError.notOpen) { try await again.data(forKey: "b") }
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await again.data(forKey: "b") == Data([0, 255, 1]))
        #expect(try await again.data(forKey: "empty") == Data())
        #expect(try await again.data(forKey: "a") == nil)
    }

    @Test func closeForgetsTheValuesUntilTheStoreIsOpenedAgain() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        await store.close()
        #expect(await !store.isOpen())
        await #expect(throws: SecureStoreError.notOpen) { try await store.data(forKey: "k") }
        await #expect(throws: SecureStoreError.notOpen) { try await store.setData(Data(), forKey: "k") }
        try await store.open(passcode: Fixtures.passcode)
        #expect(try await store.data(forKey: "k") == Data("v".utf8))
    }

    @Test func aWrongPasscodeIsTold() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        await store.close()
        await #expect(throws: SecureStoreError.wrongPasscode) { try await store.open(passcode: "4711-open sesamE") }
        #expect(await !store.isOpen())
        await #expect(throws: SecureStoreError.emptyPasscode) { try await store.open(passcode: "") }
    }

    @Test func aFailedOpenLeavesAnOpenStoreOpen() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        await #expect(throws: SecureStoreError.wrongPasscode) { try await store.open(passcode: "nope") }
        #expect(try await store.data(forKey: "k") == Data("v".utf8))
    }

    @Test func storesAreCreatedOnceAndOpenedOnlyWhenCreated() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        await #expect(throws: SecureStoreError.notCreated) { try await store.open(passcode: Fixtures.passcode) }
        await #expect(throws: SecureStoreError.emptyPasscode) { try await store.create(passcode: "") }
        #expect(await !store.exists())
        try await store.create(passcode: Fixtures.passcode)
        await #expect(throws: SecureStoreError.alreadyExists) { try await Fixtures.store(at: scratch.file()).create(passcode: "other") }
    }

    @Test func changingThePasscodeKeepsTheValuesAndRetiresTheOldPasscode() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("kept".utf8), forKey: "k")
        let before = try Data(contentsOf: scratch.file())
        await #expect(throws: SecureStoreError.wrongPasscode) { try await store.changePasscode(from: "wrong", to: "new passcode") }
        await #expect(throws: SecureStoreError.emptyPasscode) { try await store.changePasscode(from: Fixtures.passcode, to: "") }
        #expect(try Data(contentsOf: scratch.file()) == before)
        try await store.changePasscode(from: Fixtures.passcode, to: "new passcode")
        #expect(await store.isOpen())
        #expect(try await store.data(forKey: "k") == Data("kept".utf8))

        let again = Fixtures.store(at: scratch.file())
        await #expect(throws: SecureStoreError.wrongPasscode) { try await again.open(passcode: Fixtures.passcode) }
        try await again.open(passcode: "new passcode")
        #expect(try await again.data(forKey: "k") == Data("kept".utf8))
    }

    @Test func changingThePasscodeOfAClosedStoreWorksAndUsesANewSalt() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("kept".utf8), forKey: "k")
        await store.close()
        let before = try Data(contentsOf: scratch.file())
        // Same passcode again: only the salt, nonce and so every derived byte change.
        try await store.changePasscode(from: Fixtures.passcode, to: Fixtures.passcode)
        let after = try Data(contentsOf: scratch.file())
        #expect(before != after)
        #expect(try await store.data(forKey: "k") == Data("kept".utf8))
    }

    @Test func destroyRemovesTheFileAndClosesTheStore() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        try await store.destroy()
        #expect(await !store.exists())
        #expect(await !store.isOpen())
        #expect(!FileManager.default.fileExists(atPath: scratch.file().path(percentEncoded: false)))
        await #expect(throws: SecureStoreError.notCreated) { try await store.open(passcode: Fixtures.passcode) }
        try await store.destroy()  // nothing to destroy: no error
        try await store.create(passcode: "fresh")
        #expect(try await store.data(forKey: "k") == nil)
    }

    @Test func anNFDPasscodeOpensAStoreCreatedWithItsNFCForm() async throws {
        defer { scratch.remove() }
        let composed = "Caf\u{E9} \u{C5}ngstr\u{F6}m"
        let decomposed = "Cafe\u{301} A\u{30A}ngstro\u{308}m"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: composed)
        await store.close()
        try await Fixtures.store(at: scratch.file()).open(passcode: decomposed)
    }

    @Test func aPasscodeOf10000CharactersWorks() async throws {
        defer { scratch.remove() }
        let passcode = String(repeating: "Zé🔑-", count: 2_500)
        #expect(passcode.count == 10_000)
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            let store = Fixtures.store(at: scratch.file())
            try await store.create(passcode: passcode)
            await store.close()
            await #expect(throws: SecureStoreError.wrongPasscode) { try await store.open(passcode: String(passcode.dropLast())) }
            try await store.open(passcode: passcode)
        }
        #expect(elapsed < .seconds(10))
    }

    @Test func theStandardDerivationWorks() async throws {
        defer { scratch.remove() }
        let store = FileSecureStore(url: scratch.file(), logger: Fixtures.quiet)
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        let again = FileSecureStore(url: scratch.file(), derivation: .fastForTests, logger: Fixtures.quiet)
        // The derivation recorded in the file wins over the instance's.
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await again.data(forKey: "k") == Data("v".utf8))
        #expect(try Data(contentsOf: scratch.file()).range(of: Data(#""rounds":600000"#.utf8)) != nil)
    }

    @Test func concurrentOpensWithRightAndWrongPasscodesEachGetTheirAnswer() async throws {
        defer { scratch.remove() }
        let creator = Fixtures.store(at: scratch.file())
        try await creator.create(passcode: Fixtures.passcode)
        try await creator.setData(Data("v".utf8), forKey: "k")
        let store = Fixtures.store(at: scratch.file())
        let results = await withTaskGroup(of: (Bool, SecureStoreError?).self) { group in
            for attempt in 0..<24 {
                let right = attempt.isMultiple(of: 2)
                group.addTask {
                    let error = await Fixtures.error { () async throws(SecureStoreError) in
                        try await store.open(passcode: right ? Fixtures.passcode : "wrong \(attempt)")
                    }
                    return (right, error)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 24)
        for (right, error) in results {
            #expect(error == (right ? nil : .wrongPasscode))
        }
        #expect(await store.isOpen())
        #expect(try await store.data(forKey: "k") == Data("v".utf8))
    }

    @Test func concurrentWritesAreAllKept() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<32 {
                group.addTask { try await store.setData(Data("\(index)".utf8), forKey: "key \(index)") }
            }
            try await group.waitForAll()
        }
        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        for index in 0..<32 {
            #expect(try await again.data(forKey: "key \(index)") == Data("\(index)".utf8))
        }
    }
}
