import Foundation
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Each kind of bad theme file fails at load, naming the file, the key path and the reason.
@Suite("Theme errors")
struct ThemeErrorTests {
    let base = ThemeRegistry.standard

    func plistError(_ body: String) -> ThemeError? {
        #expect(throws: ThemeError.self) {
            try base.loadingPropertyList(ThemeFixtures.plist(body), file: "Bad.plist")
        }
    }

    func jsonError(_ json: String) -> ThemeError? {
        #expect(throws: ThemeError.self) {
            try base.loadingJSON(Data(json.utf8), file: "bad.json")
        }
    }

    @Test func notAPropertyList() {
        let error = #expect(throws: ThemeError.self) {
            try base.loadingPropertyList(Data("<plist><dict><key>a</key>".utf8), file: "Broken.plist")
        }
        #expect(error?.file == "Broken.plist")
        #expect(error?.keyPath == [])
        guard case .unreadable? = error?.reason else { Issue.record("expected unreadable"); return }
    }

    @Test func notJSON() {
        let error = jsonError(##"{"colors": "#FFF"##)
        guard case .unreadable? = error?.reason else { Issue.record("expected unreadable, got \(String(describing: error))"); return }
        #expect(error?.file == "bad.json")
    }

    @Test func rootIsNotADictionary() {
        let error = jsonError("[1, 2]")
        #expect(error?.reason == .wrongType(expected: "a dictionary", found: "an array"))
        #expect(error?.description == "bad.json: <root>: expected a dictionary, found an array")
    }

    @Test func wrongType() {
        let error = plistError("<key>HaapiFlowViewController</key><dict><key>paddingTop</key><true/></dict>")
        #expect(error?.keyPath == ["HaapiFlowViewController", "paddingTop"])
        #expect(error?.reason == .wrongType(expected: "a number or a dimension name", found: "a Boolean"))
        let colourError = plistError("<key>PrimaryButton</key><dict><key>textColorName</key><integer>3</integer></dict>")
        #expect(colourError?.reason == .wrongType(expected: "a colour name", found: "a number"))
        let styleError = plistError("<key>PrimaryButton</key><string>blue</string>")
        #expect(styleError?.keyPath == ["PrimaryButton"])
    }

    @Test func unknownColourName() {
        let error = plistError("<key>HaapiFlowViewController</key><dict><key>backgroundColorName</key><string>app_background</string></dict>")
        #expect(error?.reason == .unknownColorName("app_background"))
        #expect(error?.description == #"Bad.plist: HaapiFlowViewController.backgroundColorName: unknown colour name "app_background"; define it under the theme's colours"#)
    }

    @Test func unknownTextAppearanceAndDimension() {
        let appearance = plistError("<key>Label</key><dict><key>textAppearance</key><string>huge</string></dict>")
        #expect(appearance?.reason == .unknownTextAppearance("huge"))
        let dimension = jsonError(#"{"styles": {"BankIdViewController": {"Label": {"paddingTop": "wide"}}}}"#)
        #expect(dimension?.keyPath == ["styles", "BankIdViewController", "Label", "paddingTop"])
        #expect(dimension?.reason == .unknownDimension("wide"))
    }

    @Test(arguments: ["#FFF", "FFFFFF", "#GGGGGG", "#FFFFFFF", "#FFFFFFFFFF", ""])
    func invalidHex(_ hex: String) {
        let error = jsonError(##"{"colors": {"brand": {"light": "#FFFFFF", "dark": "\##(hex)"}}}"##)
        #expect(error?.keyPath == ["colors", "brand", "dark"])
        #expect(error?.reason == .invalidHex(hex))
    }

    @Test func missingLightForANewColour() {
        let error = jsonError(##"{"colors": {"brand": {"dark": "#000000"}}}"##)
        #expect(error?.keyPath == ["colors", "brand", "light"])
        #expect(error?.reason == .missingKey)
    }

    @Test func negativeSizes() {
        let padding = plistError("<key>PrimaryButton</key><dict><key>paddingLeft</key><real>-4</real></dict>")
        #expect(padding?.keyPath == ["PrimaryButton", "paddingLeft"])
        #expect(padding?.reason == .negativeValue(-4))
        let dimension = jsonError(#"{"dimensions": {"gap": -1}}"#)
        #expect(dimension?.keyPath == ["dimensions", "gap"])
        #expect(dimension?.reason == .negativeValue(-1))
        let font = jsonError(#"{"textStyles": {"tiny": {"size": 0}}}"#)
        #expect(font?.keyPath == ["textStyles", "tiny", "size"])
        guard case .invalidValue? = font?.reason else { Issue.record("expected invalidValue"); return }
    }

    @Test func textStyleProblems() {
        #expect(jsonError(#"{"textStyles": {"new": {"fontFamily": "X"}}}"#)?.keyPath == ["textStyles", "new", "size"])
        let weight = jsonError(#"{"textStyles": {"hui_body": {"weight": "extra-chunky"}}}"#)
        #expect(weight?.keyPath == ["textStyles", "hui_body", "weight"])
        let face = jsonError(#"{"textStyles": {"hui_body": {"style": "Wobbly"}}}"#)
        #expect(face?.keyPath == ["textStyles", "hui_body", "style"])
    }

    @Test func badStringOverridesNameTheKey() {
        let placeholder = plistError("<key>hui_polling_seconds_remaining</key><string>%@ left</string>")
        #expect(placeholder?.keyPath == ["hui_polling_seconds_remaining"])
        guard case .placeholderMismatch? = placeholder?.reason else { Issue.record("expected placeholderMismatch"); return }
        // A language CLDR has no plural rules for (a private-use code); French, which it has, is taken.
        let language = jsonError(#"{"strings": {"qaa": {"hui_or": "Ou"}}}"#)
        #expect(language?.keyPath == ["strings", "qaa"])
        #expect(language?.reason == .unsupportedLanguage("qaa"))
        #expect(throws: Never.self) { try base.loadingJSON(Data(#"{"strings": {"fr": {"hui_or": "Ou"}}}"#.utf8), file: "fr.json") }
        let format = jsonError(#"{"strings": {"sv": {"hui_or": "100%"}}}"#)
        #expect(format?.keyPath == ["strings", "sv", "hui_or"])
        let form = jsonError(#"{"strings": {"en": {"hui_polling_minutes": {"one": "%d min", "lots": "%d mins"}}}}"#)
        #expect(form?.keyPath == ["strings", "en", "hui_polling_minutes", "lots"])
    }

    @Test func themeBuiltInCodeIsCheckedToo() {
        let style = Style([.backgroundColorName: .colorName("nowhere")])!
        let error = #expect(throws: ThemeError.self) {
            try Theme(colors: [:], styles: [.label: style])
        }
        #expect(error?.description == #"<code>: Label.backgroundColorName: unknown colour name "nowhere"; define it under the theme's colours"#)
    }
}
