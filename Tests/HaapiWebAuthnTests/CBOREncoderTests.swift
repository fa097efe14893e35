import HaapiWebAuthn
import Testing

@Suite struct CBOREncoderTests {
    @Test func integersUseTheShortestForm() {
        let encoder = CBOREncoder()
        #expect(encoder.encode(23) == [0x17])
        #expect(encoder.encode(24) == [0x18, 0x18])
        #expect(encoder.encode(255) == [0x18, 0xFF])
        #expect(encoder.encode(256) == [0x19, 0x01, 0x00])
        #expect(encoder.encode(65_536) == [0x1A, 0x00, 0x01, 0x00, 0x00])
        #expect(encoder.encode(.unsigned(1 << 32)) == [0x1B, 0, 0, 0, 1, 0, 0, 0, 0])
        #expect(encoder.encode(-1) == [0x20])
        #expect(encoder.encode(-7) == [0x26])
        #expect(encoder.encode(-257) == [0x39, 0x01, 0x00])
        #expect(encoder.encode(.bytes(Array(repeating: 0, count: 24))).prefix(2) == [0x58, 0x18])
    }

    @Test func mapKeysAreSortedAsCTAP2Orders() {
        // Major type first (integers, negatives, bytes, text), then shorter encodings, then bytes.
        let map: CBORValue = ["authData": 0, "fmt": 0, "attStmt": 0, -2: 0, 24: 0, 3: 0, -1: 0, 1: 0, .bytes([0]): 0]
        let bytes = CBOREncoder().encode(map)
        let keys: [[UInt8]] = [[0x01], [0x03], [0x18, 0x18], [0x20], [0x21], [0x41, 0x00], [0x63] + Array("fmt".utf8),
                               [0x67] + Array("attStmt".utf8), [0x68] + Array("authData".utf8)]
        #expect(bytes == [0xA9] + keys.flatMap { $0 + [0x00] })
    }

    @Test func aCOSEKeyComesOutInTheOrderAuthenticatorsWrite() {
        let key: CBORValue = [-3: .bytes([2]), -2: .bytes([1]), -1: 1, 3: -7, 1: 2]
        #expect(CBOREncoder().encode(key) == [0xA5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x41, 0x01, 0x22, 0x41, 0x02])
    }

    @Test(arguments: [
        CBORValue.unsigned(.max), .negative(.max), 0, -24, -25, "", "naïve ✓", .bytes([]), .bytes(Array(0...255)),
        [], [1, [2, [3, [4]]]], [:], ["fmt": "none", "attStmt": [:], "authData": .bytes([1, 2, 3])], true, false, nil,
        [1: ["a": [true, nil]], -1: .bytes([9])],
    ])
    func valuesSurviveARoundTrip(_ value: CBORValue) throws {
        let bytes = CBOREncoder().encode(value)
        let decoded = try CBORDecoder().decode(bytes)
        #expect(decoded == value)
        #expect(CBOREncoder().encode(decoded) == bytes)
    }

    @Test func canonicalBytesSurviveARoundTripUnchanged() throws {
        let bytes: [UInt8] = [0xA3, 0x63, 0x66, 0x6D, 0x74, 0x64, 0x6E, 0x6F, 0x6E, 0x65, 0x67, 0x61, 0x74, 0x74, 0x53, 0x74, 0x6D, 0x74, 0xA0,
                              0x68, 0x61, 0x75, 0x74, 0x68, 0x44, 0x61, 0x74, 0x61, 0x42, 0x01, 0x02]
        #expect(CBOREncoder().encode(try CBORDecoder().decode(bytes)) == bytes)
    }
}
