import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

@Suite("Driver against the dev server: polling with a test clock, cancel, resume")
struct DriverPollingTests {
    /// Starts BankID on another device and returns once the first pending screen shows.
    private func startBankIDPolling(_ driver: HaapiFlowDriver) async throws {
        try await driver.start()
        try await driver.chooseAuthenticator("bankid")
        try await driver.press(.bankidOtherDevice, ["personalnumber": "199001011234"])
    }

    /// Also with the times written as text (`"maxWaitTime": "180"`), as some servers send them.
    @Test(arguments: [false, true])
    func pollsOnTheTestClockUntilApproved(numbersAsText: Bool) async throws {
        try await FlowHarness.run({ configuration in
            for index in configuration.authenticators.indices { configuration.authenticators[index].numbersAsText = numbersAsText }
        }) { h in
            let driver = try h.driver()
            var updates = driver.updates.makeAsyncIterator()
            try await startBankIDPolling(driver)
            let first = try await driver.screen()
            guard case .bankID(let model) = first.model else { throw TestError("not BankID") }
            #expect(model.polling.recipientOfCommunication == "199001011234")
            #expect(model.polling.maxWaitTime == 180)
            #expect(model.polling.maxWaitRemainingTime.map { $0 > 0 && $0 <= 180 } == true)
            #expect(model.polling.interval == 2)
            // Drain the screens so far.
            while let update = await updates.next() {
                if case .screen(let screen) = update, screen.id == first.id { break }
            }
            // Nothing happens until the clock moves.
            let polls = { await h.probe.requests.filter { $0.hasSuffix("/bankid/poll") }.count }
            try await Task.sleep(for: .milliseconds(50))
            #expect(await polls() == 0)
            // Two polls, both pending, update the same screen.
            for round in 1...2 {
                #expect(try await h.clock.advanceToNextSleeper(within: .seconds(2)) == .seconds(2))
                guard case .screen(let screen)? = await updates.next() else { throw TestError("no update") }
                #expect(screen.id == first.id)
                #expect(await polls() == round)
            }
            try await h.server.approveBankID()
            try await h.clock.advanceToNextSleeper(within: .seconds(2))
            _ = try tokens(await driver.result())
        }
    }

    @Test func cancelDuringPollingSendsNothingMore() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await startBankIDPolling(driver)
            await driver.cancel()
            #expect(await driver.result() == .cancelled)
            let after = await h.probe.count
            h.clock.advance(by: .seconds(60))
            try await Task.sleep(for: .milliseconds(100))
            #expect(await h.probe.count == after)
            #expect(h.clock.pendingDelays.isEmpty)
            await #expect(throws: HaapiFlowError.invalidState("only a running flow can be restarted")) {
                try await driver.restart()
            }
        }
    }

    @Test func resumesFromPersistedStateAfterARestart() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await startBankIDPolling(driver)
            let saved = try #require(await driver.persistedState())
            let data = try JSONEncoder().encode(saved)
            await driver.close()

            // "After the restart": a new client with the same DPoP key, a new driver.
            let restored = try JSONDecoder().decode(PersistedFlow.self, from: data)
            let resumed = try h.driver(client: try h.client())
            // Meanwhile, the person approved on the other device.
            try await h.server.approveBankID()
            var updates = resumed.updates.makeAsyncIterator()
            try await resumed.resume(from: restored)
            guard case .screen(let shown)? = await updates.next(), case .bankID = shown.model else {
                throw TestError("the BankID screen was not shown again")
            }
            // The resumed flow polls at once, sees the approval and finishes.
            _ = try tokens(await resumed.result())
        }
    }
}
