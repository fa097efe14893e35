public import HaapiUI

/// A screen the web host serves alone at ``path``, outside any sign-in: seed 002's
/// screens an app shows on their own (a consent page, basic or dynamic authentication).
/// Each request makes the screen afresh in the browser's language: a page load shows it,
/// a post fills in the browser's form and presses its control, after which the screen
/// shows again (with what its delegate said, such as a refused password) or, once the
/// delegate answered (``Answer/give(_:then:)``), a page with that answer and a link to
/// the sign-in. Its form carries the session's CSRF token, as every page does.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.screenPages = [WebScreenPage(path: "/screens/basic-authentication") { registry, answer in
///     let screen = BasicAuthenticationScreen(themeRegistry: registry)
///     let delegate = SignInChecker(answer: answer)     // checks the user, then answer.give(…)
///     screen.delegate = delegate
///     answer.keep(delegate)                            // the screen holds its delegate weakly
///     return screen
/// }]
/// ```
///
/// The delegate answers while the press is handled: an onboarding screen waiting for its
/// delegate's completion is waited for, at most ``WebHostConfiguration/stepTimeout``. A screen that keeps what it holds between
/// requests (a passcode's tries) needs a session: use a login or onboarding for it.
public struct WebScreenPage: Sendable {
    /// Where the screen is answered: the page shows `heading` (in the browser's language),
    /// and `then` runs first (the app's reaction, such as saving a consent).
    @MainActor
    public final class Answer {
        private(set) var heading: String?
        private(set) var reaction: (@Sendable @MainActor () async -> Void)?
        private var kept: [AnyObject] = []

        init() {}

        /// Keeps `object` (a delegate the screen holds weakly) for as long as the request is handled.
        public func keep(_ object: AnyObject) {
            kept.append(object)
        }

        /// Answers the screen with the page's `heading`, running `then` before it is shown.
        public func give(_ heading: String, then: (@Sendable @MainActor () async -> Void)? = nil) {
            guard self.heading == nil else { return }
            self.heading = heading
            reaction = then
        }
    }

    /// Where the host serves it: a path of its own, such as `/screens/basic-authentication`.
    public var path: String
    /// Makes the screen for one request, in `registry`'s language, whose delegate answers through `answer`.
    public var make: @Sendable @MainActor (_ registry: ThemeRegistry, _ answer: Answer) -> ScreenViewController

    /// Creates a page.
    public init(path: String, make: @escaping @Sendable @MainActor (_ registry: ThemeRegistry, _ answer: Answer) -> ScreenViewController) {
        self.path = path
        self.make = make
    }
}
