import Foundation
import HaapiWeb
import Testing

/// The in-memory store counts the bytes of its records and keeps to its budget.
@Suite("In-memory session store budget")
struct InMemoryStoreBudgetTests {
    @Test func itCountsTheBytesOfWhatItKeeps() async throws {
        let store = InMemoryWebSessionStore()
        #expect(try await store.storedBytes() == 0)
        try await store.save(WebSessionStoreTests.record("a"))
        let one = try #require(try await store.storedBytes())
        #expect(one > 200, "a record's JSON and its key: \(one) bytes")
        // Each record has a key of its own (random bytes, whose Base64 JSON escapes differently), so
        // the second's size is taken alone.
        let second = WebSessionStoreTests.record("b")
        let alone = InMemoryWebSessionStore()
        try await alone.save(second)
        let other = try #require(try await alone.storedBytes())
        try await store.save(second)
        #expect(try await store.storedBytes() == one + other)
        await store.remove("a")
        #expect(try await store.storedBytes() == other)
        try await store.claim("b", version: 2, sending: WebSessionStoreTests.start)
        #expect(try await store.storedBytes() == other, "a claim writes the version and the mark alone")
    }

    @Test func beyondItsBudgetTheLongestIdleGoFirst() async throws {
        let probe = InMemoryWebSessionStore()
        try await probe.save(WebSessionStoreTests.record("k0"))
        let each = try #require(try await probe.storedBytes())
        // Room for three records and a half.
        let store = InMemoryWebSessionStore(maximumBytes: each * 7 / 2)
        for index in 0..<5 { try await store.save(WebSessionStoreTests.record("k\(index)", seen: Double(10 - index))) }
        #expect(await store.count() == 5, "saving never evicts: a new session's start does")
        let removed = await store.evict(now: WebSessionStoreTests.start, limits: SessionLimits())
        #expect(Set(removed) == ["k3", "k4"], "the two seen least recently")
        #expect(await store.count() == 3)
        #expect(try #require(try await store.storedBytes()) <= store.maximumBytes)
    }
}
