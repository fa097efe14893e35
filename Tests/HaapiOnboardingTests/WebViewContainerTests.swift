import Foundation
import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct WebViewContainerTests {
    private func makeScreen(_ address: String, opener: RecordingOpener, delegate: RecordingAgreementDelegate?) throws -> WebViewContainer {
        let screen = WebViewContainer(themeRegistry: try onboardingRegistry(), url: URL(string: address), opener: opener)
        screen.delegate = delegate
        screen.loadViewIfNeeded()
        return screen
    }

    @Test func showsThePageAndItsButtons() throws {
        let screen = try makeScreen("https://example.com/terms", opener: RecordingOpener(), delegate: nil)
        #expect(screen.titleLabel.text == "Web Page")
        #expect(screen.urlLabel.text == "https://example.com/terms")
        #expect(screen.openButton.title == "Open in Browser" && screen.openButton.role == .primary)
        #expect(screen.cancelButton.role == .cancel)
        screen.pageTitle = "Terms of Use"
        #expect(screen.titleLabel.text == "Terms of Use")
    }

    @Test func opensAnHTTPSPageThroughTheOpener() async throws {
        let opener = RecordingOpener()
        let delegate = RecordingAgreementDelegate()
        let screen = try makeScreen("https://example.com/terms?lang=en", opener: opener, delegate: delegate)
        #expect(await screen.openPage())
        #expect(await opener.opened == [URL(string: "https://example.com/terms?lang=en")!])
        #expect(delegate.openedURLs == [URL(string: "https://example.com/terms?lang=en")!])
        #expect(screen.errorMessageLabel.isHidden)
    }

    @Test func theOpenButtonOpensThePage() async throws {
        let opener = RecordingOpener()
        let delegate = RecordingAgreementDelegate()
        let screen = try makeScreen("https://example.com/", opener: opener, delegate: delegate)
        let container = contained(screen, registry: try onboardingRegistry())
        let version = container.displayVersion
        #expect(screen.openButton.tap())
        #expect(await container.waitForDisplayChange(after: version) == .content)
        #expect(await opener.opened == [URL(string: "https://example.com/")!])
        #expect(delegate.calls == ["webOpened"])
    }

    @Test(arguments: [
        "http://example.com/terms", "http://127.0.0.1:8080/terms", "http://localhost/", "javascript:alert(1)",
        "file:///etc/passwd", "data:text/html,hello", "ftp://example.com/terms", "https:///no-host",
    ])
    func refusesEverythingButHTTPS(address: String) async throws {
        let opener = RecordingOpener()
        let delegate = RecordingAgreementDelegate()
        let screen = try makeScreen(address, opener: opener, delegate: delegate)
        #expect(await screen.openPage() == false)
        #expect(await opener.opened.isEmpty)
        #expect(delegate.calls.isEmpty)
        #expect(!screen.errorMessageLabel.isHidden)
        #expect(screen.errorMessageLabel.text == "This page cannot be opened: only secure (https) pages are allowed.")
    }

    @Test func anOpenerThatFailsIsShown() async throws {
        let opener = RecordingOpener(result: false)
        let delegate = RecordingAgreementDelegate()
        let screen = try makeScreen("https://example.com/", opener: opener, delegate: delegate)
        #expect(await screen.openPage() == false)
        #expect(await opener.opened.count == 1)
        #expect(delegate.calls.isEmpty)
        #expect(screen.errorMessageLabel.text == "The page could not be opened. Try again later.")
        #expect(!screen.errorMessageLabel.isHidden && screen.openButton.isEnabled)
    }

    @Test func withoutAPageNothingOpens() async throws {
        let opener = RecordingOpener()
        let screen = WebViewContainer(themeRegistry: try onboardingRegistry(), opener: opener)
        screen.loadViewIfNeeded()
        #expect(screen.urlLabel.isHidden)
        #expect(await screen.openPage() == false)
        #expect(await opener.opened.isEmpty)
        #expect(screen.errorMessageLabel.text == "There is no page to open.")
    }

    @Test func cancelTellsTheDelegateAndAMissingOneIsShown() throws {
        var delegate: RecordingAgreementDelegate? = RecordingAgreementDelegate()
        let screen = try makeScreen("https://example.com/", opener: RecordingOpener(), delegate: delegate)
        #expect(screen.cancelButton.tap())
        #expect(delegate?.calls == ["webCancel"])
        let recorder = DiagnosticsRecorder()
        recorder.attach(to: screen)
        delegate = nil
        screen.cancelButton.tap()
        #expect(recorder.diagnostics == [.delegateMissing(method: "webViewContainerDidCancel(_:)")])
        #expect(!screen.errorMessageLabel.isHidden)
    }
}
