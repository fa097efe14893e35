/// What a person is told about a failure: a title and a sentence from the string
/// tables (what happened and what to do), and the way out a screen may offer.
///
/// Errors that reach a person conform to ``PresentableError``; a screen shows
/// ``ThemeRegistry/text(_:)-(ErrorPresentation)`` and keeps the error's `description`
/// for its logs:
///
/// ```swift
/// catch {
///     logger.warning("login failed", metadata: ["error": "\(error)"])
///     banner.show(title: registry.title(error.presentation), message: registry.text(error.presentation))
/// }
/// ```
public struct ErrorPresentation: Sendable, Hashable {
    /// What the person can do about it; a screen offers the matching button.
    public enum Recovery: Sendable, Hashable, CaseIterable {
        /// The same action may succeed if taken again (a network failure, a busy server).
        case tryAgain
        /// The flow cannot go on; starting it again may succeed.
        case startAgain
        /// Another way (another authenticator, another device) is the way forward.
        case chooseAnother
        /// Only the app's support can help (a broken set-up, a refused device).
        case contactSupport
        /// Something to change in the system settings (a permission).
        case openSettings
        /// Nothing: the person chose it, or it needs nothing from them.
        case none
    }

    /// The title key (``StringKey/problemGeneric`` unless the failure has its own).
    public var title: StringKey
    /// The sentence: what happened and what to do.
    public var message: StringKey
    /// Values for the message's placeholders.
    public var arguments: [FormatArgument]
    /// The way out a screen may offer.
    public var recovery: Recovery

    /// Creates a presentation.
    public init(title: StringKey = .problemGeneric, message: StringKey, arguments: [FormatArgument] = [], recovery: Recovery) {
        self.title = title
        self.message = message
        self.arguments = arguments
        self.recovery = recovery
    }
}

/// An error with words for a person (``presentation``) besides its `description`,
/// which is for developers and logs only.
public protocol PresentableError: Error {
    /// What a person is told.
    var presentation: ErrorPresentation { get }
}

extension ThemeRegistry {
    /// The sentence of `presentation`, in ``language``.
    public func text(_ presentation: ErrorPresentation) -> String {
        text(presentation.message, arguments: presentation.arguments)
    }

    /// The title of `presentation`, in ``language``.
    public func title(_ presentation: ErrorPresentation) -> String {
        text(presentation.title)
    }
}
