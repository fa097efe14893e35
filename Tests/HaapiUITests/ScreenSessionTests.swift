import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@MainActor
@Suite("ScreenSession")
struct ScreenSessionTests {
    @Test func everyCallerOfRunGetsTheOneOutcome() async throws {
        let session = ScriptedSession()
        let first = Task { await session.run() }
        let second = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }
        #expect(await session.waitForDisplayChange(after: 0) == .newScreen)
        #expect(!session.isFinished)

        session.end("signed in")
        #expect(await first.value == "signed in")
        #expect(await second.value == "signed in")
        #expect(await session.run() == "signed in", "a later caller gets it at once")
        #expect(session.performCount == 1)
        #expect(session.isFinished)
    }

    @Test func theRendererSeesTheContainersChangesUnderItsRoot() async throws {
        @MainActor final class Recorder: ScreenRenderer {
            var shown: [(root: View, change: DisplayChange)] = []
            func display(_ root: View, after change: DisplayChange) { shown.append((root, change)) }
        }
        let session = ScriptedSession()
        let recorder = Recorder()
        let frame = StackView(identifier: "rendererFrame")
        let run = Task { await session.run(renderer: recorder, root: frame) }
        try await waitUntil("the first screen") { !recorder.shown.isEmpty }
        #expect(recorder.shown.map(\.change) == [.newScreen])
        #expect(recorder.shown.first?.root === frame)
        #expect(session.rootView === frame)

        session.screenContainer.startLoading()
        #expect(recorder.shown.map(\.change) == [.newScreen, .progress])
        session.end("done")
        #expect(await run.value == "done")
    }

    @Test func cancelEndsWithWhatTheSessionConfirms() async throws {
        let session = ScriptedSession(cancelBehaviour: .confirms)
        let run = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }

        await session.cancel(gracePeriod: .seconds(30))
        #expect(session.cancelRequests == 1)
        #expect(session.isFinished)
        #expect(await run.value == "cancelled by the session")
        #expect(await session.run() == "cancelled by the session")

        await session.cancel(gracePeriod: .milliseconds(50))
        #expect(session.cancelRequests == 1, "cancelling an ended session asks nothing")
    }

    @Test func cancelEndsAsCancelledWhenTheSessionNeverConfirms() async throws {
        let session = ScriptedSession(cancelBehaviour: .ignores)
        let run = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }

        await session.cancel(gracePeriod: .milliseconds(50))
        #expect(session.cancelRequests == 1)
        #expect(session.isFinished)
        #expect(await run.value == "cancelled")

        // The sequence ends late: the outcome stays the one every caller got.
        session.end("signed in too late")
        #expect(await session.run() == "cancelled")
    }

    @Test func cancelBeforeRunEndsWithoutPerforming() async {
        let session = ScriptedSession()
        await session.cancel(gracePeriod: .milliseconds(50))
        #expect(await session.run() == "cancelled")
        #expect(session.performCount == 0)
        #expect(session.cancelRequests == 0)
    }

    @Test func aChangeBeforeTheWaitIsNotMissed() async throws {
        let session = ScriptedSession()
        let run = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }

        let version = session.displayVersion
        session.screenContainer.displayChanged(.content)   // while the renderer was busy acting
        #expect(await session.waitForDisplayChange(after: version) == .content)
        #expect(session.displayVersion == version + 1)
        session.end("done")
        _ = await run.value
    }

    @Test func progressIsIgnoredUnlessAskedFor() async throws {
        let session = ScriptedSession()
        let run = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }

        let version = session.displayVersion
        session.screenContainer.startLoading()
        #expect(await session.waitForDisplayChange(after: version, ignoringProgress: false) == .progress)

        let waiting = Task { await session.waitForDisplayChange(after: version) }
        await Task.yield()
        session.screenContainer.startLoading()
        session.screenContainer.displayChanged(.content)
        #expect(await waiting.value == .content)
        session.end("done")
        _ = await run.value
    }

    @Test func waitsEndWithNilOnceTheSessionEnded() async throws {
        let session = ScriptedSession()
        let run = Task { await session.run() }
        try await waitUntil("the session to start") { session.isPerforming }

        let waiting = Task { await session.waitForDisplayChange(after: session.displayVersion) }
        await Task.yield()
        session.end("done")
        #expect(await run.value == "done")
        #expect(await waiting.value == nil)
        #expect(await session.waitForDisplayChange(after: session.displayVersion) == nil)
        #expect(await session.waitForDisplayChange(after: session.displayVersion, ignoringProgress: false) == nil)
    }
}

@MainActor
@Suite("Screen container banners")
struct ScreenContainerBannerTests {
    @Test func aBannerOfAnyContainerIsReportedOnceAsContent() async {
        let container = ScreenContainerViewController(themeRegistry: .standard)
        var changes: [DisplayChange] = []
        container.onDisplayChange = { changes.append($0) }
        let version = container.displayVersion
        container.showBanner(kind: .warning, title: "Careful", message: "Check your e-mail")
        #expect(changes == [.content])
        #expect(await container.waitForDisplayChange(after: version) == .content)
        #expect(!container.notificationBanner.isHidden && container.notificationBanner.message == "Check your e-mail")
    }
}
