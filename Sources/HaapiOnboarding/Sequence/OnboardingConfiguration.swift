/// The server an onboarding connects the app to: found from an e-mail address,
/// read from a QR code, or known beforehand.
public struct OnboardingServer: Sendable, Hashable, Codable {
    /// The name shown to the person ("Example Corp").
    public var name: String
    /// Where the server is (its issuer URL, or whatever the app uses to reach it).
    public var address: String
    /// The user the login should start with (`login_hint`), when known.
    public var loginHint: String?

    /// Creates a server description.
    public init(name: String, address: String, loginHint: String? = nil) {
        self.name = name
        self.address = address
        self.loginHint = loginHint
    }
}

/// An end-user licence agreement to accept during onboarding.
public struct EULAContent: Sendable, Hashable, Codable {
    /// The headline; `nil` shows the keyed default ("End User License Agreement").
    public var headline: String?
    /// The agreement's text, in `RichText`'s markup: paragraphs separated by an
    /// empty line, `**bold**` and `[links](https://…)`; anything else shows as written.
    public var text: String

    /// Creates the agreement.
    public init(headline: String? = nil, text: String) {
        self.headline = headline
        self.text = text
    }
}

/// One page of a consent form, as data (so an onboarding can be saved and resumed).
public struct ConsentPageContent: Sendable, Hashable, Codable {
    /// The page's title.
    public var title: String
    /// What the person consents to, in `RichText`'s markup (as ``EULAContent/text``).
    public var body: String
    /// The "Learn more" link's text, if the page has one.
    public var actionTitle: String?
    /// The `https` page the link opens.
    public var actionURL: String?

    /// Creates a page.
    public init(title: String, body: String, actionTitle: String? = nil, actionURL: String? = nil) {
        self.title = title
        self.body = body
        self.actionTitle = actionTitle
        self.actionURL = actionURL
    }
}

/// A consent form of one or more pages, as data.
public struct ConsentFormContent: Sendable, Hashable, Codable {
    /// The form's name in the outcome (`privacy`, `analytics`).
    public var id: String
    /// Whether the onboarding can only go on when the person agrees.
    public var isRequired: Bool
    /// The pages, at least one.
    public var pages: [ConsentPageContent]

    /// Creates a form.
    public init(id: String, isRequired: Bool, pages: [ConsentPageContent]) {
        self.id = id
        self.isRequired = isRequired
        self.pages = pages
    }
}

/// What an onboarding shows, in order: the welcome screen in one of its five
/// launch settings, the activation or scanner when the setting asks for them,
/// the EULA, the consent forms, the login, and the passcode that protects what
/// the login gave.
public struct OnboardingConfiguration: Sendable, Hashable, Codable {
    /// Whether the app is configured (then ``server`` is where it logs in).
    public var welcomeState: WelcomeControllerState
    /// How an unconfigured app obtains its configuration.
    public var configurationOptions: WelcomeControllerConfigurationOption
    /// Whether the welcome screen offers the demo.
    public var isDemoAvailable: Bool
    /// The application's name, detail text and logo on the welcome screen.
    public var welcome: WelcomeContent
    /// The server of a configured app.
    public var server: OnboardingServer?
    /// The agreement to accept, if any.
    public var eula: EULAContent?
    /// The consent forms, in order.
    public var consentForms: [ConsentFormContent]
    /// Whether a passcode is created after the login, protecting the tokens in a
    /// secure store (the session's ``OnboardingPasscodeSetup``).
    public var createsPasscode: Bool

    /// Creates a configuration.
    public init(
        welcomeState: WelcomeControllerState = .isConfigured, configurationOptions: WelcomeControllerConfigurationOption = [],
        isDemoAvailable: Bool = false, server: OnboardingServer? = nil, eula: EULAContent? = nil,
        consentForms: [ConsentFormContent] = [], createsPasscode: Bool = false, welcome: WelcomeContent = WelcomeContent()
    ) {
        self.welcome = welcome
        self.welcomeState = welcomeState
        self.configurationOptions = configurationOptions
        self.isDemoAvailable = isDemoAvailable
        self.server = server
        self.eula = eula
        self.consentForms = consentForms
        self.createsPasscode = createsPasscode
    }

    private enum CodingKeys: String, CodingKey {
        case welcomeState, configurationOptions, isDemoAvailable, welcome, server, eula, consentForms, createsPasscode
    }

    /// Reads a configuration; one saved before ``createsPasscode`` existed creates none,
    /// one without ``welcome`` shows the keyed texts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        welcomeState = try container.decode(WelcomeControllerState.self, forKey: .welcomeState)
        configurationOptions = try container.decode(WelcomeControllerConfigurationOption.self, forKey: .configurationOptions)
        isDemoAvailable = try container.decode(Bool.self, forKey: .isDemoAvailable)
        welcome = try container.decodeIfPresent(WelcomeContent.self, forKey: .welcome) ?? WelcomeContent()
        server = try container.decodeIfPresent(OnboardingServer.self, forKey: .server)
        eula = try container.decodeIfPresent(EULAContent.self, forKey: .eula)
        consentForms = try container.decode([ConsentFormContent].self, forKey: .consentForms)
        createsPasscode = try container.decodeIfPresent(Bool.self, forKey: .createsPasscode) ?? false
    }

    /// The problems of this configuration, each naming its field; empty when it can run.
    public var problems: [String] {
        var problems: [String] = []
        if welcomeState == .isConfigured, server == nil { problems.append("server: a configured app needs its server") }
        var ids: Set<String> = []
        for (index, form) in consentForms.enumerated() {
            if form.id.isEmpty { problems.append("consentForms[\(index)].id: empty") }
            if !ids.insert(form.id).inserted { problems.append("consentForms[\(index)].id: \"\(form.id)\" is used twice") }
            if form.pages.isEmpty { problems.append("consentForms[\(index)].pages: a form needs at least one page") }
        }
        if let eula, eula.text.trimmingWhiteSpace().isEmpty { problems.append("eula.text: empty") }
        if welcome.logoImageName?.isEmpty == true { problems.append("welcome.logoImageName: empty") }
        return problems
    }
}
