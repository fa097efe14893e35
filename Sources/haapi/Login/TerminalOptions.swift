import HaapiClient
import ArgumentParser
import Foundation
import HaapiApp
import HaapiTerminal
import HaapiUI

/// How the login is shown and answered: options shared by `login` and `demo`.
struct TerminalOptions: ParsableArguments {
    @ArgumentParser.Flag(help: ArgumentHelp(
        "Print screens as plain text with no escape codes, and read answers line by line.",
        discussion: "Each control says its role and state in words, as a screen reader reads it ('Sign In, button', 'I agree, checkbox, not checked')."))
    var plain = false

    @ArgumentParser.Option(help: ArgumentHelp(
        "Answer the screens from FILE, one answer a line ('-' for standard input), with no terminal.",
        discussion: """
            Each screen asks, in order: every text field's value (a value shown in brackets is kept by an \
            empty answer), every picker's option (number or title), \
            every checkbox (y/n, or the language's own words such as j/n), then which button or link to use (number or title; an empty line takes \
            the primary button). Waiting screens ask nothing. Words the command lists (the demo's 'approve', \
            'code') run that action.
            """, valueName: "FILE"))
    var answers: String?

    @ArgumentParser.Option(help: ArgumentHelp("A theme file (.plist, .json or .nss style sheet) over the standard theme.", valueName: "FILE"))
    var theme: String?

    @ArgumentParser.Option(help: "The language of the screens, a BCP 47 tag such as de, pt-BR or zh-Hant (default: from LC_ALL, LC_MESSAGES or LANG; else en).")
    var language: String = HaapiKitLanguage.deviceTag()

    @ArgumentParser.Option(help: "Colours: auto (from the environment), none, 16, 256 or truecolor.")
    var color: String = "auto"

    @ArgumentParser.Option(help: "Theme appearance: light, dark, or auto (the terminal's background from COLORFGBG; light when unknown).")
    var appearance: String = "auto"

    @ArgumentParser.Flag(help: "Print the tokens as JSON (for scripts) instead of a summary.")
    var json = false

    func validate() throws {
        guard Language(tag: language)?.hasShippedTexts == true else {
            throw ValidationError("--language must be one of \(Language.shipped.map(\.code).joined(separator: ", ")) (or a regional variant such as nl-BE), not '\(language)'")
        }
        guard color == "auto" || ColorDepth(name: color) != nil else {
            throw ValidationError("--color must be auto, none, 16, 256 or truecolor, not '\(color)'")
        }
        guard ["light", "dark", "auto"].contains(appearance) else { throw ValidationError("--appearance must be light, dark or auto") }
    }

    /// Whether the screens are dark: `--appearance`, or the terminal's background for `auto`.
    var isDark: Bool {
        appearance == "auto" ? TerminalAppearance.detect() == .dark : appearance == "dark"
    }

    /// The application for `configuration`: the terminal's words, the `--theme`
    /// file over the standard theme, the language and appearance, a quiet logger,
    /// and whatever `change` adds (the demo's client operations).
    @MainActor
    func application(
        _ configuration: HaapiUIKitConfiguration,
        change: (HaapiUIKitApplicationBuilder) -> HaapiUIKitApplicationBuilder = { $0 }
    ) throws -> HaapiUIKitApplication {
        try Self.application(configuration, theme: theme, language: language, isDark: isDark, change: change)
    }

    /// The application for `configuration` with the terminal's words, the theme file
    /// `theme` over the standard theme, `language` and the appearance: how every
    /// command loads `--theme` (a bad theme fails naming the file, key and reason).
    @MainActor
    static func application(
        _ configuration: HaapiUIKitConfiguration, theme: String?, language: String, isDark: Bool,
        change: (HaapiUIKitApplicationBuilder) -> HaapiUIKitApplicationBuilder = { $0 }
    ) throws -> HaapiUIKitApplication {
        var base = ThemeRegistry.standard
        base.appearance = isDark ? .dark : .light
        var builder = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
            .setThemeRegistry(base)
            .addModule(.terminal)
            .setLanguage(tag: language)
            .setLogger(LoginCommand.quietLogger)
            .setTransport(CommandHTTP.transport)
        if let theme { builder = builder.setTheme(fileURL: URL(fileURLWithPath: theme)) }
        do {
            return try change(builder).build()
        } catch let error where error.field == "theme" {
            throw CommandFailure("theme \(theme ?? ""): \(error.reason)")
        } catch {
            throw CommandFailure("configuration: \(error)")
        }
    }

    /// The answers of `--answers FILE`, a line each; `nil` without a file (no
    /// option, or `-` for standard input). Read before the login starts, so an
    /// unreadable file fails at once and says which.
    func answerLines() throws -> [String]? {
        guard let answers, answers != "-" else { return nil }
        guard let handle = FileHandle(forReadingAtPath: answers) else {
            throw CommandFailure("--answers \(answers): the file cannot be opened")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw CommandFailure("--answers \(answers): the file cannot be read (\(error))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("--answers \(answers): not UTF-8 text")
        }
        var lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// How the screens are shown: answered from `answerLines` (read from `--answers`),
    /// full screen on a terminal, or line by line.
    func runMode(answerLines: [String]?) -> TerminalFlowRunner.Mode {
        answerLines.map { .answers($0) } ?? (isInteractive ? .fullScreen : .lines)
    }

    /// Whether the full-screen terminal is used: both ends are terminals, and
    /// neither `--plain` nor `--answers` was given.
    var isInteractive: Bool {
        !plain && answers == nil && TerminalDevice.isTerminal(0) && TerminalDevice.isTerminal(1)
    }

    /// The colours written to standard output.
    var encoder: ANSIEncoder {
        guard !plain, TerminalDevice.isTerminal(1) else { return .plain }
        guard let depth = ColorDepth(name: color) else { return TerminalFlowRunner.detectedEncoder() }
        return ANSIEncoder(colorDepth: depth, usesTextStyles: true)
    }
}
