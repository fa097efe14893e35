/// Why a ``HaapiUIKitConfigurationBuilder`` or ``HaapiUIKitApplicationBuilder``
/// could not build: the setting, by the name of its builder method's value, and
/// the reason.
///
/// ```swift
/// // tokenEndpointURL: must use https (plain http is allowed for loopback hosts only)
/// // theme: Theme.plist: HaapiFlowViewController.backgroundColorName: unknown colour name "brand"; ...
/// ```
public struct HaapiUIKitConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The setting, e.g. `clientId`, `appRedirect`, `customHeaders[X-Trace]`, `theme`.
    public var field: String
    /// Why the value was refused.
    public var reason: String

    /// Creates an error.
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    public var description: String { "\(field): \(reason)" }
}
