import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer

/// `--dcr-template CLIENT`: sign in as a client of this terminal's own, registered once
/// from a template client (dynamic client registration) and kept in a file.
struct RegistrationOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "Register a client of this terminal's own from the template client CLIENT (once; later runs reuse it) and sign in as it.",
        discussion: """
            Without --issuer, against the embedded dev server, which keeps its registered clients beside the \
            passkeys file (like 'haapi demo') and listens on the port of the kept registration when it is free.
            """,
        valueName: "CLIENT"))
    var dcrTemplate: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "The template client's secret, for the initial access token that authorizes the registration (the dev server's template \(DevServerConfiguration.demoTemplateClientID) by default has its own).",
        valueName: "SECRET"))
    var dcrTemplateSecret: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "A file holding a software statement (a signed JWT naming the template) that authorizes the registration instead.",
        valueName: "FILE"))
    var softwareStatement: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "Where the registered client is kept (mode 0600); default: registration-<CLIENT>.json beside the passkeys file.",
        valueName: "FILE"))
    var registration: String?

    func validate() throws {
        guard let dcrTemplate else {
            if dcrTemplateSecret != nil || softwareStatement != nil || registration != nil {
                throw ValidationError("--dcr-template-secret, --software-statement and --registration go with --dcr-template")
            }
            return
        }
        guard !dcrTemplate.isEmpty, !dcrTemplate.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw ValidationError("--dcr-template must be a client ID without spaces")
        }
        if dcrTemplateSecret != nil, softwareStatement != nil {
            throw ValidationError("give either --dcr-template-secret or --software-statement, not both")
        }
        if dcrTemplateSecret == nil, softwareStatement == nil, dcrTemplate != DevServerConfiguration.demoTemplateClientID {
            throw ValidationError("give --dcr-template-secret or --software-statement for the template \(dcrTemplate)")
        }
    }

    /// The file the registration is kept in.
    var file: String {
        if let registration { return registration }
        let name = String(dcrTemplate?.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" } ?? [])
        return CommandFiles.data("registration-\(name).json")
    }

    /// The store over ``file``.
    var store: FileRegisteredClientStore { FileRegisteredClientStore(fileURL: URL(fileURLWithPath: file)) }

    /// The registration: the template's secret (the dev server's own for its template),
    /// or the software statement in `--software-statement`.
    func dynamicRegistration() throws -> DynamicClientRegistration? {
        guard let dcrTemplate else { return nil }
        let authorization: DynamicClientRegistration.Authorization
        if let softwareStatement {
            let text: String
            do {
                text = try String(contentsOfFile: softwareStatement, encoding: .utf8)
            } catch {
                throw CommandFailure("--software-statement \(softwareStatement): the file cannot be read (\(error.localizedDescription))")
            }
            authorization = .softwareStatement(text.trimmingCharacters(in: .whitespacesAndNewlines))
        } else {
            let secret = dcrTemplateSecret ?? DevServerConfiguration.demoTemplateClientSecret
            authorization = .templateClient(.clientSecretBasic(ClientSecret(secret)))
        }
        return DynamicClientRegistration(
            templateClientID: dcrTemplate, authorization: authorization, store: store,
            metadata: .init(clientName: "haapi login"))
    }
}
