import Crypto
import Foundation
import HaapiWeb
import HaapiWebSQLite
import Testing

/// Every store keeps, versions, returns and evicts browser sessions the same way,
/// with writers racing on one record too.
@Suite("Web session stores")
struct WebSessionStoreTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func record(_ key: String, version: Int = 1, created: TimeInterval = 0, seen: TimeInterval = 0) -> WebSessionRecord {
        WebSessionRecord(
            key: key, version: version, csrfToken: "csrf-\(key)", language: "nl", createdAt: start.addingTimeInterval(created),
            lastSeen: start.addingTimeInterval(seen), dpopKey: P256.Signing.PrivateKey().rawRepresentation,
            result: WebLoginResult(outcome: .signedIn, claims: [["sub", "demo"]]))
    }

    @Test(arguments: StoreKind.allCases)
    func aSavedSessionComesBackAsItWas(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        let saved = Self.record("a")
        try await store.save(saved)
        #expect(try await store.record("a") == saved)
        #expect(try await store.record("b") == nil)
        var changed = saved
        changed.version = 2
        changed.lastSeen = saved.lastSeen.addingTimeInterval(5)
        try await store.save(changed)
        #expect(try await store.record("a") == changed)
        #expect(try await store.count() == 1)
        try await store.remove("a")
        #expect(try await store.record("a") == nil)
        try await store.remove("a")
    }

    @Test(arguments: StoreKind.allCases)
    func aVersionIsFiledOnlyOverTheOneBeforeIt(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        let first = Self.record("a")
        try await store.save(first)
        for stale in [first, Self.record("a", version: 3), Self.record("a", version: 0)] {
            let error = await #expect(throws: WebSessionStoreError.self) { try await store.save(stale) }
            #expect(error?.kind == .conflict, "version \(stale.version) over version 1")
        }
        #expect(try await store.record("a") == first, "a refused save changes nothing")
        try await store.remove("a")
        let removed = await #expect(throws: WebSessionStoreError.self) { try await store.save(Self.record("a", version: 2)) }
        #expect(removed?.kind == .conflict, "a removed session is not filed again by a later version")
    }

    @Test(arguments: StoreKind.allCases)
    func ofWritersRacingFromOneVersionExactlyOneWins(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        try await store.save(Self.record("raced"))
        let outcomes = await withTaskGroup(of: (String, Bool).self) { group in
            for writer in 0..<16 {
                group.addTask {
                    var next = Self.record("raced", version: 2)
                    next.csrfToken = "writer-\(writer)"
                    do {
                        try await store.save(next)
                        return (next.csrfToken, true)
                    } catch {
                        return (next.csrfToken, false)
                    }
                }
            }
            return await group.reduce(into: [(String, Bool)]()) { $0.append($1) }
        }
        let winners = outcomes.filter(\.1).map(\.0)
        #expect(winners.count == 1)
        #expect(try await store.record("raced")?.csrfToken == winners.first)
    }

    /// A claim files the next version marked as sending and nothing else; a save after
    /// it files the whole record again, the mark the record's own.
    @Test(arguments: StoreKind.allCases)
    func aClaimFilesTheNextVersionAndItsMarkAlone(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        let saved = Self.record("a")
        try await store.save(saved)
        #expect(try await store.version("a") == 1)
        #expect(try await store.version("none") == nil)
        let sending = Self.start.addingTimeInterval(30)  // whole seconds: every store keeps them exactly
        try await store.claim("a", version: 2, sending: sending)
        var claimed = saved
        claimed.version = 2
        claimed.sending = sending
        #expect(try await store.record("a") == claimed)
        #expect(try await store.version("a") == 2)
        for stale in [2, 4, 1] {
            let error = await #expect(throws: WebSessionStoreError.self) {
                try await store.claim("a", version: stale, sending: sending.addingTimeInterval(1))
            }
            #expect(error?.kind == .conflict, "a claim of version \(stale) over version 2")
        }
        let missing = await #expect(throws: WebSessionStoreError.self) { try await store.claim("none", version: 2, sending: sending) }
        #expect(missing?.kind == .conflict)
        // The answer is in: the host saves the step, no longer sending.
        var answered = claimed
        answered.version = 3
        answered.sending = nil
        answered.csrfToken = "after"
        try await store.save(answered)
        #expect(try await store.record("a") == answered)
        #expect(try await store.version("a") == 3)
    }

    @Test(arguments: StoreKind.allCases)
    func ofClaimsAndSavesRacingFromOneVersionExactlyOneWins(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        try await store.save(Self.record("raced"))
        let wins = await withTaskGroup(of: Bool.self) { group in
            for writer in 0..<16 {
                group.addTask {
                    do {
                        if writer.isMultiple(of: 2) {
                            try await store.claim("raced", version: 2, sending: Self.start.addingTimeInterval(Double(writer)))
                        } else {
                            try await store.save(Self.record("raced", version: 2))
                        }
                        return true
                    } catch {
                        return false
                    }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        #expect(try await store.version("raced") == 2)
    }

    @Test(arguments: StoreKind.allCases)
    func writersThatReadAgainOnAConflictLoseNoUpdate(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        var initial = Self.record("counted")
        initial.csrfToken = "0"
        try await store.save(initial)
        let (writers, increments) = (4, 10)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<writers {
                group.addTask {
                    for _ in 0..<increments {
                        while true {
                            guard var current = try await store.record("counted") else { throw WebSessionStoreError(store: "", reason: "gone") }
                            current.version += 1
                            current.csrfToken = String(Int(current.csrfToken)! + 1)
                            do {
                                try await store.save(current)
                                break
                            } catch let error as WebSessionStoreError where error.kind == .conflict {
                                continue
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let final = try #require(try await store.record("counted"))
        #expect(final.csrfToken == String(writers * increments))
        #expect(final.version == 1 + writers * increments)
    }

    @Test(arguments: StoreKind.allCases)
    func idleAndOldSessionsGoThenTheLongestIdleBeyondTheLimit(_ kind: StoreKind) async throws {
        guard let store = try await kind.makeStore() else { return }
        let limits = SessionLimits(idleTimeout: 100, maximumLifetime: 1000, maximumSessions: 2)
        try await store.save(Self.record("idle", seen: 0))  // idle for 150 s
        try await store.save(Self.record("old", created: -900, seen: 140))  // 1050 s old
        try await store.save(Self.record("a", seen: 120))
        try await store.save(Self.record("b", seen: 130))
        try await store.save(Self.record("c", seen: 140))
        let removed = try await store.evict(now: Self.start.addingTimeInterval(150), limits: limits)
        #expect(Set(removed) == ["idle", "old", "a"], "idle, too old, then the longest idle of the rest")
        #expect(try await store.count() == 2)
        #expect(try await store.record("b") != nil)
        #expect(try await store.record("c") != nil)
    }
}
