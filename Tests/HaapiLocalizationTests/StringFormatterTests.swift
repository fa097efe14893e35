import Testing
@testable import HaapiLocalization

@Suite("String formatter")
struct StringFormatterTests {
    @Test func sequentialAndPositional() throws {
        #expect(try StringFormatter.format("%d minutes and %d seconds", [2, 5]) == "2 minutes and 5 seconds")
        #expect(try StringFormatter.format("%2$@ has %1$d messages", [3, "Anna"]) == "Anna has 3 messages")
        #expect(try StringFormatter.format("%1$d and again %1$d", [7]) == "7 and again 7")
        #expect(try StringFormatter.format("Hi %s, %@", ["a", "b"]) == "Hi a, b")
        #expect(try StringFormatter.format("%ld items, %lld more, %i, %u", [1, 2, 3, 4]) == "1 items, 2 more, 3, 4")
        #expect(try StringFormatter.format("%@ is a number", [42]) == "42 is a number")
        #expect(try StringFormatter.format("No placeholders", []) == "No placeholders")
        #expect(try StringFormatter.format("%d", [-12]) == "-12")
    }

    @Test func percentAndUnicode() throws {
        #expect(try StringFormatter.format("100%% sure, %d%%", [5]) == "100% sure, 5%")
        #expect(try StringFormatter.format("%%d is literal", []) == "%d is literal")
        #expect(try StringFormatter.format("Ö %@ 🙂 • %d", ["é", 1]) == "Ö é 🙂 • 1")
    }

    @Test func invalidTemplates() {
        #expect(throws: StringFormatError.danglingPercent) { try StringFormatter.format("50%", []) }
        #expect(throws: StringFormatError.unsupportedConversion("%f")) { try StringFormatter.format("%f", [1]) }
        #expect(throws: StringFormatError.unsupportedConversion("%5d")) { try StringFormatter.signature(of: "%5d") }
        #expect(throws: StringFormatError.unsupportedConversion("%l@")) { try StringFormatter.signature(of: "%l@") }
        #expect(throws: StringFormatError.mixedPositionalAndSequential) { try StringFormatter.signature(of: "%1$d %d") }
        #expect(throws: StringFormatError.mixedPositionalAndSequential) { try StringFormatter.signature(of: "%d %1$d") }
        #expect(throws: StringFormatError.invalidPosition("%0$")) { try StringFormatter.signature(of: "%0$d") }
        #expect(throws: StringFormatError.conflictingKinds(argument: 1)) { try StringFormatter.signature(of: "%1$d %1$@") }
        #expect(throws: StringFormatError.missingArgument(1)) { try StringFormatter.signature(of: "%2$d") }
    }

    @Test func argumentChecks() {
        #expect(throws: StringFormatError.argumentCount(expected: 2, given: 1)) { try StringFormatter.format("%d %d", [1]) }
        #expect(throws: StringFormatError.argumentCount(expected: 0, given: 1)) { try StringFormatter.format("none", [1]) }
        #expect(throws: StringFormatError.argumentKind(argument: 1, expected: .integer)) { try StringFormatter.format("%d", ["x"]) }
    }

    @Test func signatures() throws {
        #expect(try StringFormatter.signature(of: "%d and %@").description == "[%1$d, %2$@]")
        #expect(try StringFormatter.signature(of: "%2$@ then %1$d") == StringFormatter.signature(of: "%d then %@"))
        #expect(try StringFormatter.signature(of: "%s") == StringFormatter.signature(of: "%@"))
        #expect(try StringFormatter.signature(of: "%@ %d") != StringFormatter.signature(of: "%d %@"))
        #expect(try StringFormatter.placeholders(of: "a %2$d b %1$@").map(\.spelling) == ["%2$d", "%1$@"])
    }
}
