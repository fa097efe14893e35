import Foundation
import Testing
import HaapiTerminal
import HaapiUI

@Suite("Terminal renderer strings")
struct TerminalStringTests {
    let catalog: StringCatalog

    init() throws {
        catalog = try ThemeRegistry.standard.registering(.terminal).strings
    }

    @Test func keysAreTheTerminalModulesAndNamedForTheTerminal() throws {
        #expect(!StringKey.terminal.isEmpty)
        #expect(StringKey.terminal.allSatisfy { $0.rawValue.hasPrefix("hui_terminal_") })
        #expect(Set(StringKey.terminal).isDisjoint(with: Set(StringKey.stock)), "HaapiUI holds none of the terminal's words")
        #expect(StringKey.terminal.allSatisfy { StringCatalog.standard.lookup($0, language: .english) == nil })
        for language in Language.shipped {
            #expect(StringKey.terminal.allSatisfy { catalog.builtInValue($0, language: language) != nil }, "every key in \(language)")
        }
        #expect(StringKey.terminalMoreLinesBelow.rawValue == "hui_terminal_more_lines_below")
    }

    @Test(arguments: Language.shipped)
    func moreLinesBelowIsPluralInEveryLanguage(_ language: Language) throws {
        guard case .plural(let forms)? = catalog.builtInValue(.terminalMoreLinesBelow, language: language) else {
            Issue.record("hui_terminal_more_lines_below is not plural in \(language)")
            return
        }
        let gaps = PluralCoverage.gaps(forms.forms, key: .terminalMoreLinesBelow, language: language)
        #expect(gaps.isEmpty, "\(gaps)")
        // Where 1 and 2 are of different categories, the forms may differ; each holds its number.
        for number in [1, 2, 5, 22] {
            #expect(try catalog.string(.terminalMoreLinesBelow, language: language, arguments: [.int(number)]).contains(String(number)))
        }
    }

    @Test func englishTexts() throws {
        #expect(try catalog.string(.terminalAnswerNumberRange, language: .english, arguments: [.int(1), .int(3)])
            == "Answer with a number from 1 to 3.")
        #expect(try catalog.string(.terminalAnswerYesOrNo, language: .english) == "Answer y or n.")
        #expect(try catalog.string(.terminalYesNoPrompt, language: .dutch) == "[j/n]")
        #expect(try catalog.string(.terminalYesNoPrompt, language: .swedish) == "[j/n]")
    }
}
