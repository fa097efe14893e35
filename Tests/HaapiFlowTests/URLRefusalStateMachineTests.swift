import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import Testing
@testable import HaapiFlow

@Suite("Flow state machine: refused URLs (no I/O)")
struct URLRefusalStateMachineTests {
    @Test func aRefusedOperationIsReportedAndTakesItsFallback() throws {
        var m = MachineDriver()
        m.start()
        let operation = try #require(try m.answer("bankIdSameDeviceClientOperation").operation)
        let refusal = URLRefusedError(purpose: .bankIDApp, scheme: "file", host: nil, reason: .schemeNotAllowed)
        let effects = m.handle(.clientOperationFinished(.refused(refusal), operationID: operation.id))
        #expect(effects.diagnostics == [.urlRefused(refusal), .clientOperationFallback(name: "bankid", reason: refusal.description)])
        // The same fallback as any other: the other-device form.
        guard case .form(let form)? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(form.buttons.map(\.actionModel.id) == ["actions[0].model.errorActions[0]"])
    }

    /// The selector step with links, its first link pointing at `href`.
    private func screenWithLink(_ href: String) throws -> (MachineDriver, LinkItemModel) {
        guard case .representation(var step) = try RecordedSteps.document("selectAuthenticationWithLinks") else {
            throw TestError("not a representation")
        }
        step.links[0].href = try #require(Href(string: href))
        var m = MachineDriver()
        m.start()
        try m.answer(.representation(step))
        return (m, LinkItemModel(step.links[0], index: 0))
    }

    @Test(arguments: [
        ("javascript:alert(1)", URLRefusedError(purpose: .link, scheme: "javascript", host: nil, reason: .schemeNotAllowed)),
        ("file:///etc/passwd", URLRefusedError(purpose: .link, scheme: "file", host: nil, reason: .schemeNotAllowed)),
        ("http://127.0.0.1.evil.com/x", URLRefusedError(purpose: .link, scheme: "http", host: "127.0.0.1.evil.com", reason: .httpNotLoopback)),
        ("bankid:///?autostarttoken=x", URLRefusedError(purpose: .link, scheme: "bankid", host: nil, reason: .schemeNotAllowed)),
    ])
    func aLinkThePolicyRefusesIsNotSent(_ href: String, _ refusal: URLRefusedError) throws {
        var (m, link) = try screenWithLink(href)
        #expect(throws: HaapiFlowError.linkRefused(id: link.id, refusal: refusal)) { try m.machine.validateFollow(link) }
        let effects = m.handle(.userFollowed(link))
        #expect(effects.sent == nil)
        #expect(effects.rejection == .linkRefused(id: link.id, refusal: refusal))
        #expect(effects.diagnostics == [.urlRefused(refusal)])
    }

    @Test(arguments: ["https://login.example.com/forgot", "http://localhost:8443/forgot", "http://[::1]:8443/forgot"])
    func aLinkThePolicyAllowsIsFollowed(_ href: String) throws {
        var (m, link) = try screenWithLink(href)
        let effects = m.handle(.userFollowed(link))
        guard case .follow(let followed)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(followed.href.absoluteString == href)
        #expect(effects.diagnostics.isEmpty)
    }
}
