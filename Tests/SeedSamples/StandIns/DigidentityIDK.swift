// A stand-in for Digidentity's `DigidentityIDK` module, so that seed 003's samples
// type-check against HaapiKit's facade (HaapiApp). It re-exports HaapiApp and maps the
// IDK's names onto HaapiKit's: each mapping is a row of the porting guide
// (PortingFromDigidentityIDK in HaapiApp's catalog). Declarations only. See ../README.md.
@_exported import Foundation
@_exported import HaapiApp
@_exported import HaapiUI

public typealias DigidentityIDK = HaapiKit
public typealias IDK = HaapiKit
public typealias IDKProtocol = HaapiKit
public typealias IDKDelegate = HaapiKitDelegate
public typealias DigidentityIDKError = HaapiKitError
public typealias Theme = HaapiKitTheme

extension HaapiKitError {
    /// The IDK's name of ``HaapiKitError/notHaapiKitNotification``.
    public static var notDigidentityNotification: HaapiKitError { .notHaapiKitNotification }
}

extension HaapiKit {
    /// The IDK's name of `handleNewPushToken(_:)`.
    public func handleNewFirebaseToken(_ token: String) { handleNewPushToken(token) }

    /// The IDK's labels of `handleURL(_:calledFromExternalApp:success:failure:)`.
    @discardableResult
    public func handleURL(
        url: URL, calledFromExternalApp: Bool = false, success: @escaping @MainActor (HaapiKitResult) -> Void,
        failure: @escaping @MainActor (HaapiKitError) -> Void
    ) -> HaapiKitPresentation {
        handleURL(url, calledFromExternalApp: calledFromExternalApp, success: success, failure: failure)
    }
}

extension ViewController {
    /// Presents a facade's flow (the Apple UI renderer, a later backend, runs it there).
    public func present(_ presentation: HaapiKitPresentation, animated: Bool) {}
}
