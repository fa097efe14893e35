public import Foundation
import HaapiWebAuthn

extension DevServerConfiguration {
    /// Loads a configuration file: `.json` as JSON, anything else as YAML.
    ///
    /// Every key is checked: an unknown key, a wrong type or a bad value fails with the
    /// file, the key path (and line, for YAML) and the reason.
    public static func load(contentsOf url: URL) throws(DevServerConfigurationError) -> DevServerConfiguration {
        let name = url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw DevServerConfigurationError(file: name, key: "", reason: "cannot read the file: \(error.localizedDescription)")
        }
        return try parse(text, format: url.pathExtension.lowercased() == "json" ? .json : .yaml, file: name)
    }

    /// The formats a configuration may be written in.
    public enum FileFormat: Sendable {
        /// JSON.
        case json
        /// YAML (1.1, as Yams reads it).
        case yaml
    }

    /// Parses configuration text; `file` names it in errors.
    public static func parse(_ text: String, format: FileFormat, file: String = "<text>") throws(DevServerConfigurationError)
        -> DevServerConfiguration
    {
        let root = switch format {
        case .json: try ConfigNode.parseJSON(text, file: file)
        case .yaml: try ConfigNode.parseYAML(text, file: file)
        }
        var top = try ConfigObject(root, file: file, path: "")
        let defaults = DevServerConfiguration.default
        var configuration = defaults
        configuration.issuer = try top.string("issuer")
        if let clients = try top.objects("clients") {
            configuration.clients = try clients.map { object throws(DevServerConfigurationError) in try readClient(object) }
        }
        if let users = try top.objects("users") {
            configuration.users = try users.map { object throws(DevServerConfigurationError) in try readUser(object) }
        }
        if let authenticators = try top.objects("authenticators") {
            configuration.authenticators = try authenticators.map { object throws(DevServerConfigurationError) in
                try readAuthenticator(object)
            }
        }
        if var tokens = try top.object("tokens") {
            var t = TokenSettings()
            t.haapiTokenLifetime = try tokens.seconds("haapiTokenLifetime") ?? t.haapiTokenLifetime
            t.accessTokenLifetime = try tokens.seconds("accessTokenLifetime") ?? t.accessTokenLifetime
            t.idTokenLifetime = try tokens.seconds("idTokenLifetime") ?? t.idTokenLifetime
            t.refreshTokenLifetime = try tokens.seconds("refreshTokenLifetime") ?? t.refreshTokenLifetime
            t.codeLifetime = try tokens.seconds("codeLifetime", max: 600) ?? t.codeLifetime
            t.sessionLifetime = try tokens.seconds("sessionLifetime") ?? t.sessionLifetime
            try tokens.finish()
            configuration.tokens = t
        }
        if var security = try top.object("security") {
            var s = SecuritySettings()
            s.passwordIterations = try security.int("passwordIterations", in: 1...10_000_000) ?? s.passwordIterations
            s.dpopMaxAge = try security.seconds("dpopMaxAge", max: 3600) ?? s.dpopMaxAge
            s.dpopClockSkew = try security.seconds("dpopClockSkew", max: 300) ?? s.dpopClockSkew
            s.dpopNonceLifetime = try security.seconds("dpopNonceLifetime", max: 86_400) ?? s.dpopNonceLifetime
            s.maxRequestBodyBytes = try security.int("maxRequestBodyBytes", in: 1024...(16 * 1024 * 1024)) ?? s.maxRequestBodyBytes
            try security.finish()
            configuration.security = s
        }
        if var pushed = try top.object("pushedAuthorizationRequests") {
            var p = PushedAuthorizationSettings()
            p.requestURILifetime = try pushed.seconds("requestUriLifetime", max: 600) ?? p.requestURILifetime
            p.required = try pushed.bool("required") ?? p.required
            try pushed.finish()
            configuration.pushedAuthorizationRequests = p
        }
        if let attestation = try top.object("attestation") {
            configuration.attestation = try readAttestationSettings(attestation)
        }
        try top.finish()
        try configuration.validate(file: file)
        return configuration
    }

    private static func readClient(_ object: ConfigObject) throws(DevServerConfigurationError) -> ClientConfiguration {
        var o = object
        var client = ClientConfiguration(
            id: try o.requiredString("id"),
            name: try o.string("name"),
            secret: try o.string("secret"),
            jwk: try o.stringMap("jwk"),
            redirectURIs: try o.strings("redirectUris") ?? [],
            scopes: try o.strings("scopes") ?? ["openid", "profile"],
            requiresConsent: try o.bool("consent") ?? false,
            postLogoutRedirectURIs: try o.strings("postLogoutRedirectUris") ?? [],
            attestation: try o.bool("attestation") ?? false,
            template: try o.object("template").map { object throws(DevServerConfigurationError) in try readTemplate(object) })
        client.requirePushedAuthorizationRequests = try o.bool("requirePushedAuthorizationRequests") ?? false
        try o.finish()
        return client
    }

    private static func readTemplate(_ object: ConfigObject) throws(DevServerConfigurationError) -> ClientTemplate {
        var o = object
        let template = ClientTemplate(
            clientAuthentication: try o.bool("clientAuthentication") ?? true,
            softwareStatementKey: try o.stringMap("softwareStatementKey"))
        try o.finish()
        return template
    }

    private static func readUser(_ object: ConfigObject) throws(DevServerConfigurationError) -> UserConfiguration {
        var o = object
        let user = UserConfiguration(
            username: try o.requiredString("username"),
            password: try o.string("password"),
            passwordHash: try o.string("passwordHash"),
            email: try o.string("email"),
            personalNumber: try o.string("personalNumber"),
            totpSecret: try o.string("totpSecret"),
            name: try o.string("name"))
        try o.finish()
        return user
    }

    private static func readAuthenticator(_ object: ConfigObject) throws(DevServerConfigurationError) -> AuthenticatorConfiguration {
        var o = object
        let id = try o.requiredString("id")
        let typeName = try o.requiredString("type")
        guard let type = AuthenticatorType(rawValue: typeName) else {
            throw o.error("type", "unknown authenticator type \"\(typeName)\" (known: \(AuthenticatorType.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var totp = TOTPSettings()
        if var t = try o.object("totp") {
            if let name = try t.string("algorithm") {
                guard let algorithm = TOTPAlgorithm(rawValue: name.uppercased()) else {
                    throw t.error("algorithm", "expected SHA1, SHA256 or SHA512, found \"\(name)\"")
                }
                totp.algorithm = algorithm
            }
            totp.digits = try t.int("digits", in: 6...10) ?? totp.digits
            totp.period = try t.int("period", in: 1...300) ?? totp.period
            totp.window = try t.int("window", in: 0...10) ?? totp.window
            try t.finish()
        }
        let codeLifetime = try o.seconds("codeLifetime", max: 3600)
        if type == .passkey, codeLifetime != nil {
            throw o.error("codeLifetime", "a passkey authenticator's challenges last passkey.challengeLifetime seconds")
        }
        var passkey = PasskeySettings()
        if let settings = try o.object("passkey") {
            guard type == .passkey else { throw o.error("passkey", "only a passkey authenticator has passkey settings") }
            passkey = try readPasskeySettings(settings)
        }
        let authenticator = AuthenticatorConfiguration(
            id: id, type: type, title: try o.string("title"), secondFactor: try o.string("secondFactor"),
            secondFactorOnly: try o.bool("secondFactorOnly") ?? false,
            maxAttempts: try o.int("maxAttempts", in: 1...1000) ?? 5, codeLifetime: codeLifetime,
            pollingInterval: try o.seconds("pollingInterval", max: 60) ?? 2, numbersAsText: try o.bool("numbersAsText") ?? false,
            totp: totp, passkey: passkey)
        try o.finish()
        return authenticator
    }

    private static func readPasskeySettings(_ object: ConfigObject) throws(DevServerConfigurationError) -> PasskeySettings {
        var o = object
        var settings = PasskeySettings()
        settings.rpID = try o.string("rpId")
        settings.origins = try o.strings("origins")
        if let name = try o.string("userVerification") {
            guard let requirement = UserVerificationRequirement(rawValue: name) else {
                throw o.error("userVerification", "expected discouraged, preferred or required, found \"\(name)\"")
            }
            settings.userVerification = requirement
        }
        settings.challengeLifetime = try o.seconds("challengeLifetime", max: 3600) ?? settings.challengeLifetime
        settings.offerRegistrationAfter = try o.strings("offerRegistrationAfter")
        settings.autofill = try o.bool("autofill") ?? settings.autofill
        settings.hints = try o.strings("hints") ?? settings.hints
        settings.upgradeAfterPassword = try o.int("upgradeAfterPassword", in: 0...86_400).map(TimeInterval.init) ?? settings.upgradeAfterPassword
        if var pages = try o.object("accountPages") {
            func url(_ key: String) throws(DevServerConfigurationError) -> URL {
                let text = try pages.requiredString(key)
                guard let url = URL(string: text), url.scheme != nil, url.host != nil else { throw pages.error(key, "\"\(text)\" is not an absolute URL") }
                return url
            }
            settings.accountPages = PasskeyAccountPages(enroll: try url("enroll"), manage: try url("manage"))
            try pages.finish()
        }
        try o.finish()
        return settings
    }
}
