import Foundation
import HaapiClient
import HaapiFlow
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiWeb

/// The page after a login that ended without tokens says what happened in the person's
/// language, and keeps the developer's detail out of the page and out of the stored record.
@MainActor
@Suite struct ResultPageTests {
    static let failures: [FlowResult] = [
        .failed(.client(.network(NetworkError(reason: "cannot connect to host", request: "GET https://login.example/authorize?state=s3cr3t", isTemporary: true, mayHaveReachedServer: false)))),
        .failed(.unexpectedDocument("$.actions[0].model: unknown kind")),
        .failed(.pollingTimedOut(seconds: 600)),
        .oauthError(OAuthError(error: "access_denied", errorDescription: "User account locked in LDAP group cn=x", endpoint: "token")),
    ]

    @Test(arguments: ["nl", "sv"])
    func aFailedLoginReadsAsWordsForAPerson(_ tag: String) throws {
        let base = try ThemeRegistry.standard.registering(.onboarding).registering(.haapiWeb)
        for failure in Self.failures {
            let result = WebLoginResult(failure)
            let stored = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
            #expect(!stored.contains("state=") && !stored.contains("LDAP") && !stored.contains("$."), "the record keeps no detail: \(stored)")
            let text = ResultScreen.text(of: result, registry: base.withLanguage(tag: tag))
            let english = ResultScreen.text(of: result, registry: base.withLanguage(tag: "en"))
            let findings = PersonFacingText.findings(in: text, language: Language(tag: tag)!, english: english, developerText: "\(failure)")
            #expect(findings.isEmpty, "\(failure): \(findings)")
        }
    }

    @Test func aRecordOfAnEarlierVersionStillReads() throws {
        let old = #"{"outcome":"failed","claims":[],"message":"network error: GET https://x.example/: refused"}"#
        let result = try JSONDecoder().decode(WebLoginResult.self, from: Data(old.utf8))
        #expect(result.outcome == .failed && result.messageKey == nil)
        #expect(ResultScreen.text(of: result, registry: .standard) == "Something went wrong")
    }
}
