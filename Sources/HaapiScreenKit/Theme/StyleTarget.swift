
/// A screen or a component that a theme styles, named as in theme files
/// (`HaapiFlowViewController`, `PrimaryButton`, `ErrorMessageView`, ...).
public struct StyleTarget: Sendable, Hashable, CustomStringConvertible {
    /// Whether a target is a whole screen or a component inside screens.
    public enum Category: String, Sendable, Hashable {
        /// A view controller's screen.
        case screen
        /// A kind of view used on screens.
        case component
    }

    /// The key in theme files.
    public let name: String
    /// Screen or component.
    public let category: Category
    /// The attributes a style for this target may set.
    public let attributes: Set<StyleAttribute>

    /// Creates a target; modules register theirs with ``ThemeRegistry/registering(_:)``
    /// (see ``ScreenKitModule``), after which theme files may style it by `name`.
    ///
    /// ```swift
    /// static let welcomeScreen = StyleTarget("FUIWelcomeScreen", .screen, StyleTarget.screenAttributes)
    /// ```
    public init(_ name: String, _ category: Category, _ attributes: Set<StyleAttribute>) {
        self.name = name
        self.category = category
        self.attributes = attributes
    }

    public var description: String { name }

    /// Whether two targets have the same name, category and attributes.
    public static func == (lhs: StyleTarget, rhs: StyleTarget) -> Bool {
        lhs.name == rhs.name && lhs.category == rhs.category && lhs.attributes == rhs.attributes
    }

    /// Hashes the name alone: equal targets have equal names, and hashing the
    /// attribute set would hash each attribute on its own (targets key the theme's
    /// style dictionaries, looked up for every styled view).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    // MARK: Attribute groups

    /// What every box can set: padding, background, corners, border, minimum size.
    public static let boxAttributes: Set<StyleAttribute> = [
        .paddingTop, .paddingLeft, .paddingBottom, .paddingRight, .backgroundColorName,
        .cornerRadius, .borderWidth, .borderColorName, .minHeight, .minWidth,
    ]
    /// A box that shows text: ``boxAttributes`` with text colour, text appearance,
    /// tint, text alignment and the most lines shown (`textLineClamp`).
    public static let textAttributes: Set<StyleAttribute> = boxAttributes.union([
        .textColorName, .textAppearance, .tintColorName, .textAlignment, .textLineClamp,
    ])
    /// A button: ``textAttributes`` with the colours of its disabled and pressed
    /// states (`disabledBackgroundColorName`, `highlightedBackgroundColorName`,
    /// `disabledTextColorName`).
    public static let buttonAttributes: Set<StyleAttribute> = textAttributes.union([
        .disabledBackgroundColorName, .highlightedBackgroundColorName, .disabledTextColorName,
    ])
    /// A screen: ``boxAttributes`` with text colour, text appearance, tint and spacing.
    public static let screenAttributes: Set<StyleAttribute> = boxAttributes.union([
        .textColorName, .textAppearance, .tintColorName, .spacing,
    ])

    private static let box = boxAttributes
    private static let text = textAttributes
    private static let button = buttonAttributes
    private static let screen = screenAttributes

    // MARK: Screens

    /// The `HaapiFlowViewController` screen.
    public static let haapiFlowViewController = StyleTarget("HaapiFlowViewController", .screen, screen.union([
        .closeButtonImageName, .closeButtonMinHeight, .closeButtonMinWidth, .closeButtonTintColorName,
    ]))
    /// The `FormViewController` screen.
    public static let formViewController = StyleTarget("FormViewController", .screen, screen)
    /// The `SelectorViewController` screen.
    public static let selectorViewController = StyleTarget("SelectorViewController", .screen, screen)
    /// The `PollingViewController` screen.
    public static let pollingViewController = StyleTarget("PollingViewController", .screen, screen)
    /// The `BankIdViewController` screen.
    public static let bankIdViewController = StyleTarget("BankIdViewController", .screen, screen.union([.imageName]))
    /// The `WebAuthnViewController` screen.
    public static let webAuthnViewController = StyleTarget("WebAuthnViewController", .screen, screen.union([.imageName]))
    /// The `ProblemViewController` screen.
    public static let problemViewController = StyleTarget("ProblemViewController", .screen, screen)
    /// The `GenericViewController` screen.
    public static let genericViewController = StyleTarget("GenericViewController", .screen, screen)

    // MARK: Components

