import ArgumentParser

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
}
