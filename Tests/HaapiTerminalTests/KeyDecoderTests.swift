import Testing
@testable import HaapiTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
    func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    @Test("bytes become keys", arguments: [
        ([0x61, 0x42, 0x31], [Key.character("a"), .character("B"), .character("1")]),
        ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], [.up, .down, .right, .left]),
        ([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x48], [.up, .home]),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], [.up]),
        ([0x1B, 0x5B, 0x33, 0x7E, 0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.delete, .pageUp, .pageDown]),
        ([0x1B, 0x5B, 0x5A], [.backTab]),
        ([0x0D, 0x0A, 0x09, 0x7F, 0x08], [.enter, .enter, .tab, .backspace, .backspace]),
        ([0x03, 0x04, 0x15], [.interrupt, .endOfInput, .control("u")]),
        ([0xC3, 0xA5, 0xE6, 0x97, 0xA5], [.character("å"), .character("日")]),
        ([0x1B], [.escape]),
        ([0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
        ([0xFF], [.unknown([0xFF])]),
    ] as [([UInt8], [Key])])
    func keys(bytes: [UInt8], expected: [Key]) {
        #expect(decode(bytes) == expected)
    }

    @Test("a sequence split over reads is kept until complete")
    func split() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed([0x5B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed([0x42, 0x78]) == [.down, .character("x")])
        #expect(decoder.feed([0xE2, 0x82]).isEmpty)
        #expect(decoder.feed([0xAC]) == [.character("€")])
    }
}
