import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// Waiting for a login's next screen before answering.
extension WebHost {
    /// Waits (at most the step timeout) until `journey` shows a screen after `version`:
    /// its next change, and the ones after while a login inside it is still starting.
    @MainActor
    func settle(_ journey: any WebJourney, after version: Int, login: WebLogin) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.stepTimeout)
        var seen = version
        while clock.now < deadline {
            let change = await waitForChange(journey, after: seen, ignoringProgress: true, timeout: clock.now.duration(to: deadline), login: login)
            guard change != nil, login.pendingPage == nil else { return }
            seen = journey.displayVersion
            if journey.showsScreen {
                await waitForClientOperation(of: journey, login: login)
                return
            }
        }
    }

    /// Waits (at most 2 seconds) while a client operation that came with the step on
    /// screen may give the browser a page (``WebLogin/open(_:purpose:)``) or a passkey
    /// ceremony, so that the page shown next has it.
    @MainActor
    func waitForClientOperation(of journey: any WebJourney, login: WebLogin) async {
        guard await journey.runsClientOperation(), login.pendingPage == nil,
            logins.passkeys.ceremony(for: login.record.key) == nil
        else { return }
        _ = await waitForChange(journey, after: journey.displayVersion, ignoringProgress: true, timeout: .seconds(2), login: login)
    }

    /// The next display change after `version`, or `nil` when none came within
    /// `timeout` (or `login`'s screen asked to open a page instead, the host is stopping,
    /// or the request was cancelled).
    @MainActor
    func waitForChange(
        _ source: any DisplaySource, after version: Int, ignoringProgress: Bool, timeout: Duration, login: WebLogin? = nil
    ) async -> DisplayChange? {
        let waiter = Task { @MainActor in await source.waitForDisplayChange(after: version, ignoringProgress: ignoringProgress) }
        let timer = Task {
            try? await Task.sleep(for: timeout)
            waiter.cancel()
        }
        let interrupter = login?.onOpen { waiter.cancel() }
        let stopping = shutdown.onStop { waiter.cancel() }
        let change = await withTaskCancellationHandler { await waiter.value } onCancel: { waiter.cancel() }
        if let interrupter { login?.removeInterrupter(interrupter) }
        shutdown.remove(stopping)
        timer.cancel()
        return change
    }
}
