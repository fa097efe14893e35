import Foundation
import Testing
@testable import HaapiModel

@Suite struct JSONNumberTests {
    @Test(arguments: ["0", "-0", "12", "1.5", "-1.25e-3", "1E+9"])
    func acceptsValidLiterals(_ text: String) {
        #expect(JSONNumber(literal: text)?.literal == text)
    }

    @Test(arguments: ["", "-", "01", "1.", ".5", "1e", "+1", "0x10", "NaN", "1 "])
    func rejectsInvalidLiterals(_ text: String) {
        #expect(JSONNumber(literal: text) == nil)
    }
}

@Suite struct JSONValueTests {
    @Test func parsesAndWritesEveryKindOfValue() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null],"b":{"c":"d"},"e":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}"#
        let value = try JSONValue.parse(text)
        #expect(value["a"]?[1]?.numberValue?.literal == "-2.5e3")
        #expect(value["e"]?.stringValue == "\"\\/\u{8}\u{c}\n\r\té😀")
        let written = value.jsonString()
        #expect(written == #"{"a":[1,-2.5e3,true,false,null],"b":{"c":"d"},"e":"\"\\/\b\f\n\r\té😀"}"#)
        #expect(try JSONValue.parse(written) == value)
    }

    @Test func numbersKeepTheirLiteral() throws {
        let big = try JSONValue.parse("[12345678901234567890123, 0.1, 1E400]")
        #expect(big.jsonString() == "[12345678901234567890123,0.1,1E400]")
        #expect(big[0]?.numberValue?.intValue == nil)
        #expect(big[1]?.numberValue?.doubleValue == 0.1)
    }

    @Test func controlCharactersAreEscapedOnOutput() {
        let value: JSONValue = ["k": .string("a\u{1}b\u{7F}")]
        #expect(value.jsonString() == #"{"k":"a\u0001b\u007f"}"#)
    }

    @Test func prettyPrintingIsStable() {
        let value: JSONValue = ["b": [1, 2], "a": [:], "c": []]
        #expect(value.jsonString(options: .prettyPrinted) == "{\n  \"a\": {},\n  \"b\": [\n    1,\n    2\n  ],\n  \"c\": []\n}")
    }

    @Test func codableThroughFoundation() throws {
        let value: JSONValue = ["s": "x", "n": 3, "f": 1.5, "b": true, "z": nil, "a": [1, "2"]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"type":"x"}"#.utf8)
        #expect(try JSONValue.parse(bytes) == ["type": "x"])
    }
}

@Suite struct CodableBridgeTests {
    @Test func modelTypesEncodeAsTheWireFormat() throws {
        let document = try Fixtures.document("continueSameStep")
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(document))
        #expect(encoded == document.json)
        #expect(encoded["type"] == "continue-same-step")
        let kind = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode([ActionKind.bankidOtherDevice]))
        #expect(kind == ["bankid-other-device"])
    }

    @Test func decodingErrorsThroughCodableNameThePath() {
        let data = Data(#"{"wrapper":{"type":"authentication-step","messages":[{"text":3}]}}"#.utf8)
        do {
            _ = try JSONDecoder().decode([String: Representation].self, from: data)
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "wrapper.messages[0].text: expected a string, found a number")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
