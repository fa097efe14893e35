// What the seeds' samples take from the app around them: the application and its
// configuration that their AppDelegate keeps, and the app's own helpers they call
// (analytics, feature flags). The app writes these; they are not HaapiKit's.
import Foundation
import HaapiFlow
import HaapiModel
import HaapiUI

@MainActor var haapiUIKitApplication: HaapiUIKitApplication?

@MainActor let haapiUIKitConfiguration: HaapiUIKitConfiguration = {
    do {
        return try HaapiUIKitConfigurationBuilder(
            clientId: "haapi-demo", baseURL: URL(filePath: "/"), appRedirect: "app:start"
        ).build()
    } catch {
        preconditionFailure("the samples' configuration is valid: \(error)")
    }
}()

/// The app's analytics (seed 001, method 2).
struct AppAnalytics: Sendable {
    func log(_ event: String) {}
}

let analytics = AppAnalytics()

/// The app's feature flags (seed 001, data mappers).
enum FeatureFlags {
    static func formExtraField() -> JSONValue { "on" }
}
