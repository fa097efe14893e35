/// Why a post could not be read as a form.
enum PostedFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A multipart body is larger than the host reads, or its file is: files of at
    /// most `limit` bytes are read.
    case fileTooLarge(limit: Int)
    /// The body, or a text field in it, is larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// The body's media type is neither of the two a page's form posts.
    case unsupportedMediaType(String)
    /// The multipart body is malformed.
    case malformed(MultipartFormDataError)
    /// The body could not be received (the connection failed): `reason` says how.
    case unreadable(reason: String)

    var description: String {
        switch self {
        case .fileTooLarge(let limit): "the file is larger than \(limit) bytes"
        case .tooLarge(let limit): "the form is larger than \(limit) bytes"
        case .unsupportedMediaType(let type): "the form's media type \(type.prefix(60)) is not one a page posts"
        case .malformed(let error): "\(error)"
        case .unreadable(let reason): "the form could not be received: \(reason)"
        }
    }
}
