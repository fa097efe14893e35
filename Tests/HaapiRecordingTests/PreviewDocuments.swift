import Foundation
import HaapiRecording

/// Documents for the preview tests, written here or taken from the other test targets' fixtures.
enum PreviewDocuments {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let recording = tests.appendingPathComponent("HaapiRecordingTests/Recordings/password-retry-login")
    static let written = tests.appendingPathComponent("HaapiUITests/FidelityDocuments")

    /// A hand-written document of the fidelity corpus.
    static func written(_ file: String) throws -> PreviewDocument {
        try PreviewDocument(contentsOf: written.appendingPathComponent(file))
    }

    /// A document from JSON text.
    static func json(_ text: String, name: String = "test.json") throws -> PreviewDocument {
        try PreviewDocument(bytes: Array(text.utf8), name: name)
    }

    /// A login form one of whose fields is hidden but labelled: the label is a
    /// string of the document that the stock form never shows.
    static let hiddenLabel = """
        {
          "type": "authentication-step",
          "actions": [{
            "template": "form", "kind": "login", "title": "Sign in",
            "model": {
              "href": "https://login.example.com/authn/authenticate/password1", "method": "POST",
              "actionTitle": "Continue",
              "fields": [
                { "name": "userName", "type": "username", "label": "Username" },
                { "name": "tenant", "type": "hidden", "value": "north", "label": "Your organisation" }
              ]
            }
          }]
        }
        """

    /// A step of a type this SDK does not know, with a message and an action.
    static let unknownType = """
        {
          "type": "holographic-step",
          "messages": [{ "text": "Look into the hologram" }],
          "actions": [{
            "template": "form", "kind": "continue", "title": "Done looking",
            "model": { "href": "https://login.example.com/authn/hologram", "method": "POST", "actionTitle": "Go on" }
          }]
        }
        """
}
