import ArgumentParser
import Foundation
import HaapiClient
import HaapiHTML
import HaapiRecording
import HaapiTerminal
import HaapiUI

/// `haapi preview FILE`: shows a HAAPI document through the stock screens, with
/// the theme, the strings and the language, and lists every string it holds
/// that no screen shows.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a HAAPI step, a problem over a step, or a recorded folder through the stock screens; list what they leave out.",
        discussion: """
            FILE is a HAAPI step (application/vnd.auth+json), a problem (application/problem+json; give the step \
            it answers with --over), or a folder recorded by 'haapi record' (every step and problem in order, each \
            problem over the step before it). Each screen is printed as the terminal draws it; screens reached by \
            choosing an option or submitting a form follow the first. Then every message, link, field, option and \
            action title that is on no screen is listed with its JSON path. Exit status: 0 shown, 1 something \
            not shown with --strict, 64 bad options or input.
            """
    )

    @Argument(help: ArgumentHelp("A HAAPI document (.json), or a recorded folder.", valueName: "FILE"))
    var file: String

    @ArgumentParser.Option(help: ArgumentHelp(
        "The step a problem or continue-same-step FILE answers: it is shown, its first form submitted, then FILE.",
        valueName: "STEP.json"))
    var over: String?

    @ArgumentParser.Option(help: "The language of the screens, a BCP 47 tag such as nl, pt-BR or zh-Hant.")
    var language: String = "en"

    @ArgumentParser.Option(help: ArgumentHelp("A theme file (.plist, .json or .nss style sheet) over the standard theme.", valueName: "FILE"))
    var theme: String?

    @ArgumentParser.Flag(help: "The theme's dark appearance.")
    var dark = false

    @ArgumentParser.Flag(help: "Plain text with no escape codes (also when the output is not a terminal, unless FORCE_COLOR is set).")
    var plain = false

    @ArgumentParser.Option(help: "The width in columns (default: the terminal's, else 80).")
    var width: Int?

    @ArgumentParser.Flag(help: "Exit with status 1 when anything the document holds is not shown.")
    var strict = false

    @ArgumentParser.Option(help: ArgumentHelp(
        "Also write every screen as the web renderer draws it, in one HTML page (light and dark follow the browser, or --dark).",
        valueName: "out.html"))
    var html: String?

    func validate() throws {
        guard Language(tag: language)?.hasShippedTexts == true else {
            throw ValidationError("--language must be one of \(Language.shipped.map(\.code).joined(separator: ", ")) (or a regional variant), not '\(language)'")
        }
        if let width, width < 20 { throw ValidationError("--width must be at least 20, not \(width)") }
    }

    func run() async throws {
        let complete = try await reportingFailures { @MainActor () throws -> Bool in
            let input = try PreviewInput.read(file, over: over)
            let application: HaapiUIKitApplication
            do {
                application = try TerminalOptions.application(try Self.placeholderConfiguration(), theme: theme, language: language, isDark: dark)
            } catch let failure as CommandFailure {
                throw CommandFailure(failure.message, exitCode: 64)
            }
            let preview = StepPreview(application: application)
            let steps: [PreviewedStep] = switch input {
            case .document(let document, let base): [preview.preview(document, over: base)]
            case .folder(let folder): preview.preview(sequence: folder.documents)
            }
            var printer = PreviewPrinter(
                encoder: encoder, width: width ?? TerminalDevice.size(of: 1, environment: ProcessInfo.processInfo.environment)?.columns ?? 80,
                themeRegistry: application.themeRegistry)
            if case .folder(let folder) = input {
                printer.show(folder, steps)
            } else {
                for step in steps { printer.show(step) }
            }
            printer.report(steps)
            FileHandle.standardOutput.write(Data(printer.output.utf8))
            if let html {
                let page = PreviewHTML(
                    renderer: HTMLPageRenderer(themeRegistry: application.themeRegistry), colorScheme: dark ? .dark : .system,
                    language: language.lowercased()
                ).page(steps, title: URL(fileURLWithPath: file).lastPathComponent)
                do {
                    try Data(page.utf8).write(to: URL(fileURLWithPath: html))
                } catch {
                    throw CommandFailure("--html \(html): cannot be written (\(error.localizedDescription))")
                }
            }
            return steps.allSatisfy { $0.notShown.isEmpty }
        }
        if strict, !complete { throw ExitCode(1) }
    }

    /// The colours written: none with `--plain` or off a terminal (unless `FORCE_COLOR` says otherwise).
    private var encoder: ANSIEncoder {
        guard !plain else { return .plain }
        let environment = ProcessInfo.processInfo.environment
        if TerminalDevice.isTerminal(1) { return TerminalFlowRunner.detectedEncoder(environment: environment) }
        guard environment["FORCE_COLOR"] != nil else { return .plain }
        return ANSIEncoder(colorDepth: ColorDepth.detect(environment: environment, outputIsTerminal: true), usesTextStyles: true)
    }

    /// A configuration for an application that never signs in: only its theme,
    /// strings, screens and flow settings are used (the client secret is never sent).
    private static func placeholderConfiguration() throws -> HaapiUIKitConfiguration {
        do {
            return try HaapiUIKitConfigurationBuilder(clientId: "haapi-preview", baseURL: PreviewDocument.defaultBaseURL, appRedirect: "app://callback")
                .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret("unused")))
                .build()
        } catch {
            throw CommandFailure("preview configuration: \(error)")
        }
    }
}
