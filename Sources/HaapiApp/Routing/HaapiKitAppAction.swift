import Foundation

/// A URL action the app runs itself (seed 003's evidence upload and smart card creation):
/// the action's name and its query parameters, read and checked as the facade's own are.
public struct HaapiKitAppAction: Sendable, Hashable {
    /// The most parameters an action's URL may carry.
    public static let maximumParameterCount = 32
    /// The longest value of a parameter, in UTF-8 bytes.
    public static let maximumValueLength = 2048

    /// The action (`evidence-upload`).
    public var name: String
    /// The query parameters, percent-decoded, each given once.
    public var parameters: [String: String]

    /// Creates an action.
    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

/// Runs one of the app's URL actions: registered in ``HaapiKit/appActionHandlers`` under
/// its action's name, called with the action when a link or QR code names it (on the main
/// actor; the presentation waits until it returns). Throw to end the flow with that error:
/// the person sees it in their words first (with "Try again", which calls the handler
/// again, where the error's recovery allows it); throw ``HaapiKitError/flowCancelled`` when
/// the person cancelled, which ends the flow without an error screen.
public struct HaapiKitAppActionHandler: Sendable {
    /// The app's flow for the action.
    public var run: @MainActor @Sendable (HaapiKitAppAction) async throws(HaapiKitError) -> Void

    /// Creates a handler.
    public init(_ run: @escaping @MainActor @Sendable (HaapiKitAppAction) async throws(HaapiKitError) -> Void) {
        self.run = run
    }
}

extension RouteQuery {
    /// Every parameter, each once, within ``HaapiKitAppAction``'s limits.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` naming the parameter.
    func all() throws(HaapiKitError) -> [String: String] {
        let names = Set(items.map { $0.name.removingPercentEncoding ?? $0.name })
        guard names.count <= HaapiKitAppAction.maximumParameterCount else {
            throw Self.invalid("query", "has more than \(HaapiKitAppAction.maximumParameterCount) parameters")
        }
        var parameters: [String: String] = [:]
        for name in names {
            let value = try value(name) ?? ""
            guard value.utf8.count <= HaapiKitAppAction.maximumValueLength else {
                throw Self.invalid(name, "is longer than \(HaapiKitAppAction.maximumValueLength) bytes")
            }
            parameters[name] = value
        }
        return parameters
    }
}
