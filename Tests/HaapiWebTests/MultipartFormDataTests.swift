import Foundation
import HaapiHTML
import HaapiUI
import Testing

@testable import HaapiWeb

/// The strict `multipart/form-data` reader: what browsers send is read, anything
/// else is refused with a typed error naming the part and byte.
@Suite("multipart/form-data bodies")
struct MultipartFormDataTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func refusal(_ body: String, boundary: String = "b", limits: MultipartFormData.Limits = .init()) -> MultipartFormDataError? {
        do {
            _ = try MultipartFormData.parts(of: Self.bytes(body), boundary: boundary, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Boundaries

    @Test(arguments: [
        ("multipart/form-data; boundary=----WebKitFormBoundaryA1b2", "----WebKitFormBoundaryA1b2"),
        ("Multipart/Form-Data;boundary=\"with space:=?\"", "with space:=?"),
        ("multipart/form-data; charset=utf-8; BOUNDARY=x", "x"),
    ])
    func theBoundaryIsReadFromTheContentType(_ contentType: String, _ expected: String) throws {
        #expect(try MultipartFormData.boundary(inContentType: contentType) == expected)
    }

    @Test(arguments: [
        "multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=\"x",
        "multipart/form-data; boundary=a; boundary=b", "multipart/mixed; boundary=x", "multipart/form-data; boundary=a\u{1}b",
        "multipart/form-data; boundary=\"trailing \"", "multipart/form-data; boundary=" + String(repeating: "x", count: 71),
    ])
    func anUnusableBoundaryIsRefused(_ contentType: String) {
        let error = #expect(throws: MultipartFormDataError.self) { try MultipartFormData.boundary(inContentType: contentType) }
        guard case .invalidBoundary? = error?.kind else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    // MARK: What browsers send

    @Test func fieldsAndAFileWithBinaryBytesAreRead() throws {
        var built = MultipartBody()
        built.field("_csrf", "token")
        built.field("payloadTextField", "activate: ÅÄÖ\r\nsecond line")
        let file = Data([0x89, 0x50, 0x0D, 0x0A, 0x2D, 0x2D, 0x00, 0xFF]) + Data("\r\n--not the boundary".utf8)
        built.file("imageFileChooser", fileName: "code.png", type: "image/png", file)
        built.file("other", fileName: "", Data())
        let parts = try MultipartFormData.parts(of: Array(built.closed), boundary: built.boundary)
        #expect(parts.map(\.name) == ["_csrf", "payloadTextField", "imageFileChooser", "other"])
        #expect(parts[1].body == Data("activate: ÅÄÖ\r\nsecond line".utf8))
        #expect(parts[2].fileName == "code.png" && parts[2].contentType == "image/png" && parts[2].body == file)
        // As a form: the token, the text, the file; the empty file part (no file chosen) is left out.
        let submission = try PostedForm.submission(Array(built.closed), boundary: built.boundary)
        #expect(submission.csrfToken == "token")
        #expect(submission.values["payloadTextField"] == "activate: ÅÄÖ\r\nsecond line")
        #expect(submission.files == ["imageFileChooser": ChosenFile(fileName: "code.png", mediaType: "image/png", data: file)])
    }

    @Test func anEmptyFormAndAClosingWithoutLineEndAreRead() throws {
        #expect(try MultipartFormData.parts(of: Self.bytes("--b--"), boundary: "b").isEmpty)
        #expect(try MultipartFormData.parts(of: Self.bytes("--b--\r\n"), boundary: "b").isEmpty)
        let unquoted = try MultipartFormData.parts(of: Self.bytes("--b\r\ncontent-disposition: FORM-DATA;name=x\r\n\r\nv\r\n--b--"), boundary: "b")
        #expect(unquoted == [MultipartFormData.Part(name: "x", fileName: nil, contentType: nil, body: Data("v".utf8))])
    }

    // MARK: Structure

    @Test func aPreambleOrAMissingBoundaryIsRefused() {
        #expect(refusal("preamble\r\n--b--")?.kind == .missingOpeningBoundary)
        #expect(refusal("")?.kind == .missingOpeningBoundary)
        #expect(refusal("--c--")?.kind == .missingOpeningBoundary)
    }

    @Test(arguments: [
        "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nvalue",
        "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nvalue\r\n--b",
        "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n",
        "--b\r\nContent-Disposition: form-da",
        "--b",
    ])
    func aBodyCutShortIsRefused(_ body: String) throws {
        let error = try #require(refusal(body))
        #expect(error.kind == .missingClosingBoundary, "\(error)")
    }

    @Test func aTruncatedBodyNamesThePart() throws {
        let error = try #require(refusal("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name=\"c\"\r\n\r\n2"))
        #expect(error.kind == .missingClosingBoundary)
        #expect(error.part == 2)
        #expect(error.description.contains("part 2"))
    }

    @Test func somethingAfterADelimiterOrTheClosingIsRefused() {
        #expect(refusal("--bx\r\n\r\n--b--")?.kind == .malformedDelimiterLine)
        #expect(refusal("--b--\r\nepilogue")?.kind == .dataAfterClosingBoundary)
        #expect(refusal("--b--\r\n\r\n")?.kind == .dataAfterClosingBoundary)
    }

    @Test func tooManyPartsAreRefused() throws {
        var body = ""
        for index in 0..<4 { body += "--b\r\nContent-Disposition: form-data; name=\"f\(index)\"\r\n\r\nv\r\n" }
        body += "--b--"
        var limits = MultipartFormData.Limits()
        limits.maximumParts = 3
        let error = try #require(refusal(body, limits: limits))
        #expect(error.kind == .tooManyParts(limit: 3))
        #expect(error.part == 4)
    }

    // MARK: Headers

    @Test(arguments: [
        "Content-Disposition form-data; name=\"x\"", " folded: value", "Bad Name: x", "Content-Disposition: form-data;\u{1} name=\"x\"",
    ])
    func aMalformedHeaderIsRefused(_ line: String) throws {
        let error = try #require(refusal("--b\r\n\(line)\r\n\r\nv\r\n--b--"))
        guard case .malformedHeader = error.kind else {
            Issue.record("\(error)")
            return
        }
        #expect(error.part == 1 && error.offset == 5, "\(error)")
    }

    @Test func aHeaderThatIsNotUTF8IsRefused() throws {
        let body = Self.bytes("--b\r\nContent-Disposition: form-data; name=\"") + [0xFF, 0xFE] + Self.bytes("\"\r\n\r\nv\r\n--b--")
        let error = #expect(throws: MultipartFormDataError.self) { try MultipartFormData.parts(of: body, boundary: "b") }
        guard case .malformedHeader? = error?.kind else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    @Test func aTooLongHeaderLineOrTooManyHeadersAreRefused() throws {
        var limits = MultipartFormData.Limits()
        limits.maximumHeaderLineLength = 40
        limits.maximumHeaders = 2
        let long = "--b\r\nContent-Disposition: form-data; name=\"\(String(repeating: "x", count: 60))\"\r\n\r\nv\r\n--b--"
        #expect(refusal(long, limits: limits)?.kind == .headerTooLong(limit: 40))
        let many = "--b\r\nContent-Disposition: form-data; name=x\r\nA: 1\r\nB: 2\r\n\r\nv\r\n--b--"
        #expect(refusal(many, limits: limits)?.kind == .tooManyHeaders(limit: 2))
    }

    @Test(arguments: [
        ("Content-Type: text/plain", "missing"),
        ("Content-Disposition: attachment; name=\"x\"", "type"),
        ("Content-Disposition: form-data", "no name"),
        ("Content-Disposition: form-data; name=\"\"", "no name"),
        ("Content-Disposition: form-data; filename=\"a.png\"", "no name"),
        ("Content-Disposition: form-data; name=\"x\"; name=\"y\"", "twice"),
        ("Content-Disposition: form-data; name=\"x", "closing quote"),
        ("Content-Disposition: form-data; name", "no value"),
        ("Content-Disposition: form-data; name=a b", "neither quoted nor a token"),
        ("Content-Disposition: form-data; name=\"x\" junk", "separated"),
        ("Content-Disposition: form-data; name=x\r\nContent-Disposition: form-data; name=y", "two"),
    ])
    func aMissingOrMalformedContentDispositionIsRefused(_ headers: String, _ reason: String) throws {
        let error = try #require(refusal("--b\r\n\(headers)\r\n\r\nv\r\n--b--"))
        switch error.kind {
        case .missingContentDisposition: #expect(reason == "missing")
        case .malformedContentDisposition(let said): #expect(said.contains(reason), "\(said)")
        default: Issue.record("\(error)")
        }
    }

    // MARK: Sizes and text

    @Test func aTooLargeFileOrFieldIsRefused() throws {
        var limits = MultipartFormData.Limits()
        limits.maximumFileSize = 4
        limits.maximumFieldSize = 3
        let file = "--b\r\nContent-Disposition: form-data; name=\"img\"; filename=\"a.png\"\r\n\r\n12345\r\n--b--"
        let fileError = try #require(refusal(file, limits: limits))
        #expect(fileError.kind == .fileTooLarge(name: "img", limit: 4) && fileError.isTooLarge)
        let field = "--b\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\n1234\r\n--b--"
        #expect(refusal(field, limits: limits)?.kind == .fieldTooLarge(name: "t", limit: 3))
    }

    @Test func aFileOverTheHostsLimitIsTooLargeForTheHost() throws {
        var built = MultipartBody()
        built.file("imageFileChooser", fileName: "big.png", Data(repeating: 1, count: PostedForm.maximumFileSize + 1))
        #expect(throws: PostedFormError.fileTooLarge(limit: PostedForm.maximumFileSize)) {
            try PostedForm.submission(Array(built.closed), boundary: built.boundary)
        }
    }

    @Test func aTextFieldThatIsNotUTF8IsRefused() throws {
        let body = Self.bytes("--b\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\n") + [0xC3, 0x28] + Self.bytes("\r\n--b--")
        #expect(throws: PostedFormError.malformed(MultipartFormDataError(.invalidText(name: "t"), part: 1))) {
            try PostedForm.submission(body, boundary: "b")
        }
    }

    @Test func theDescriptionSaysWhatAndWhereButNoValue() throws {
        let error = try #require(refusal("--b\r\nContent-Disposition: form-data; name=\"secret\"\r\n\r\nhunter2\r\n--b\r\nX\r\n\r\n--b--"))
        #expect(error.description == "multipart/form-data body, part 2, byte 68: a header line is malformed: no colon", "\(error)")
        #expect(!error.description.contains("hunter2"))
    }
}
