import Foundation
import HaapiJOSE
import Testing

@Suite("RandomSource")
struct RandomSourceTests {
    @Test("system source returns the requested count and differs between calls")
    func systemSource() {
        let random = SystemRandomSource()
        let first = random.bytes(32)
        #expect(first.count == 32)
        #expect(random.bytes(0).isEmpty)
        #expect(first != random.bytes(32))
    }

    @Test("system source returns exactly the count asked, eight bytes a draw or not", arguments: [1, 7, 8, 9, 15, 16, 17, 33])
    func systemSourceCounts(count: Int) {
        let random = SystemRandomSource()
        #expect(random.bytes(count).count == count)
        // Every byte varies: across 64 draws each position takes more than one value.
        let draws = (0..<64).map { _ in random.bytes(count) }
        for position in 0..<count {
            #expect(Set(draws.map { $0[position] }).count > 1, "byte \(position) of \(count) never changed")
        }
    }

    @Test("seeded source is deterministic and seed-dependent")
    func seededSource() {
        let a = SeededRandomSource(seed: 7)
        #expect(a.bytes(100) == SeededRandomSource(seed: 7).bytes(100))
        #expect(a.bytes(100).count == 100)
        #expect(Array(a.bytes(100).prefix(10)) == a.bytes(10))
        #expect(a.bytes(32) != SeededRandomSource(seed: 8).bytes(32))
    }

    @Test("identifier is base64url of 16 bytes")
    func identifier() throws {
        let id = SeededRandomSource(seed: 1).identifier()
        #expect(id.count == 22)
        #expect(try Base64URL.decode(id).count == 16)
    }
}
