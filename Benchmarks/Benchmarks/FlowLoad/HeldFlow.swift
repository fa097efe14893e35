import Foundation
import HaapiClient
import HaapiFlow
import HaapiTesting
import ProcessStats

/// One flow in flight: its driver, and the task that reads its screens as an app's
/// renderer would (the driver's update stream holds what nobody reads).
struct HeldFlow: Sendable {
    let driver: HaapiFlowDriver
    let reader: Task<Void, Never>

    /// Where a flow is held.
    enum Stop: Sendable {
        /// The first screen: the authenticator picker (40 options).
        case picker
        /// BankID on another device: the polling screen, polling.
        case polling
    }

    /// Starts a flow on `server` (a new client with its own DPoP key) and takes it to `stop`.
    static func start(on server: FixtureServer, configuration: HaapiClientConfiguration, flow: FlowConfiguration, to stop: Stop) async throws -> HeldFlow {
        let client = HaapiClient(configuration: configuration, transport: server, logger: .quiet("FlowLoad.client"))
        let driver = HaapiFlowDriver(client: client, configuration: flow, logger: .quiet("FlowLoad.flow"))
        let updates = driver.updates
        let reader = Task { for await _ in updates {} }
        let held = HeldFlow(driver: driver, reader: reader)
        do {
            try await driver.start()
            if stop == .polling { try await held.startBankIDPolling() }
        } catch {
            await held.end()
            throw error
        }
        return held
    }

    /// Chooses BankID on the picker and asks for it on another device.
    private func startBankIDPolling() async throws {
        guard case .selector(let picker)? = await driver.currentScreen?.model,
            let bankID = picker.items.first(where: { $0.actionModel.action.form?.href.url.path == FixtureServer.bankIDPath })
        else { throw FlowLoadFailure("the first screen is not the picker with bankid1") }
        try await driver.select(selectorItemModel: bankID)
        guard case .form(let form)? = await driver.currentScreen?.model,
            let otherDevice = form.buttons.first(where: { $0.actionModel.kind == .bankidOtherDevice })
        else { throw FlowLoadFailure("bankid1 did not show the same-or-other-device form") }
        try await driver.submit(interactionActionModel: otherDevice.actionModel, values: ["personalnumber": "199001011234"])
        guard case .bankID? = await driver.currentScreen?.model else {
            throw FlowLoadFailure("the other-device form did not lead to the BankID polling screen")
        }
    }

    /// Closes the flow (the app's screen went away) and waits until its reader ended.
    func end() async {
        await driver.close()
        await reader.value
    }

    /// The flow's saved state as JSON, as an app would persist it.
    func persistedSize() async throws -> Int {
        guard let state = await driver.persistedState() else { throw FlowLoadFailure("the flow has no state to save") }
        return try JSONEncoder().encode(state).count
    }
}

/// Starts `count` flows, `width` at a time, and returns them all.
func startFlows(
    _ count: Int, width: Int, on server: FixtureServer, configuration: HaapiClientConfiguration, flow: FlowConfiguration,
    to stop: HeldFlow.Stop
) async throws -> [HeldFlow] {
    try await withThrowingTaskGroup(of: HeldFlow.self) { group in
        var flows: [HeldFlow] = []
        flows.reserveCapacity(count)
        var started = 0
        func startOne() {
            started += 1
            group.addTask { try await HeldFlow.start(on: server, configuration: configuration, flow: flow, to: stop) }
        }
        while started < min(width, count) { startOne() }
        while let held = try await group.next() {
            flows.append(held)
            if started < count { startOne() }
        }
        return flows
    }
}

/// Ends every flow, `width` at a time.
func endFlows(_ flows: [HeldFlow], width: Int) async throws {
    try await concurrently(0..<flows.count, width: width) { index in await flows[index].end() }
}
