import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiScreenKit
import HaapiTesting
import Testing
@testable import HaapiApp

/// A login that cannot go on ends with the seed's error cases: a login state the flow
/// cannot handle is `unknownLoginState`, a step this device cannot run `deviceNotSupported`,
/// each shown to the person first.
@MainActor
@Suite("HaapiKit: logins that cannot go on", .timeLimit(.minutes(10)))
struct HaapiKitLoginFailureTests {
    @Test func aLoginStateTheFlowCannotHandleIsUnknownLoginState() async throws {
        var options = TestDevServer.options()
        options.hostile = .redirectionWithoutAction
        try await TestDevServer.run(options: options) { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login")!) }
            let renderer = try await delegate.renderer()
            // The flow's banner says it first; the error screen is the one with Try again.
            try await renderer.waitFor("Try again")
            #expect(renderer.text.shows("The server sent an answer this app cannot use. Start signing in again; if it happens again, contact support."))
            try renderer.activate(titled: "Close")
            await #expect {
                try await login.value
            } throws: { error in
                guard case .unknownLoginState(let detail) = error as? HaapiKitError else { return false }
                return detail.contains("redirection-step")
            }
        }
    }

    @Test func aStepThisDeviceCannotRunIsDeviceNotSupported() {
        let failure = HaapiFlowError.clientOperationFailed(name: "webauthn", reason: "no authenticator")
        #expect(HaapiKitPresentation.error(for: failure) == .deviceNotSupported("the sign-in needs webauthn, which cannot run here: no authenticator"))
        #expect(HaapiKitPresentation.error(for: .unexpectedDocument("a step")) == .unknownLoginState("a step"))
        #expect(HaapiKitPresentation.error(for: .tooManyRedirects(9)) == .internalError(message: "the server sent 9 redirection steps in a row"))
    }
}
