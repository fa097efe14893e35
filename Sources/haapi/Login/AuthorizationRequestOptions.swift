import ArgumentParser
import HaapiClient
import HaapiUI

/// What `haapi login` asks of the authorization request: `max_age`, `prompt`, and
/// whether it is pushed (RFC 9126).
struct AuthorizationRequestOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "max_age: the person must have authenticated at most this many seconds ago; the client checks the ID token's auth_time.",
        valueName: "SECONDS"))
    var maxAge: Int?

    @ArgumentParser.Option(help: ArgumentHelp(
        "prompt values, space-separated or repeated: login, consent, select_account or none.", valueName: "VALUE"))
    var prompt: [String] = []

    @ArgumentParser.Flag(help: "Push the authorization request (RFC 9126 PAR): the flow starts with only client_id and request_uri in the URL.")
    var par = false

    var promptValues: [Prompt] {
        prompt.flatMap { $0.split(separator: " ").map { Prompt(rawValue: String($0)) } }
    }

    func validate() throws {
        if let maxAge, maxAge < 0 { throw ValidationError("--max-age must be 0 or more seconds, not \(maxAge)") }
        for value in promptValues where !["login", "consent", "select_account", "none"].contains(value.rawValue) {
            throw ValidationError("--prompt \(value.rawValue) is not one of login, consent, select_account, none")
        }
    }

    /// `builder` with these settings.
    func apply(to builder: HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder {
        builder
            .setMaxAge(maxAge.map(Double.init))
            .setPrompt(promptValues)
            .setPushedAuthorizationRequests(par ? .required : .never)
    }
}
