import Foundation
import Testing
import HaapiModel

/// Numbers and booleans sent as text are read as they are meant; nothing else bends.
@Suite("Lenient scalars, strict structure")
struct LenientScalarTests {
    private func decode(_ text: String, scalars: ScalarReading = .lenient) throws(HaapiDecodingError) -> HaapiDocument {
        try HaapiDecoder(baseURL: Fixtures.baseURL, scalars: scalars).decode(Array(text.utf8))
    }

    private func failure(_ text: String, scalars: ScalarReading = .lenient) -> String? {
        decodingError { () throws(HaapiDecodingError) in _ = try decode(text, scalars: scalars) }?.description
    }

    private static func polling(_ properties: String) -> String {
        #"{"type":"polling-step","properties":{"status":"pending",\#(properties)}}"#
    }

    private static func field(_ members: String) -> String {
        #"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a","method":"POST","fields":[{"name":"f","type":"checkbox",\#(members)}]}}]}"#
    }

    @Test func aBankIDStepsWaitTimesAsTextAreItsWaitTimes() throws {
        let text = try decode(Self.polling(#""maxWaitTime":"60","maxWaitRemainingTime":"57","interval":"2.5""#))
        let number = try decode(Self.polling(#""maxWaitTime":60,"maxWaitRemainingTime":57,"interval":2.5"#))
        guard case .representation(let step) = text, case .representation(let expected) = number else {
            Issue.record("not a step")
            return
        }
        #expect(step.pollingProperties?.maxWaitTime == 60)
        #expect(step.pollingProperties?.maxWaitRemainingTime == 57)
        #expect(step.pollingProperties?.interval == 2.5)
        #expect(step.pollingProperties == expected.pollingProperties)
    }

    @Test func booleansAndIntegersAsTextAreRead() throws {
        guard case .representation(let step) = try decode(Self.field(#""required":"true","checked":"false","readonly":"true","maxLength":"12""#)),
            let field = step.actions.first?.form?.fields.first
        else {
            Issue.record("no field")
            return
        }
        #expect(field.required == true)
        #expect(field.checked == false)
        #expect(field.readonly == true)
        #expect(field.maxLength == 12)
    }

    @Test func aProblemsStatusAsTextIsRead() throws {
        guard case .problem(let problem) = try decode(#"{"type":"https://curity.se/problems/incorrect-credentials","status":"400"}"#) else {
            Issue.record("not a problem")
            return
        }
        #expect(problem.status == 400)
    }

    /// Only a string that is exactly a JSON number, or exactly `true` or `false`, counts;
    /// the rest are errors that quote what came, at their path.
    @Test(arguments: [
        (polling(#""maxWaitTime":"60s""#), #"properties.maxWaitTime: expected a number, found "60s""#),
        (polling(#""maxWaitTime":" 60""#), #"properties.maxWaitTime: expected a number, found " 60""#),
        (polling(#""maxWaitTime":"""#), #"properties.maxWaitTime: expected a number, found """#),
        (polling(#""maxWaitTime":"0x3C""#), #"properties.maxWaitTime: expected a number, found "0x3C""#),
        (polling(#""maxWaitTime":"NaN""#), #"properties.maxWaitTime: expected a number, found "NaN""#),
        (polling(#""maxWaitTime":"-5""#), "properties.maxWaitTime: expected a non-negative number, found -5"),
        (polling(#""maxWaitTime":true"#), "properties.maxWaitTime: expected a number, found a boolean"),
        (polling(#""maxWaitTime":{"seconds":60}"#), "properties.maxWaitTime: expected a number, found an object"),
        (field(#""required":"True""#), #"actions[0].model.fields[0].required: expected a boolean, found "True""#),
        (field(#""required":"1""#), #"actions[0].model.fields[0].required: expected a boolean, found "1""#),
        (field(#""required":1"#), "actions[0].model.fields[0].required: expected a boolean, found a number"),
        (field(#""maxLength":"1.5""#), "actions[0].model.fields[0].maxLength: expected a non-negative integer, found 1.5"),
    ])
    func anythingElseIsStillAnError(document: String, message: String) {
        #expect(failure(document) == message)
    }

    @Test func strictReadingRefusesText() {
        #expect(failure(Self.polling(#""maxWaitTime":"60""#), scalars: .strict) == "properties.maxWaitTime: expected a number, found a string")
        #expect(failure(Self.field(#""checked":"true""#), scalars: .strict) == "actions[0].model.fields[0].checked: expected a boolean, found a string")
        #expect(failure(Self.polling(#""maxWaitTime":60"#), scalars: .strict) == nil)
    }

    @Test func aDocumentReadLenientlyIsWrittenBackWithNumbers() throws {
        let document = try decode(Self.polling(#""maxWaitTime":"60""#))
        let written = String(decoding: document.jsonData(), as: UTF8.self)
        #expect(written.contains(#""maxWaitTime":60"#), "\(written)")
        #expect(try decode(written, scalars: .strict) == document)
    }

    @Test func codableReadsLeniently() throws {
        let properties = try JSONDecoder().decode(PollingProperties.self, from: Data(#"{"status":"pending","interval":"3"}"#.utf8))
        #expect(properties.interval == 3)
    }
}
