import Foundation
import Testing
@testable import HaapiModel

@Suite("Hostile and malformed documents")
struct HostileInputTests {
    private func error(decoding text: String, limits: JSONParsingLimits = JSONParsingLimits()) -> HaapiDecodingError? {
        decodingError { () throws(HaapiDecodingError) in
            _ = try HaapiDecoder(baseURL: Fixtures.baseURL, limits: limits).decode(Array(text.utf8))
        }
    }

    @Test func deepNestingFailsWithoutOverflowingTheStack() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let failure = error(decoding: text)
        #expect(failure?.reason == .nestingTooDeep(limit: 256, line: 1, column: 257))
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(error(decoding: objects)?.description.hasPrefix("a.a.a.a") == true)
    }

    @Test func oversizedDocumentIsRejectedBeforeParsing() {
        let size = 20 * 1024 * 1024
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: size)
        let failure = decodingError { () throws(HaapiDecodingError) in _ = try HaapiDecoder().decode(huge) }
        #expect(failure?.reason == .documentTooLarge(size: size, limit: 8 * 1024 * 1024))
    }

    @Test func twentyMegabytesParseInOnePassWhenTheLimitAllowsIt() throws {
        // A 20 MB representation: one message with a huge text. Linear in size; no quadratic work.
        let text = String(repeating: "x", count: 20 * 1024 * 1024)
        let document = #"{"type":"authentication-step","messages":[{"text":""# + text + #"","classList":["info"]}]}"#
        let limits = JSONParsingLimits(maximumDocumentSize: 32 * 1024 * 1024)
        let decoded = try HaapiDecoder(limits: limits).decode(Array(document.utf8))
        #expect(decoded.representation?.messages.first?.text.utf8.count == text.utf8.count)
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        var bytes = Array(#"{"type":"authentication-step","messages":[{"text":"ab"#.utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
        bytes += Array(#""}]}"#.utf8)
        let failure = decodingError { () throws(HaapiDecodingError) in _ = try HaapiDecoder().decode(bytes) }
        #expect(failure?.reason == .invalidUTF8(line: 1, column: 54))
        #expect(failure?.path.description == "messages[0].text")
    }

    @Test(arguments: [
        (#"{"type":1}"#, "type: expected a string, found a number"),
        (#"{"type":"authentication-step","actions":{}}"#, "actions: expected an array, found an object"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a","method":"POST","fields":[{"name":"u","type":"text"},{"name":7,"type":"text"}]}}]}"#,
         "actions[0].model.fields[1].name: expected a string, found a number"),
        (#"{"type":"authentication-step","messages":[{"text":"hi","classList":"info"}]}"#, "messages[0].classList: expected an array, found a string"),
        (#"{"type":"authentication-step","messages":[{"text":"hi","classList":[true]}]}"#, "messages[0].classList[0]: expected a string, found a boolean"),
        (#"{"type":"polling-step","properties":{"status":2}}"#, "properties.status: expected a string, found a number"),
        (#"{"type":"polling-step","properties":{"status":"pending","interval":"2 s"}}"#, #"properties.interval: expected a number, found "2 s""#),
        (#"{"type":"polling-step","properties":{"status":"pending","interval":[2]}}"#, "properties.interval: expected a number, found an array"),
        (#"{"type":"polling-step","properties":{"status":"pending","interval":-1}}"#, "properties.interval: expected a non-negative number, found -1"),
        (#"{"type":"authentication-step","metadata":[]}"#, "metadata: expected an object, found an array"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a","method":"GET","fields":[{"name":"c","type":"checkbox","checked":"yes"}]}}]}"#,
         #"actions[0].model.fields[0].checked: expected a boolean, found "yes""#),
        (#"{"type":"https://curity.se/problems/invalid-input","invalidFields":[{"name":"x","detail":5}]}"#, "invalidFields[0].detail: expected a string, found a number"),
        (#"[1,2]"#, "(root): expected an object, found an array"),
    ])
    func wrongTypesNameThePath(document: String, message: String) {
        #expect(error(decoding: document)?.description == message)
    }

    @Test(arguments: [
        (#"{"actions":[]}"#, "type: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"kind":"login","model":{}}]}"#, "actions[0].template: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"form","model":{"href":"/a","method":"GET"}}]}"#, "actions[0].kind: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login"}]}"#, "actions[0].model: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"method":"GET"}}]}"#, "actions[0].model.href: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a"}}]}"#, "actions[0].model.method: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"selector","kind":"authenticator-selector","model":{}}]}"#, "actions[0].model.options: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"client-operation","kind":"login","model":{"arguments":{}}}]}"#, "actions[0].model.name: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"client-operation","kind":"login","model":{"name":"external-browser-flow","arguments":{}}}]}"#, "actions[0].model.arguments.href: required member is missing"),
        (#"{"type":"authentication-step","links":[{"href":"/x"}]}"#, "links[0].rel: required member is missing"),
        (#"{"type":"authentication-step","messages":[{"classList":[]}]}"#, "messages[0].text: required member is missing"),
        (#"{"type":"polling-step","properties":{}}"#, "properties.status: required member is missing"),
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a","method":"GET","fields":[{"name":"d","type":"select","options":[{"label":"A"}]}]}}]}"#,
         "actions[0].model.fields[0].options[0].value: required member is missing"),
    ])
    func missingRequiredMembersAreNamed(document: String, message: String) {
        #expect(error(decoding: document)?.description == message)
    }

    @Test(arguments: ["http://exa mple.com/", "https:///nohost", "http://[::1", "/path with space", "<script>", "", "http://a.b/\u{7}"])
    func hrefsThatAreNotURLsAreRejected(href: String) throws {
        let document = JSONValue.object(["type": "authentication-step", "links": [["href": .string(href), "rel": "manage"]]])
        let failure = decodingError { () throws(HaapiDecodingError) in
            _ = try HaapiDecoder().decode(document.serialized())
        }
        #expect(failure == HaapiDecodingError(.invalidURL(href), at: JSONPath.root.appending("links").appending(0).appending("href")))
    }

    @Test func brokenDataURLIsRejected() {
        let failure = error(decoding: #"{"type":"authentication-step","links":[{"href":"data:image/png;base64,@@@","rel":"activation"}]}"#)
        #expect(failure?.path.description == "links[0].href")
    }

    @Test func otherInvalidValues() {
        #expect(error(decoding: #"{"type":"authentication-step","actions":[{"template":"form","kind":"x","model":{"href":"/a","method":"GE T"}}]}"#)?.description
            == #"actions[0].model.method: not an HTTP method: "GE T""#)
        #expect(error(decoding: #"{"type":"authentication-step","actions":[{"template":"form","kind":"x","model":{"href":"/a","method":"GET","fields":[{"name":"p","type":"password","minLength":8,"maxLength":4}]}}]}"#)?.description
            == "actions[0].model.fields[0].minLength: minLength 8 is greater than maxLength 4")
        #expect(error(decoding: #"{"type":"authentication-step","actions":[{"template":"form","kind":"x","model":{"href":"/a","method":"GET","fields":[{"name":"p","type":"text","maxLength":1.5}]}}]}"#)?.description
            == "actions[0].model.fields[0].maxLength: expected a non-negative integer, found 1.5")
    }

    @Test(arguments: [
        ("", "(root): invalid JSON at line 1, column 1: unexpected end of input, expected a value"),
        ("{", "(root): invalid JSON at line 1, column 2: unexpected end of input, expected a member name"),
        (#"{"type":"a",}"#, "(root): invalid JSON at line 1, column 13: unexpected '}', expected a member name"),
        ("{\n  \"type\": tru\n}", "type: invalid JSON at line 2, column 11: invalid literal, expected true"),
        (#"{"type":"a"} x"#, "(root): invalid JSON at line 1, column 14: unexpected 'x' after the document"),
        (#"{"type":"a","type":"b"}"#, "type: member appears more than once"),
        (#"{"type":"a\x"}"#, #"type: invalid JSON at line 1, column 11: invalid escape \x"#),
        (#"{"type":"\ud800"}"#, #"type: invalid JSON at line 1, column 16: unpaired surrogate \uD800"#),
        (#"{"n":01}"#, "n: invalid JSON at line 1, column 6: malformed number"),
        ("{\"type\":\"a\u{1}\"}", "type: invalid JSON at line 1, column 11: control character in a string; escape it"),
    ])
    func syntaxErrorsSayWhere(text: String, message: String) {
        #expect(error(decoding: text)?.description == message)
    }
}
