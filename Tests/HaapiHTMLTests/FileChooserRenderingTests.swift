import Foundation
import HaapiHTML
import HaapiUI
import Testing

/// A file chooser is an `<input type="file">` in a multipart form; a posted file
/// reaches the chooser, never a path.
@MainActor
@Suite("File choosers in a page")
struct FileChooserRenderingTests {
    func screen(enabled: Bool = true) -> (StackView, FileChooser) {
        let root = StackView(identifier: "rootStackView")
        let chooser = FileChooser(
            identifier: "imageFileChooser", name: "image", label: "Image of the code",
            acceptedMediaTypes: ["image/png", "bad type\"", "image/*"], maximumByteCount: 1 << 20)
        chooser.isEnabled = enabled
        root.addArrangedSubview(chooser)
        root.addArrangedSubview(Button(identifier: "readButton", title: "Read") {})
        return (root, chooser)
    }

    @Test func isAFileInputWithItsLabelInAMultipartForm() throws {
        let (root, _) = screen()
        let (html, parsed) = TestPage.render(root)
        TestPage.expectSafe(html, parsed, "file chooser")
        let input = try #require(parsed.first("input") { $0.attribute("type") == "file" })
        #expect(input.attribute("name") == "imageFileChooser")
        #expect(input.attribute("accept") == "image/png,image/*", "a value that is no media type is left out")
        #expect(parsed.first("label") { $0.attribute("for") == input.attribute("id") }?.text.contains("Image of the code") == true)
        #expect(parsed.first("form")?.attribute("enctype") == "multipart/form-data")
    }

    @Test func aDisabledChooserLeavesTheFormURLEncoded() throws {
        let (root, _) = screen(enabled: false)
        let parsed = TestPage.render(root).parsed
        #expect(parsed.first("input") { $0.attribute("type") == "file" }?.attribute("disabled") != nil)
        #expect(parsed.first("form")?.attribute("enctype") == nil)
        #expect(parsed.first("form") { $0.attribute("enctype") != nil } == nil)
    }

    @Test func aPostedFileReachesTheChooserAndNoFileClearsIt() throws {
        let (root, chooser) = screen()
        var told: [ChosenFile?] = []
        chooser.onChoose = { told.append($0) }
        let file = ChosenFile(fileName: "code.png", mediaType: "image/png", data: Data([1, 2, 3]))
        HTMLFormSubmission(fields: [("imageFileChooser", "/etc/passwd")], files: ["imageFileChooser": file]).apply(to: root)
        #expect(chooser.chosenFile == file, "the file's bytes, not a text field of the same name")
        HTMLFormSubmission(fields: []).apply(to: root)
        #expect(chooser.chosenFile == nil)
        #expect(told == [file, nil])
    }

    @Test func isAControlThatActivatesNothing() throws {
        let (root, chooser) = screen()
        let control = try #require(ScreenControls(root: root)[id: "imageFileChooser"])
        #expect(control.view === chooser)
        #expect(control.title == "Image of the code")
        #expect(!control.isTextInput)
        #expect(!control.activate())
    }
}
