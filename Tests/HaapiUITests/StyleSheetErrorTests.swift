import Foundation
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Each kind of bad style sheet fails at load, naming the file, the line, the class
/// and property as written, and the reason.
@Suite("Style sheet errors")
struct StyleSheetErrorTests {
    func error(_ sheet: String, unknownKeys: UnknownKeyPolicy = .reject) -> ThemeError? {
        #expect(throws: ThemeError.self) {
            try StyleSheetTargets.registry().loadingStyleSheet(Data(sheet.utf8), file: "Bad.nss", unknownKeys: unknownKeys)
        }
    }

    /// A sheet, the line of its problem, the key path and the reason.
    struct Case: Sendable, CustomTestStringConvertible {
        var sheet: String
        var line: Int
        var keyPath: [String]
        var reason: ThemeError.Reason
        var testDescription: String { sheet.replacingOccurrences(of: "\n", with: "⏎") }
    }

    static let cases: [Case] = [
        Case(sheet: "fdlLabel { font-color: red; }\n\nfdlNope { font-color: red; }",
             line: 3, keyPath: ["fdlNope"], reason: .unknownKey),
        Case(sheet: "fdlLabel {\n  font-colour: red;\n}",
             line: 2, keyPath: ["fdlLabel", "font-colour"], reason: .unknownKey),
        Case(sheet: "fdlLabel { font-color: @primary1; }\nfdlLabel { font-color: @brandd; }",
             line: 2, keyPath: ["fdlLabel", "font-color"], reason: .unknownVariable("brandd")),
        Case(sheet: "fdlLabel { font-color: @brand; }\n@brand: red;",
             line: 1, keyPath: ["fdlLabel", "font-color"], reason: .unknownVariable("brand")),
        Case(sheet: "fdlLabel { corner-radius: @wide; }",
             line: 1, keyPath: ["fdlLabel", "corner-radius"], reason: .unknownVariable("wide")),
        Case(sheet: "\nfdlLabel { font-color: #12345; }",
             line: 2, keyPath: ["fdlLabel", "font-color"], reason: .invalidColor("#12345")),
        Case(sheet: "fdlLabel { border-color: #GGG; }",
             line: 1, keyPath: ["fdlLabel", "border-color"], reason: .invalidColor("#GGG")),
        Case(sheet: "fdlLabel { font-color: hui_accent; }",
             line: 1, keyPath: ["fdlLabel", "font-color"], reason: .invalidColor("hui_accent")),
        Case(sheet: "fdlLabel {\n\n  corner-radius: 8px;\n}",
             line: 3, keyPath: ["fdlLabel", "corner-radius"], reason: .invalidValue(#""8px" is not a number"#)),
        Case(sheet: "fdlLabel { border-width: -1; }",
             line: 1, keyPath: ["fdlLabel", "border-width"], reason: .negativeValue(-1)),
        Case(sheet: "fdlLabel { font-size: 0; }",
             line: 1, keyPath: ["fdlLabel", "font-size"], reason: .invalidValue("a font size must be more than 0")),
        Case(sheet: "fdlLabel { text-line-clamp: 1.5; }",
             line: 1, keyPath: ["fdlLabel", "text-line-clamp"], reason: .invalidValue(#""1.5" is not a whole number of 0 or more"#)),
        Case(sheet: "fdlLabel { text-line-clamp: -2; }",
             line: 1, keyPath: ["fdlLabel", "text-line-clamp"], reason: .invalidValue(#""-2" is not a whole number of 0 or more"#)),
        Case(sheet: "fdlLabel { text-align: middle; }",
             line: 1, keyPath: ["fdlLabel", "text-align"],
             reason: .invalidValue(#""middle" is not a text alignment (left, center, right, natural or justified)"#)),
        Case(sheet: "fdlLabel { padding: 1 2 3 4 5; }",
             line: 1, keyPath: ["fdlLabel", "padding"], reason: .invalidValue("padding takes 1 to 4 lengths (top right bottom left)")),
        Case(sheet: "fdlLabel {\n  font-color: red;\n",
             line: 1, keyPath: ["fdlLabel"], reason: .syntaxError("the block opened here with { is never closed with }")),
        Case(sheet: "fdlLabel {\n  font-color: red",
             line: 1, keyPath: ["fdlLabel"], reason: .syntaxError("the block opened here with { is never closed with }")),
        Case(sheet: "fdlLabel { font-color: red; }\n/* a comment\n that never ends",
             line: 2, keyPath: [], reason: .syntaxError("the comment opened here with /* is never closed with */")),
        Case(sheet: "fdlLabel {\n  font-color: red\n  corner-radius: 3;\n}",
             line: 3, keyPath: ["fdlLabel", "font-color"],
             reason: .syntaxError(#"unexpected ":"; expected ; after the value of fdlLabel.font-color"#)),
        Case(sheet: "fdlLabel { font-color red; }",
             line: 1, keyPath: ["fdlLabel", "font-color"], reason: .syntaxError(#"unexpected "r"; expected : after font-color"#)),
        Case(sheet: "fdlLabel fdlLink { }",
             line: 1, keyPath: ["fdlLabel"], reason: .syntaxError(#"unexpected "f"; expected { or , after the class name fdlLabel"#)),
        Case(sheet: "fdlLabel, { }",
             line: 1, keyPath: ["fdlLabel"], reason: .syntaxError(#"unexpected "{"; expected a class name after "fdlLabel,""#)),
        Case(sheet: "fdlLabel { }\n}",
             line: 2, keyPath: [], reason: .syntaxError(#"unexpected "}"; expected a class name or an @variable"#)),
        Case(sheet: "@brand: red",
             line: 1, keyPath: ["@brand"], reason: .syntaxError("the value of @brand is never ended with ;")),
        Case(sheet: "fdlLabel { font-color: ; }",
             line: 1, keyPath: ["fdlLabel", "font-color"], reason: .syntaxError("font-color has no value")),
        Case(sheet: "fdlLabel { background-color-highlighted: red; }",
             line: 1, keyPath: ["fdlLabel", "background-color-highlighted"],
             reason: .attributeNotAllowed(attribute: "highlightedBackgroundColorName", target: "Label")),
        Case(sheet: "fdlFUIWelcomeScreen_logoImageView {\n  image-name: Logo.png;\n  font-size: 12;\n}",
             line: 3, keyPath: ["fdlFUIWelcomeScreen_logoImageView", "font-size"],
             reason: .attributeNotAllowed(attribute: "textAppearance", target: "FUIWelcomeScreen_logoImageView")),
        Case(sheet: "fdlLabel { font-style: enormous; }",
             line: 1, keyPath: ["fdlLabel", "font-style"], reason: .invalidValue(
                #""enormous" is not a text style (largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2)"#)),
        Case(sheet: "fdlFUIDynamicAuthenticationScreen_navigationBar { bar-style: purple; }",
             line: 1, keyPath: ["fdlFUIDynamicAuthenticationScreen_navigationBar", "bar-style"],
             reason: .invalidValue(#""purple" is not a bar style (default, black, blackTranslucent or blackOpaque)"#)),
    ]

    @Test(arguments: cases)
    func badSheet(_ bad: Case) {
        let error = error(bad.sheet)
        #expect(error?.file == "Bad.nss")
        #expect(error?.line == bad.line)
        #expect(error?.keyPath == bad.keyPath)
        #expect(error?.reason == bad.reason)
    }

    @Test func aPropertyTheTargetLacksIsAnErrorEvenWhenUnknownKeysAreReported() {
        let error = error("fdlLabel { background-color-disabled: red; }", unknownKeys: .report)
        #expect(error?.reason == .attributeNotAllowed(attribute: "disabledBackgroundColorName", target: "Label"))
        #expect(error?.description == "Bad.nss:1: fdlLabel.background-color-disabled: Label has no attribute disabledBackgroundColorName")
    }

    @Test func descriptionsNameFileLineClassAndProperty() {
        let negative = error("fdlLabel {\n  corner-radius: -4;\n}")
        #expect(negative?.description == "Bad.nss:2: fdlLabel.corner-radius: -4.0 is negative; lengths must be 0 or more")
        #expect(negative?.column == 3)
        let colour = error("fdlLabel { font-color: @nowhere; }")
        #expect(colour?.description == #"Bad.nss:1: fdlLabel.font-color: unknown @nowhere; define it above with "@nowhere: value;" or in the theme"#)
        #expect(colour?.column == 12)
        let syntax = error("fdlLabel { }\n\n  /* open")
        #expect(syntax?.description == "Bad.nss:3: syntax error: the comment opened here with /* is never closed with */")
        #expect(syntax?.column == 3)
        let unknown = error("fdlNope { }")
        #expect(unknown?.description == "Bad.nss:1: fdlNope: unknown key")
    }

    @Test func aVariableCannotGrowWithoutEnd() {
        let error = error("@a: x;\n" + String(repeating: "@a: @a @a;\n", count: 20))
        #expect(error?.keyPath == ["@a"])
        #expect(error?.line == 13)
        #expect(error?.reason == .invalidValue("longer than 4096 bytes once its variables are replaced"))
    }

    @Test func columnsCountCharactersNotBytes() {
        let error = error("/* é */ fdlLabel { text-align: up; }")
        #expect(error?.line == 1)
        #expect(error?.column == 20)
    }
}
