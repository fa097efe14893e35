public import Foundation

/// What a HaapiKit URL asks the facade to start, as ``HaapiKitURLRouter`` reads it.
///
/// The router only reads and checks the URL; the facade starts the flow (and verifies
/// what needs a key, such as the sign-in request of ``approveSignIn(request:)``).
public enum HaapiKitRoute: Sendable, Hashable {
    /// Start a login (action `login`), with what the link says about it.
    case login(HaapiKitLoginParameters)
    /// Start onboarding (action `onboard`); `configuration` is the JSON object of an
    /// onboarding configuration (UTF-8), when the link carries one.
    case onboarding(configuration: Data?)
    /// Start onboarding at activation with this code (action `activate`).
    case activation(code: String)
    /// Approve a pending sign-in (action `approve`): `request` is a compact JWS, not yet
    /// verified; the facade verifies it before showing anything.
    case approveSignIn(request: String)
    /// Run one of the app's own actions (``HaapiKit/appActionHandlers``), such as the
    /// seed's evidence upload or smart card creation.
    case appAction(HaapiKitAppAction)
}
