import Foundation
import HaapiLocalization
import Testing

/// Numbers and moments written as each language writes them.
@Suite("Numbers and dates by language")
struct LocaleFormattingTests {
    @Test(arguments: [("en", "42"), ("de", "1234567"), ("ar", "42"), ("ar-EG", "٤٢"), ("fa", "۴۲"), ("hi", "42"), ("ja", "42")])
    func numbersUseTheLanguagesDigits(tag: String, expected: String) throws {
        let language = try #require(Language(tag: tag))
        let value = expected.count == 7 ? 1_234_567 : 42
        #expect(LocaleNumbers.format(value, language: language) == expected)
    }

    @Test func numbersAreNeverGroupedSoCodesStayWhole() throws {
        for tag in ["de", "fr", "hi", "pl", "ar-EG"] {
            let written = LocaleNumbers.format(1234, language: try #require(Language(tag: tag)))
            #expect(written.count == 4, "\(tag): \(written)")
        }
        #expect(LocaleNumbers.format(-7, language: .dutch) == "-7")
    }

    @Test func templatesWriteNumbersInTheLanguagesDigits() throws {
        let egypt = try #require(Language(tag: "ar-EG"))
        #expect(try StringFormatter.format("%d / %@", [3, "x"], language: egypt) == "٣ / x")
        #expect(try StringFormatter.format("%d / %@", [3, "x"]) == "3 / x")
    }

    @Test(arguments: [("en", "Sep 21, 2026"), ("de", "21. Sept. 2026"), ("ja", "2026年9月21日"), ("nl", "21 sep 2026")])
    func datesUseTheLanguagesPatterns(tag: String, datePart: String) throws {
        let text = LocaleDates.format(Date(timeIntervalSince1970: 1_790_000_000), language: try #require(Language(tag: tag)))
        #expect(text.contains(datePart), "\(tag): \(text)")
        #expect(text.contains("13") && text.contains("20"), "the time to the second: \(text)")
    }
}
