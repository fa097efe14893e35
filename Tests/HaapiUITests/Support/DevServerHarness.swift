import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiUI
import Logging
import Testing

extension HaapiFlowViewController {
    /// Waits for the stock authenticator picker and chooses username-password on it.
    func chooseUsernamePassword() async throws {
        try await waitUntil("the authenticator picker") { self.currentViewController is SelectorViewController }
        let picker = try #require(currentViewController as? SelectorViewController)
        let index = try #require(picker.model.items.firstIndex {
            $0.actionModel.action.form?.href.url.path.hasSuffix("/username-password") == true
        })
        #expect(try #require(picker.view.view(withIdentifier: "option[\(index)]", as: Button.self)).tap())
    }
}