    /// The `PrimaryButton` component.
    public static let primaryButton = StyleTarget("PrimaryButton", .component, button)
    /// The `SecondaryButton` component.
    public static let secondaryButton = StyleTarget("SecondaryButton", .component, button)
    /// The `TextButton` component.
    public static let textButton = StyleTarget("TextButton", .component, button)
    /// The `LinkButton` component.
    public static let linkButton = StyleTarget("LinkButton", .component, button)
    /// The `InputTextField` component.
    public static let inputTextField = StyleTarget("InputTextField", .component, text.union([
        .placeholderTextColorName, .errorTextColorName, .titleTextAppearance,
    ]))
    /// The `HeadingMessageView` component.
    public static let headingMessageView = StyleTarget("HeadingMessageView", .component, text)
    /// The `InfoMessageView` component.
    public static let infoMessageView = StyleTarget("InfoMessageView", .component, text.union([.imageName]))
    /// The `ErrorMessageView` component.
    public static let errorMessageView = StyleTarget("ErrorMessageView", .component, text.union([.imageName]))
    /// The `WarnMessageView` component.
    public static let warnMessageView = StyleTarget("WarnMessageView", .component, text.union([.imageName]))
    /// The `ContentMessageView` component.
    public static let contentMessageView = StyleTarget("ContentMessageView", .component, text)
    /// The `UsernameMessageView` component.
    public static let usernameMessageView = StyleTarget("UsernameMessageView", .component, text)
    /// The `UsercodeMessageView` component.
    public static let usercodeMessageView = StyleTarget("UsercodeMessageView", .component, text)
    /// The `RecipientOfCommunicationMessageView` component.
    public static let recipientOfCommunicationMessageView = StyleTarget("RecipientOfCommunicationMessageView", .component, text)
    /// The `StackView` component.
    public static let stackView = StyleTarget("StackView", .component, box.union([.spacing]))
    /// The `Label` component.
    public static let label = StyleTarget("Label", .component, text)
    /// The `ImageView` component.
    public static let imageView = StyleTarget("ImageView", .component, box.union([.tintColorName, .imageName]))
    /// The `Checkbox` component.
    public static let checkbox = StyleTarget("Checkbox", .component, text)
    /// The `Header` component.
    public static let header = StyleTarget("Header", .component, text.union([.spacing]))
    /// The `Link` component.
    public static let link = StyleTarget("Link", .component, text)
    /// The `Tab` component.
    public static let tab = StyleTarget("Tab", .component, text.union([.selectedBackgroundColorName, .selectedTextColorName]))
    /// The `Picker` component.
    public static let picker = StyleTarget("Picker", .component, text.union([.titleTextAppearance]))
    /// The `ExpandableView` component.
    public static let expandableView = StyleTarget("ExpandableView", .component, text.union([.titleTextAppearance, .imageName]))
    /// The `ProgressBar` component.
    public static let progressBar = StyleTarget("ProgressBar", .component, box.union([.progressTintColorName, .trackTintColorName]))
    /// The `LoadingIndicator` component.
    public static let loadingIndicator = StyleTarget("LoadingIndicator", .component, box.union([.tintColorName]))
    /// The `NotificationBanner` component.
    public static let notificationBanner = StyleTarget("NotificationBanner", .component, text.union([.titleTextAppearance, .imageName]))

    /// The style target of a message view of `style`.
    public static func messageView(_ style: MessageStyle) -> StyleTarget {
        switch style {
        case .heading: .headingMessageView
        case .info: .infoMessageView
        case .error: .errorMessageView
        case .warning: .warnMessageView
        case .content: .contentMessageView
        case .username: .usernameMessageView
        case .usercode: .usercodeMessageView
        case .recipientOfCommunication: .recipientOfCommunicationMessageView
        }
    }

    /// The style target of a button of `type`.
    public static func button(_ type: ButtonKind) -> StyleTarget {
        switch type {
        case .primary: .primaryButton
        case .secondary: .secondaryButton
        case .text: .textButton
        case .link: .linkButton
        }
    }

    /// The stock screens.
    public static let screens: [StyleTarget] = [
        .haapiFlowViewController, .formViewController, .selectorViewController, .pollingViewController,
        .bankIdViewController, .webAuthnViewController, .problemViewController, .genericViewController,
    ]

    /// The stock components.
    public static let components: [StyleTarget] = [
        .primaryButton, .secondaryButton, .textButton, .linkButton, .inputTextField,
        .headingMessageView, .infoMessageView, .errorMessageView, .warnMessageView,
        .contentMessageView, .usernameMessageView, .usercodeMessageView,
        .recipientOfCommunicationMessageView, .stackView, .label, .imageView, .checkbox,
        .header, .link, .tab, .picker, .expandableView, .progressBar, .loadingIndicator,
        .notificationBanner,
    ]

    /// Every stock screen and component (modules register more in a ``Theme``).
    public static let all: [StyleTarget] = screens + components
}
