import HaapiClient
import HaapiClientNIO

/// How every command sends HTTP: one `NIOHTTPTransport` for the process, on SwiftNIO's
/// singleton event loop group (the one the embedded servers run on). A request waiting
/// on a slow or silent server costs no CPU, which `URLSession` on Linux cannot promise
/// (it polls libcurl about 2 000 times a second while it waits).
enum CommandHTTP {
    /// The command's transport, shared by its logins and helpers (kept connections).
    static let transport: any HTTPTransport = NIOHTTPTransport()
}
