import Foundation
import HaapiModel
import Testing

@Suite("haapi inspect")
struct InspectCommandTests {
    static let fixtures = [
        "bankIdSameDeviceClientOperation", "bankIdSelectSameOrOtherDevice", "continueSameStep", "duo",
        "incorrectCredentialsProblem", "incorrectCredentialsProblemWithMessages", "launchExternalBrowser",
        "messagesWithTextAndImageLinks", "oauthAuthorizationResponse", "pollingStep", "pollingStepDone", "redirect",
        "selectAuthentication", "selectAuthenticationWithLinks", "tests-authenticationStepFormRepresentation",
        "tests-authenticationStepSelectorRepresentation", "tests-oauthAuthorizationResponseRepresentation",
        "tests-redirectionStepRepresentation", "usernamePassword", "usernamePasswordFormErrors",
    ]

    @Test("Every recorded document gets a summary", arguments: fixtures)
    func summarisesEveryFixture(name: String) async throws {
        let result = try await CommandRunner.run(["inspect", CommandRunner.fixture(name)])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let firstLine = try #require(result.stdout.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("Step: ") || firstLine.hasPrefix("Problem: "))
    }

    @Test func summaryOfALoginForm() async throws {
        let result = try await CommandRunner.run([
            "inspect", CommandRunner.fixture("usernamePassword"), "--base-url", "https://idp.example/authn/x",
        ])
        #expect(result.stdout == """
            Step: authentication-step
              view: authenticator/html-form/authenticate/get
              template area: html1
            Actions:
              1. login "Login": form POST https://idp.example/dev/authn/authenticate/htmlSql
                 body: application/x-www-form-urlencoded
                 submit: "Login"
                 - userName (username) "Username"
                 - password (password) "Password"
            Links:
              forgot-password "Forgot your password?" -> https://idp.example/dev/authn/authenticate/htmlSql/forgot-password
              forgot-account-id "Forgot your username?" -> https://idp.example/dev/authn/authenticate/htmlSql/forgot-account-id
              register-create "Create account" -> https://idp.example/dev/authn/register/create/htmlSql

            """)
    }

    @Test func summaryOfProblemsAndPolling() async throws {
        let problem = try await CommandRunner.run(["inspect", CommandRunner.fixture("usernamePasswordFormErrors")])
        #expect(problem.stdout.contains("Problem: invalid-input\n  title: \"Form Errors\""))
        #expect(problem.stdout.contains("  userName (invalidValue): \"You have to enter your username\""))
        let polling = try await CommandRunner.run(["inspect", CommandRunner.fixture("pollingStep")])
        #expect(polling.stdout.contains("Properties:\n  status: pending"))
        let image = try await CommandRunner.run(["inspect", CommandRunner.fixture("messagesWithTextAndImageLinks")])
        #expect(image.stdout.contains("  [info, activationCode] \"459120\""))
        #expect(image.stdout.contains("activation (image image/png, 268 bytes inline)"))
        let unknown = try await CommandRunner.run(["inspect", CommandRunner.fixture("launchExternalBrowser")])
        #expect(unknown.stdout.contains("unknown template \"launch\", model kept as data"))
    }

    @Test func jsonOutputIsTheNormalisedDocument() async throws {
        let result = try await CommandRunner.run(["inspect", "--json", CommandRunner.fixture("duo")])
        #expect(result.status == 0)
        let printed = try HaapiDecoder().decode(Array(result.stdout.utf8))
        let original = try HaapiDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("duo")))))
        #expect(printed == original)
    }

    @Test func readsStandardInput() async throws {
        let result = try await CommandRunner.run(["inspect", "-"], stdin: Data(#"{"type":"continue-same-step"}"#.utf8))
        #expect(result.status == 0)
        #expect(result.stdout == "Step: continue-same-step\n")
    }

    @Test func singleFields() async throws {
        let valid = try await CommandRunner.run(["inspect", "--as", "field", CommandRunner.fixture("tests-fieldValid")])
        #expect(valid.stdout == "A field (username)\n")
        let invalid = try await CommandRunner.run(["inspect", "--as", "field", CommandRunner.fixture("tests-fieldInvalid")])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.hasSuffix("tests-fieldInvalid.json: name: expected a string, found a number\n"))
    }

    @Test(arguments: [
        (#"{"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{"href":"/a","method":"POST","fields":[{"name":1,"type":"text"}]}}]}"#,
         "error: <stdin>: actions[0].model.fields[0].name: expected a string, found a number\n"),
        ("{not json", "error: <stdin>: (root): invalid JSON at line 1, column 2: unexpected 'n', expected a member name\n"),
    ])
    func badInputIsOneLineAndExitStatusOne(input: String, message: String) async throws {
        let result = try await CommandRunner.run(["inspect", "-"], stdin: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func numbersSentAsTextAreReadUnlessStrict() async throws {
        let polling = #"{"type":"polling-step","properties":{"status":"pending","maxWaitTime":"60","maxWaitRemainingTime":"57"}}"#
        let read = try await CommandRunner.run(["inspect", "-"], stdin: Data(polling.utf8))
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("  max wait: 60 s\n  remaining: 57 s"), "\(read.stdout)")
        let strict = try await CommandRunner.run(["inspect", "--strict", "-"], stdin: Data(polling.utf8))
        #expect(strict.status == 1)
        #expect(strict.stderr == "error: <stdin>: properties.maxWaitTime: expected a number, found a string\n")
    }

    @Test func deepNestingIsOneLine() async throws {
        let result = try await CommandRunner.run(["inspect", "-"], stdin: Data(String(repeating: "[", count: 100_000).utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "error: <stdin>: [0][0][0][0][0][0][0][0]…(240 levels)…[0][0][0][0][0][0][0][0]: nesting deeper than 256 levels at line 1, column 257\n")
    }

    @Test func missingFileIsOneLine() async throws {
        let result = try await CommandRunner.run(["inspect", "/no/such/file.json"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: /no/such/file.json: cannot read the file"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
