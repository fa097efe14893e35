import ArgumentParser
import Foundation

/// The `haapi` command: HaapiKit's tools in one executable.
@main
struct Haapi: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "haapi",
        abstract: "HaapiKit: server-driven sign-in from the command line.",
        subcommands: [
            DemoCommand.self, OnboardCommand.self, UnlockCommand.self, ScreenCommand.self, AppCommand.self, LoginCommand.self, RecordCommand.self, PreviewCommand.self,
            WebCommand.self, PasskeysCommand.self, InspectCommand.self,
            DevServerCommand.self,
        ]
    )

    /// Parses and runs the command; `haapi web` first takes the options its configuration
    /// file and `HAAPI_WEB_…` variables give (``WebSettings``) that the command line does not.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var sources: [String: String] = [:]
        do {
            var expanded = arguments
            if arguments.first == WebCommand.configuration.commandName {
                let file = WebCommand.configFile(in: arguments)
                (expanded, sources) = try await WebSettings.load(file: file, environment: ProcessInfo.processInfo.environment)
                    .expanded(arguments)
            }
            var command = try parseAsRoot(expanded)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("Error: \(failure.message)\n".utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            guard !sources.isEmpty, Self.exitCode(for: error) != .success else { exit(withError: error) }
            let message = WebSettings.naming(Self.message(for: error), sources: sources)
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(Self.exitCode(for: error).rawValue)
        }
    }
}
