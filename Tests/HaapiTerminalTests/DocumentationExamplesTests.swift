import HaapiClient
import HaapiFlow
import HaapiTerminal
import HaapiUI

/// The examples of HaapiTerminal's documentation catalog, compiled here;
/// `DocumentationExamplesCheck` (in HaapiTestingTests) requires every documented block to
/// appear in a test source as written. `TerminalFlowRunnerTests` runs the runner itself.
@MainActor
enum DocumentationExamples {
    /// The "Logging in from a terminal" article's example.
    static func loginInTheTerminal(configuration: HaapiUIKitConfiguration) async throws {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
            .addModule(.terminal)                                      // the terminal's words, overridable by a theme
            .setLanguage(tag: "nl")                                    // stock texts, footer and prompts in Dutch
            .build()
        let runner = TerminalFlowRunner()                             // colours from NO_COLOR, COLORTERM and TERM
        let outcome = await runner.run(application.makeFlowSession())
        if case .tokens(let tokens)? = outcome.result {
            print(tokens.idTokenClaims?.subject ?? "no subject")
        }
    }
}
