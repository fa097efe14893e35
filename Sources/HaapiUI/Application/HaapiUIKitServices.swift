import HaapiClient
import HaapiFlow
import Logging

/// What the application hands the client and the flow driver besides the
/// configuration; set through ``HaapiUIKitApplicationBuilder``.
struct HaapiUIKitServices {
    var transport: any HTTPTransport = URLSessionTransport()
    /// Whether ``transport`` is the default one (no `setTransport`).
    var transportIsDefault = true
    var dpopKeyStore: any DPoPKeyStore = InMemoryDPoPKeyStore()
    var tokenStore: any TokenStore = InMemoryTokenStore()
    var clientOperations: ClientOperationHandlers = .standard()
    var hooks: any FlowHooks = PassThroughFlowHooks()
    var clock: any Clock<Duration> = ContinuousClock()
    var logger = Logger(label: "HaapiUI")
}
