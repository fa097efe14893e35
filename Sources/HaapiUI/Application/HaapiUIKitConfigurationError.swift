public import HaapiClient

/// The builders' error was a type of its own with the same two fields as HaapiClient's
/// `ConfigurationError`; it is that type now. A ``HaapiUIKitConfigurationBuilder`` or
/// ``HaapiUIKitApplicationBuilder`` that cannot build throws it, naming the setting by
/// its builder method's value (`clientId`, `appRedirect`, `customHeaders[X-Trace]`,
/// `theme`) and the reason:
///
/// ```text
/// tokenEndpointURL: must use https (plain http is allowed for loopback hosts only)
/// theme: Theme.plist: HaapiFlowViewController.backgroundColorName: unknown colour name "brand"; ...
/// ```
@available(*, deprecated, renamed: "ConfigurationError")
public typealias HaapiUIKitConfigurationError = ConfigurationError
