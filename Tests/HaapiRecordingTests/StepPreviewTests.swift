import Foundation
import HaapiModel
import HaapiRecording
import HaapiUI
import Testing

@MainActor
@Suite("StepPreview: documents through the stock screens")
struct StepPreviewTests {
    @Test func aStepIsShownWithEveryString() throws {
        let step = StepPreview().preview(try PreviewDocuments.written("password-login.json"))
        let screen = try #require(step.screens.first)
        #expect(step.screens.count == 1)
        #expect(screen.caption == "password-login.json: authentication-step")
        for text in ["Welcome to Example Outfitters", "Sign in to continue shopping", "Example ID", "Log in", "I can't remember my username"] {
            #expect(screen.text.shows(text), "\(text) is not on \(screen.text)")
        }
        #expect(step.notShown.isEmpty)
        #expect(step.deliberatelyNotShown.isEmpty)
    }

    @Test func aStringNoScreenShowsIsReportedWithItsPath() throws {
        let step = StepPreview().preview(try PreviewDocuments.json(PreviewDocuments.hiddenLabel, name: "hidden-label.json"))
        #expect(step.notShown.map(\.string) == [DocumentString(text: "Your organisation", path: "actions[0].model.fields[1].label")])
        #expect(step.notShown.first?.description == #"hidden-label.json: actions[0].model.fields[1].label = "Your organisation""#)
        #expect(step.notShown.first?.screen.shows("Username") == true)
    }

    @Test func membersOfOtherNamesAreDataNotStrings() throws {
        let json = try JSONValue.parse(Array(#"{"type":"x","note":"internal","properties":{"banner":{"title":"Tonight"}}}"#.utf8))
        #expect(DocumentString.all(in: json) == [DocumentString(text: "Tonight", path: "properties.banner.title")])
    }

    @Test func aProblemIsShownOverTheStepItAnswers() throws {
        let step = StepPreview().preview(try PreviewDocuments.written("problem-with-links.json"), over: try PreviewDocuments.written("password-login.json"))
        let screen = try #require(step.screens.first)
        #expect(screen.caption == "problem-with-links.json: problem incorrect-credentials, over password-login.json")
        #expect(screen.text.shows("We could not sign you in"))
        #expect(screen.text.shows("Forgot password?"))
        #expect(screen.text.shows("Example ID"), "the step is still there under the problem")
        #expect(step.notShown.isEmpty, "\(step.notShown)")
    }

    @Test func screensReachedByChoosingAreShownToo() throws {
        let step = StepPreview().preview(try PreviewDocuments.written("duo-device-selection.json"))
        #expect(step.screens.count > 1)
        #expect(step.screens.dropFirst().allSatisfy { $0.caption.contains(", after choosing “") })
        #expect(Set(step.screens.map(\.text)).count == step.screens.count, "each screen once")
        #expect(step.notShown.isEmpty, "\(step.notShown)")
    }

    @Test func anUnknownStepTypeShowsTheGenericScreen() throws {
        let step = StepPreview().preview(try PreviewDocuments.json(PreviewDocuments.unknownType))
        let screen = try #require(step.screens.first)
        #expect(screen.container.currentViewController is GenericViewController)
        #expect(screen.caption == "test.json: holographic-step")
        #expect(screen.text.shows("Look into the hologram"))
        #expect(step.notShown.isEmpty, "\(step.notShown)")
    }

    @Test func theScreensSpeakTheLanguageGiven() throws {
        // Fields without labels are named by the SDK, in the screens' language.
        let document = try PreviewDocuments.written("unlabelled-fields.json")
        let english = try #require(StepPreview().preview(document).screens.first)
        let dutch = try #require(StepPreview(themeRegistry: .standard.withLanguage(tag: "nl")).preview(document).screens.first)
        #expect(english.text.shows("Username") && english.text.shows("Password"))
        #expect(dutch.text.shows("Gebruikersnaam") && dutch.text.shows("Wachtwoord"), "\(dutch.text)")
    }

    @Test func aRedirectionIsANoteNotAScreen() throws {
        let step = StepPreview().preview(try PreviewDocuments.json(#"""
            {"type":"redirection-step","actions":[{"template":"form","kind":"redirect","model":{"href":"https://login.example.com/next","method":"GET"}}]}
            """#))
        #expect(step.screens.isEmpty)
        #expect(step.notes == ["test.json: a redirection step: the flow follows it at once, with no screen"])
    }

    @Test func badInputNamesTheFileAndThePath() throws {
        let notJSON = try #require(throws: PreviewInputError.self) { try PreviewDocument(bytes: Array("nope".utf8), name: "a.json") }
        #expect(notJSON.description.hasPrefix("a.json: not JSON: "), "\(notJSON)")
        let error = try #require(throws: PreviewInputError.self) {
            try PreviewDocument(bytes: Array(#"{"type":"authentication-step","actions":[{"template":7}]}"#.utf8), name: "b.json")
        }
        #expect(error.description.hasPrefix("b.json: not a HAAPI document: actions[0].template: "), "\(error)")
        let missing = try #require(throws: PreviewInputError.self) { try PreviewDocument(contentsOf: URL(fileURLWithPath: "/no/such.json")) }
        #expect(missing.description == "/no/such.json: no such file")
    }
}
