import HaapiTesting
import HaapiUI
import Testing

/// Drives any screen session as a person would, by what is on screen: the
/// controls' titles and text-field ids of the renderer contract. Waits are long
/// (30 s) because the whole test suite loads a small machine; they end as soon
/// as the screen is there.
@MainActor
struct SessionDriver<Outcome: Sendable> {
    let session: ScreenSession<Outcome>

    /// The controls on screen now.
    var controls: ScreenControls { session.controls }

    /// The titles of the controls on screen.
    var titles: [String] { controls.entries.map(\.control.title) }

    /// Waits until a control titled `title` is on screen.
    func waitFor(_ title: String, seconds: Double = 300) async throws {
        try await waitUntil("\"\(title)\" on screen (now: \(titles))", seconds: seconds) { titles.contains(title) }
    }

    /// Waits for `title` and activates it.
    func press(_ title: String) async throws {
        try await waitFor(title)
        let control = try #require(controls.entries.first { $0.control.title == title }?.control)
        #expect(control.activate(), "\"\(title)\" did nothing")
    }

    /// Types `text` into the text field whose id is `id`, waiting for it first.
    func type(_ text: String, into id: ControlID) async throws {
        try await waitUntil("text field \(id) (now: \(controls.ids))", seconds: 300) { controls[id: id] != nil }
        guard case .textField(let field)? = controls[id: id] else { throw TestError("\(id) is not a text field") }
        #expect(field.enterText(text))
    }
}
