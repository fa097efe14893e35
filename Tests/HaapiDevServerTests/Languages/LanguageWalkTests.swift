import Foundation
@testable import HaapiDevServer
import Testing

/// Every authenticator of the default configuration walked through the in-process
/// server (happy paths and problems, the passkey offer, consent, second factors), once
/// per language: every text shown is a text of the flow's language's table, none is an
/// English one, and every answer of the flow says its language in `Content-Language`.
@Suite("A flow's steps speak the language of its ui_locales", .serialized)
struct LanguageWalkTests {
    /// Texts the walk cannot show: faults of the server itself (a store or the password
    /// hasher failing, options that cannot be written, two requests racing), states a
    /// well-behaved flow never reaches, and a refused passkey registration (which needs
    /// a forged attestation). ``DevServerTextsTests`` checks them in every table.
    static let notShownByTheWalk: Set<DevServerText> = [
        .concurrentChange, .secondFactorOfAnotherUser, .noUserAtEnd, .noFirstFactor, .passwordNotHashed, .accountNotStored,
        .pushCancelled, .passkeyOptionsFailed, .passkeyNotPrepared, .passkeySignInNotRecorded, .noUserForPasskey, .passkeyNotSaved,
        .passkeyNotStored,
    ]

    static func walk(_ uiLocales: String?) async throws -> LanguageWalk {
        var walk = LanguageWalk(uiLocales: uiLocales)
        try await walk.run()
        return walk
    }

    @Test(arguments: [("nl-NL", DevServerLanguage.dutch), ("is sv-SE", .swedish)])
    func everyShownTextIsInTheFlowsLanguage(uiLocales: String, language: DevServerLanguage) async throws {
        let walk = try await Self.walk(uiLocales)
        let matcher = try TextMatcher()
        var seen: Set<DevServerText> = []
        var notInTheTable: [ShownText] = []
        var english: [ShownText] = []
        for shown in walk.shown {
            let keys = matcher.keys(shown.text, in: language)
            seen.formUnion(keys)
            if keys.isEmpty { notInTheTable.append(shown) }
            // An English text that is not also this language's text for the same key ("BankID" is both).
            if !matcher.keys(shown.text, in: .english).subtracting(keys).isEmpty { english.append(shown) }
        }
        #expect(walk.shown.count > 300, "the walk shows many texts: \(walk.shown.count)")
        #expect(english.isEmpty, "English texts in a \(language) flow:\n\(english.map(\.description).joined(separator: "\n"))")
        #expect(notInTheTable.isEmpty, "texts not in the \(language) table:\n\(notInTheTable.map(\.description).joined(separator: "\n"))")
        let missed = Set(DevServerText.allCases).subtracting(Self.notShownByTheWalk).subtracting(seen)
        #expect(missed.isEmpty, "the walk never showed \(missed.map(\.rawValue).sorted())")
        let otherLanguages = walk.contentLanguages.filter { $0.value != language.code }
        #expect(otherLanguages.isEmpty, "answers without Content-Language \(language.code): \(otherLanguages.keys.sorted())")
    }

    @Test func withoutUILocalesEveryShownTextIsEnglish() async throws {
        let walk = try await Self.walk(nil)
        let matcher = try TextMatcher()
        let unknown = walk.shown.filter { matcher.keys($0.text, in: .english).isEmpty }
        #expect(unknown.isEmpty, "texts not in the English table:\n\(unknown.map(\.description).joined(separator: "\n"))")
        let seen = walk.shown.reduce(into: Set<DevServerText>()) { $0.formUnion(matcher.keys($1.text, in: .english)) }
        #expect(Set(DevServerText.allCases).subtracting(Self.notShownByTheWalk).subtracting(seen).isEmpty)
        #expect(walk.contentLanguages.values.allSatisfy { $0 == "en" })
    }
}
