import Foundation
import HaapiJOSE
import Testing

@Suite("JWTClaimValue and JOSEJSON")
struct JWTClaimValueTests {
    @Test("encoding sorts keys and does not escape slashes")
    func deterministicEncoding() throws {
        let object: JWTClaims = ["z": 1, "a": ["y": true, "b": nil], "url": "https://a/b", "f": 1.5, "l": ["x", 2]]
        let json = String(decoding: try JOSEJSON.encode(object), as: UTF8.self)
        #expect(json == #"{"a":{"b":null,"y":true},"f":1.5,"l":["x",2],"url":"https://a/b","z":1}"#)
    }

    @Test("decoding keeps integers exact and distinguishes booleans")
    func decoding() throws {
        let object = try JOSEJSON.decodeObject(Data(#"{"i":1700000000,"d":0.5,"b":false,"s":"x","n":null}"#.utf8))
        #expect(object["i"] == .int(1_700_000_000))
        #expect(object["d"] == .double(0.5))
        #expect(object["b"] == .bool(false))
        #expect(object["s"]?.stringValue == "x")
        #expect(object["n"] == .null)
        #expect(object["i"]?.numberValue == 1_700_000_000)
    }

    @Test("decoding rejects non-objects and invalid JSON")
    func decodingRejects() {
        #expect(throws: JOSEJSONError.notAnObject) { try JOSEJSON.decodeObject(Data("[]".utf8)) }
        #expect(throws: JOSEJSONError.notAnObject) { try JOSEJSON.decodeObject(Data("\"x\"".utf8)) }
        #expect(throws: JOSEJSONError.invalidJSON) { try JOSEJSON.decodeObject(Data("{".utf8)) }
    }
}
