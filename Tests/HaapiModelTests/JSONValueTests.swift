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
