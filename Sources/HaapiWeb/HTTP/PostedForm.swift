import Foundation
import HTTPTypes
import HaapiHTML
import HaapiUI
import Hummingbird
import NIOCore

/// A page's posted form, read from a request (see ``HaapiHTML/HTMLFormContract``):
/// `application/x-www-form-urlencoded`, or `multipart/form-data` when the screen has a
/// file chooser. Each kind has its size limit, checked against `Content-Length`
/// before anything is read and again while reading, so no larger body is held whole.
/// An uploaded file stays in memory: nothing is written to or read from the host's disk.
enum PostedForm {
    /// The largest file a form may upload (1 MiB).
    static let maximumFileSize = 1 << 20
    /// The largest multipart body: one file and the page's other fields.
    static let maximumMultipartSize = maximumFileSize + FormBody.maximumSize

    /// The form `request` posts, or why it cannot be read.
    static func result(_ request: Request) async -> Result<HTMLFormSubmission, PostedFormError> {
        do throws(PostedFormError) {
            return .success(try await read(request))
        } catch {
            return .failure(error)
        }
    }

    /// The form `request` posts.
    ///
    /// - Throws: ``PostedFormError``.
    static func read(_ request: Request) async throws(PostedFormError) -> HTMLFormSubmission {
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        switch mediaType {
        case "", "application/x-www-form-urlencoded":
            let body = try await collect(request, upTo: FormBody.maximumSize)
            return HTMLFormSubmission(fields: FormBody.fields(String(buffer: body)))
        case HTMLFormContract.multipartMediaType:
            let boundary: String
            do throws(MultipartFormDataError) {
                boundary = try MultipartFormData.boundary(inContentType: contentType)
            } catch {
                throw .malformed(error)
            }
            let body: ByteBuffer
            do throws(PostedFormError) {
                body = try await collect(request, upTo: maximumMultipartSize)
            } catch .tooLarge {
                // Beyond the page's other fields, the bytes are the file's.
                throw .fileTooLarge(limit: maximumFileSize)
            }
            return try submission(Array(buffer: body), boundary: boundary)
        default:
            throw .unsupportedMediaType(mediaType)
        }
    }

    /// The fields and files of a multipart `body`. A file part without a file (what a
    /// browser posts when none was chosen: no name, no bytes) is left out.
    ///
    /// - Throws: ``PostedFormError/fileTooLarge(limit:)`` or ``PostedFormError/tooLarge(limit:)``
    ///   for a file or field over its limit, ``PostedFormError/malformed(_:)`` for the rest.
    static func submission(_ body: [UInt8], boundary: String) throws(PostedFormError) -> HTMLFormSubmission {
        let limits = MultipartFormData.Limits(maximumFileSize: maximumFileSize)
        let parts: [MultipartFormData.Part]
        do throws(MultipartFormDataError) {
            parts = try MultipartFormData.parts(of: body, boundary: boundary, limits: limits)
        } catch {
            if case .fileTooLarge = error.kind { throw .fileTooLarge(limit: maximumFileSize) }
            if case .fieldTooLarge = error.kind { throw .tooLarge(limit: limits.maximumFieldSize) }
            throw .malformed(error)
        }
        var fields: [(name: String, value: String)] = []
        var files: [String: ChosenFile] = [:]
        for (index, part) in parts.enumerated() {
            guard let fileName = part.fileName else {
                guard let text = String(validating: part.body, as: UTF8.self) else {
                    throw .malformed(MultipartFormDataError(.invalidText(name: part.name), part: index + 1))
                }
                fields.append((part.name, text))
                continue
            }
            if fileName.isEmpty, part.body.isEmpty { continue }
            files[part.name] = ChosenFile(fileName: fileName, mediaType: part.contentType, data: part.body)
        }
        return HTMLFormSubmission(fields: fields, files: files)
    }

    /// The body of `request`, refused when it declares or turns out to have more than `limit` bytes.
    private static func collect(_ request: Request, upTo limit: Int) async throws(PostedFormError) -> ByteBuffer {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit { throw .tooLarge(limit: limit) }
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw .tooLarge(limit: limit)
        } catch {
            throw .unreadable(reason: "\(error)")
        }
    }
}
