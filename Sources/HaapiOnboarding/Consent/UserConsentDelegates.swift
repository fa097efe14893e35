/// What a consent page used alone tells the app (seed 002's
/// `FUIUserConsentPageViewControllerDelegate`). Held weakly by the page.
@MainActor
public protocol UserConsentPageViewControllerDelegate: AnyObject {
    /// The person agreed.
    func didAllow(_ controller: UserConsentPageViewController)
    /// The person chose Deny or Not Now.
    func didDeny(_ controller: UserConsentPageViewController)
}

/// What the consent forms' controller tells the app (seed 002's
/// `FUIUserConsentViewControllerDelegate`). Held weakly by the controller.
///
/// Each form's ``UserConsentForm/isUserAccepted`` is set before either call.
@MainActor
public protocol UserConsentViewControllerDelegate: AnyObject {
    /// The person cancelled; forms answered before keep their answers.
    func userConsentViewController(_ viewController: UserConsentViewController, didCancelConsentForms forms: [any UserConsentForm])
    /// The person answered every form, or denied a required one (its
    /// ``UserConsentForm/isUserAccepted`` is `false`, and the forms after it were
    /// not shown): check the required forms before the onboarding goes on.
    func userConsentViewController(_ viewController: UserConsentViewController, didReceiveResponseToConsentForms forms: [any UserConsentForm])
}
