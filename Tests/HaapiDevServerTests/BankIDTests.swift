import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiGraphics
import HaapiModel
import HaapiTesting
import Testing

@Suite("BankID simulator")
struct BankIDTests {
    @Test func qrDataFollowsTheAnimatedQRRule() {
        let data = BankIDQR.data(qrStartToken: "67df3917-fa0d-44e5-b327-edcc928297f8", qrStartSecret: "d28db9a7-4cde-429e-a983-359be676944c", seconds: 3)
        let key = SymmetricKey(data: Array("d28db9a7-4cde-429e-a983-359be676944c".utf8))
        let mac = HMAC<SHA256>.authenticationCode(for: Array("3".utf8), using: key).map { String(format: "%02x", $0) }.joined()
        #expect(data == "bankid.67df3917-fa0d-44e5-b327-edcc928297f8.3.\(mac)")
    }

    func otherDevice(_ client: ScriptedClient, personalNumber: String = "") async throws -> Representation {
        let choose = try await client.select("bankid")
        #expect(choose.form(.bankidSameDevice) != nil)
        let other = try #require(choose.form(.bankidOtherDevice))
        return try await client.submit(other, ["personalnumber": personalNumber]).representation()
    }

    @Test func otherDevicePollsWithAChangingQRUntilApproved() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let first = try await otherDevice(client, personalNumber: "199001011234")
            #expect(first.type == .pollingStep)
            let props = try #require(first.pollingProperties)
            #expect(props.status == .pending)
            #expect(props.maxWaitRemainingTime == 180)
            let qr1 = try #require(first.links.first { $0.isImage })
            #expect(qr1.href.absoluteString.hasPrefix("data:image/png;base64,"))
            let poll = try #require(first.form(.poll))
            #expect(first.form(.cancel) != nil)

            clock.advance(by: 2)
            let second = try await client.submit(poll, [:]).representation()
            #expect(second.pollingProperties?.status == .pending)
            #expect(second.pollingProperties?.maxWaitRemainingTime == 178)
            let qr2 = try #require(second.links.first { $0.isImage })
            #expect(qr1.href != qr2.href)
            // The image is a real PNG.
            let image = try PNGDecoder().decode(dataURL: qr2.href.absoluteString)
            #expect(image.width > 100)

            let approved = try await client.dev("POST", "/dev/bankid/approve")
            #expect(approved.status == 200, "\(approved.text)")
            #expect(approved.json?["approvedBy"] == "demo")
            let done = try await client.submit(poll, [:]).representation()
            #expect(done.pollingProperties?.status == .done)
            let redirect = try #require(done.form(.redirect))
            #expect(redirect.field(named: "moveOn")?.value == "true")
            let response = try await client.submit(redirect, [:]).representation()
            #expect(response.type == .oauthAuthorizationResponse)
        }
    }

    @Test func rejectedAndExpiredOrdersFail() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let pending = try await otherDevice(client)
            let rejected = try await client.dev("POST", "/dev/bankid/reject")
            #expect(rejected.json?["status"] == "failed")
            let failed = try await client.submit(try #require(pending.form(.poll)), [:]).representation()
            #expect(failed.pollingProperties?.status == .failed)
            let retry = try #require(failed.form(.continue))

            let choose = try await client.submit(retry, [:]).representation()
            let again = try await client.submit(try #require(choose.form(.bankidOtherDevice)), [:]).representation()
            clock.advance(by: 181)
            let expired = try await client.submit(try #require(again.form(.poll)), [:]).representation()
            #expect(expired.pollingProperties?.status == .failed)
            #expect(expired.pollingProperties?.maxWaitRemainingTime == 0)
            let none = try await client.dev("POST", "/dev/bankid/approve")
            #expect(none.status == 404)
        }
    }

    @Test func sameDeviceClientOperationWithOtherDeviceFallback() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let choose = try await client.select("bankid")
            let launch = try await client.submit(try #require(choose.form(.bankidSameDevice)), [:]).representation()
            let operation = try #require(launch.actions.first?.clientOperation)
            #expect(operation.name == .bankid)
            let token = try #require(operation.arguments["autoStartToken"]?.stringValue)
            #expect(operation.arguments["href"]?.stringValue == "bankid:///?autostarttoken=\(token)&redirect=null")
            #expect(operation.errorActions.first?.kind == .bankidOtherDevice)
            let poller = try #require(operation.continueActions.first?.form)
            let pending = try await client.submit(poller, [:]).representation()
            #expect(pending.pollingProperties?.status == .pending)
            #expect(pending.links.isEmpty)
            let orders = try await client.dev("GET", "/dev/bankid/orders")
            let ref = try #require(orders.json?["orders"]?[0]?["orderRef"]?.stringValue)
            let approved = try await client.dev("POST", "/dev/bankid/approve", [("orderRef", ref), ("username", "demo")])
            #expect(approved.status == 200)
            let done = try await client.submit(poller, [:]).representation()
            let response = try await client.submit(try #require(done.form(.redirect)), [:]).representation()
            #expect(response.type == .oauthAuthorizationResponse)
        }
    }

    @Test(.enabled(if: zbarAvailable, "zbarimg is not installed (apt-get install zbar-tools); skipping the QR decode check"))
    func zbarReadsTheQRCode() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let step = try await otherDevice(client)
            let link = try #require(step.links.first { $0.isImage })
            let png = try #require(link.imageData)
            let decoded = try zbarDecode(Data(png))
            let orders = try await client.dev("GET", "/dev/bankid/orders")
            #expect(decoded == orders.json?["orders"]?[0]?["qrData"]?.stringValue)
            #expect(decoded.hasPrefix("bankid."))
        }
    }
}
