import HaapiWebAuthn
import Testing

@Suite struct CBORDecoderTests {
    func reason(_ bytes: [UInt8], limits: CBORDecodingLimits = .webAuthn) -> CBORError.Reason? {
        do {
            _ = try CBORDecoder(limits: limits).decode(bytes)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func readsEveryKindOfItemTheSubsetHas() throws {
        // {1: 2, 3: -7, -1: h'0102', "a": ["b", true, false, null]}
        let bytes: [UInt8] = [0xA4, 0x01, 0x02, 0x03, 0x26, 0x20, 0x42, 0x01, 0x02, 0x61, 0x61, 0x84, 0x61, 0x62, 0xF5, 0xF4, 0xF6]
        let value = try CBORDecoder().decode(bytes)
        #expect(value == [1: 2, 3: -7, -1: .bytes([1, 2]), "a": ["b", true, false, nil]])
    }

    @Test func integersAreExactOverTheWhole64BitRange() throws {
        let largest: [UInt8] = [0x1B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        let smallest: [UInt8] = [0x3B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(try CBORDecoder().decode(largest) == .unsigned(.max))
        #expect(try CBORDecoder().decode(smallest) == .negative(.max))  // -2^64
        #expect(CBORValue.negative(.max).intValue == nil)
        #expect(CBORValue.negative(UInt64(Int.max)).intValue == Int.min)
        #expect(CBORValue(-257) == .negative(256))
    }

    @Test func truncatedInputIsRefused() {
        #expect(reason([0x82, 0x82, 0x01, 0x02]) == .truncated)
        #expect(reason([0x19, 0x01]) == .truncated)
        #expect(reason([]) == .truncated)
    }

    @Test func nestingPastTheLimitIsRefused() {
        let limits = CBORDecodingLimits(maximumDepth: 4)
        let four = [UInt8](repeating: 0x81, count: 4) + [0x00]
        let five = [UInt8](repeating: 0x81, count: 5) + [0x00]
        #expect(reason(four, limits: limits) == nil)
        #expect(reason(five, limits: limits) == .nestingTooDeep(limit: 4))
        // The default limit (16) refuses a deep input long before the stack is at risk.
        #expect(reason([UInt8](repeating: 0x81, count: 100_000) + [0x00], limits: CBORDecodingLimits(maximumInputSize: 200_000)) == .nestingTooDeep(limit: 16))
    }

    @Test func aDeclaredLengthLongerThanTheInputIsRefused() {
        #expect(reason([0x44, 0x01, 0x02]) == .declaredLengthExceedsInput(declared: 4, remaining: 2))
        #expect(reason([0x63, 0x61]) == .declaredLengthExceedsInput(declared: 3, remaining: 1))
        #expect(reason([0x83, 0x01]) == .declaredLengthExceedsInput(declared: 3, remaining: 1))
        #expect(reason([0xA2, 0x01, 0x02, 0x03]) == .declaredLengthExceedsInput(declared: 2, remaining: 3))
    }

    @Test func aHugeDeclaredLengthIsRefusedWithoutSettingStorageAside() {
        // With every limit lifted, only the check against the remaining input stands
        // between these declarations and an allocation of 2^64 bytes or items (a crash).
        let lifted = CBORDecodingLimits(maximumInputSize: .max, maximumDepth: .max, maximumStringLength: .max, maximumItemCount: .max)
        let huge: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(reason([0x5B] + huge, limits: lifted) == .declaredLengthExceedsInput(declared: .max, remaining: 0))
        #expect(reason([0x7B] + huge, limits: lifted) == .declaredLengthExceedsInput(declared: .max, remaining: 0))
        #expect(reason([0x9B] + huge, limits: lifted) == .declaredLengthExceedsInput(declared: .max, remaining: 0))
        #expect(reason([0xBB] + huge, limits: lifted) == .declaredLengthExceedsInput(declared: .max, remaining: 0))
        #expect(reason([0xBB, 0x40, 0, 0, 0, 0, 0, 0, 0], limits: lifted) == .declaredLengthExceedsInput(declared: 1 << 62, remaining: 0))
    }

    @Test func aStringLongerThanTheLimitIsRefused() {
        let limits = CBORDecodingLimits(maximumStringLength: 4)
        #expect(reason([0x44, 1, 2, 3, 4], limits: limits) == nil)
        #expect(reason([0x45, 1, 2, 3, 4, 5], limits: limits) == .declaredLengthExceedsLimit(declared: 5, limit: 4))
        #expect(reason([0x65] + Array("abcde".utf8), limits: limits) == .declaredLengthExceedsLimit(declared: 5, limit: 4))
    }

    @Test func tooManyItemsAreRefused() {
        let limits = CBORDecodingLimits(maximumItemCount: 4)
        #expect(reason([0x83, 0x01, 0x02, 0x03], limits: limits) == nil)
        #expect(reason([0x84, 0x01, 0x02, 0x03, 0x04], limits: limits) == .tooManyItems(limit: 4))
        #expect(reason([0x82, 0x82, 0x01, 0x02, 0x82, 0x03, 0x04], limits: limits) == .tooManyItems(limit: 4))
    }

    @Test func inputLargerThanTheLimitIsRefusedBeforeReading() {
        #expect(reason([0x43, 1, 2, 3], limits: CBORDecodingLimits(maximumInputSize: 3)) == .inputTooLarge(size: 4, limit: 3))
    }

    @Test func duplicateMapKeysAreRefusedComparingByValue() throws {
        #expect(reason([0xA2, 0x01, 0x02, 0x01, 0x03]) == .duplicateMapKey)
        #expect(reason([0xA2, 0x61, 0x61, 0x00, 0x61, 0x61, 0x01]) == .duplicateMapKey)
        #expect(reason([0xA2, 0x81, 0x01, 0x00, 0x81, 0x01, 0x01]) == .duplicateMapKey)
        // "é" precomposed and "e" + combining acute are equal Swift strings, but different keys.
        let composed = Array("\u{E9}".utf8), decomposed = Array("e\u{301}".utf8)
        let map: [UInt8] = [0xA2, 0x60 | UInt8(composed.count)] + composed + [0x00, 0x60 | UInt8(decomposed.count)] + decomposed + [0x01]
        #expect(try CBORDecoder().decode(map).mapValue?.count == 2)
    }

    @Test func theDuplicateKeyErrorSaysWhere() {
        do {
            _ = try CBORDecoder().decode([0xA1, 0x63] + Array("key".utf8) + [0xA2, 0x03, 0x00, 0x03, 0x01])
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.reason == .duplicateMapKey)
            #expect(error.offset == 8)
            #expect(error.path == "$.key (map key 2)")
            #expect(error.description == "CBOR at byte 8 ($.key (map key 2)): the map repeats a key")
        }
    }

    @Test func indefiniteLengthsAreRefused() {
        for initial: UInt8 in [0x5F, 0x7F, 0x9F, 0xBF] {
            #expect(reason([initial, 0xFF]) == .indefiniteLength)
        }
    }

    @Test func trailingBytesAreRefusedButAPrefixMayBeRead() throws {
        #expect(reason([0x01, 0x02]) == .trailingBytes(count: 1))
        let (value, used) = try CBORDecoder().decodePrefix([0xA1, 0x01, 0x02, 0xFF, 0xFF])
        #expect(value == [1: 2])
        #expect(used == 3)
    }

    @Test func tagsAreRefused() {
        #expect(reason([0xC1, 0x01]) == .tagNotAllowed(tag: 1))
        #expect(reason([0xD8, 0x18, 0x41, 0x00]) == .tagNotAllowed(tag: 24))
    }

    @Test func floatsAreRefused() {
        #expect(reason([0xF9, 0x3C, 0x00]) == .floatNotAllowed)
        #expect(reason([0xFA, 0x3F, 0x80, 0x00, 0x00]) == .floatNotAllowed)
        #expect(reason([0xFB, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0]) == .floatNotAllowed)
    }

    @Test func simpleValuesOtherThanTrueFalseAndNullAreRefused() {
        #expect(reason([0xF7]) == .simpleValueNotAllowed(23))
        #expect(reason([0xE0]) == .simpleValueNotAllowed(0))
        #expect(reason([0xF8, 0x20]) == .simpleValueNotAllowed(32))
        #expect(reason([0xF8, 0x14]) == .simpleValueNotAllowed(20))
    }

    @Test func reservedAdditionalInformationIsRefused() {
        for major: UInt8 in 0...7 {
            for info: UInt8 in 28...30 {
                #expect(reason([major << 5 | info, 0, 0, 0, 0, 0, 0, 0, 0]) == .reservedAdditionalInformation(info))
            }
        }
        #expect(reason([0x1F]) == .reservedAdditionalInformation(31))
        #expect(reason([0xDF]) == .reservedAdditionalInformation(31))
        #expect(reason([0xFF]) == .unexpectedBreak)
    }

    @Test func invalidUTF8IsRefused() {
        #expect(reason([0x61, 0xFF]) == .invalidUTF8)
        #expect(reason([0x62, 0xC0, 0xAF]) == .invalidUTF8)  // overlong "/"
        #expect(reason([0x63, 0xED, 0xA0, 0x80]) == .invalidUTF8)  // a UTF-16 surrogate
    }

    @Test func integersAndLengthsNotInTheirShortestFormAreRefused() {
        #expect(reason([0x18, 0x17]) == .nonShortestEncoding)
        #expect(reason([0x19, 0x00, 0xFF]) == .nonShortestEncoding)
        #expect(reason([0x3A, 0x00, 0x00, 0xFF, 0xFF]) == .nonShortestEncoding)
        #expect(reason([0x1B, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]) == .nonShortestEncoding)
        #expect(reason([0x58, 0x01, 0x00]) == .nonShortestEncoding)
        #expect(reason([0x98, 0x00]) == .nonShortestEncoding)
        #expect(reason([0x18, 0x18]) == nil)
    }

    @Test func mapKeysMayComeInAnyOrder() throws {
        #expect(try CBORDecoder().decode([0xA2, 0x03, 0x00, 0x01, 0x00]) == [1: 0, 3: 0])
    }

    @Test func errorsNameThePath() {
        do {
            _ = try CBORDecoder().decode([0xA1, 0x23, 0x82, 0x01, 0xF7])
            Issue.record("undefined was accepted")
        } catch {
            #expect(error.path == "$[-4][1]")
            #expect(error.offset == 4)
        }
    }
}
