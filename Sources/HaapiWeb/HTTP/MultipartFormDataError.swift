/// Why a `multipart/form-data` body was refused: what was wrong, in which part (counted
/// from 1) and at which byte of the body. Never holds a field's value.
struct MultipartFormDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    enum Kind: Sendable, Hashable {
        /// The `Content-Type` header names no usable boundary: `reason` says why.
        case invalidBoundary(reason: String)
        /// The body does not start with the boundary's delimiter line.
        case missingOpeningBoundary
        /// A delimiter is followed by something other than a line end or the closing `--`.
        case malformedDelimiterLine
        /// The body ends before the closing delimiter (it was cut short).
        case missingClosingBoundary
        /// Something other than one line end follows the closing delimiter.
        case dataAfterClosingBoundary
        /// A header line of a part is not `Name: value` (or holds control characters).
        case malformedHeader(reason: String)
        /// A header line is longer than `limit` bytes.
        case headerTooLong(limit: Int)
        /// A part has more than `limit` header lines.
        case tooManyHeaders(limit: Int)
        /// A part has no `Content-Disposition` header.
        case missingContentDisposition
        /// The `Content-Disposition` is not `form-data; name="..."` as it must be: `reason` says why.
        case malformedContentDisposition(reason: String)
        /// The body has more than `limit` parts.
        case tooManyParts(limit: Int)
        /// The text field `name` is longer than `limit` bytes.
        case fieldTooLarge(name: String, limit: Int)
        /// The file of field `name` is larger than `limit` bytes.
        case fileTooLarge(name: String, limit: Int)
        /// The text field `name` is not UTF-8.
        case invalidText(name: String)
    }

    /// What was wrong.
    var kind: Kind
    /// The part it was found in, counted from 1 (`nil` for the body as a whole).
    var part: Int?
    /// The byte of the body where it was found.
    var offset: Int

    /// Creates an error.
    init(_ kind: Kind, part: Int? = nil, offset: Int = 0) {
        self.kind = kind
        self.part = part
        self.offset = offset
    }

    /// Whether a field or file was larger than the host reads (the person can send a smaller one).
    var isTooLarge: Bool {
        switch kind {
        case .fieldTooLarge, .fileTooLarge: true
        default: false
        }
    }

    var description: String {
        let place = (part.map { "part \($0), " } ?? "") + "byte \(offset)"
        let what = switch kind {
        case .invalidBoundary(let reason): "the boundary cannot be used: \(reason)"
        case .missingOpeningBoundary: "the body does not start with the boundary"
        case .malformedDelimiterLine: "a boundary is followed by neither a line end nor the closing --"
        case .missingClosingBoundary: "the body ends before its closing boundary"
        case .dataAfterClosingBoundary: "data follows the closing boundary"
        case .malformedHeader(let reason): "a header line is malformed: \(reason)"
        case .headerTooLong(let limit): "a header line is longer than \(limit) bytes"
        case .tooManyHeaders(let limit): "more than \(limit) header lines"
        case .missingContentDisposition: "no Content-Disposition header"
        case .malformedContentDisposition(let reason): "the Content-Disposition is malformed: \(reason)"
        case .tooManyParts(let limit): "more than \(limit) parts"
        case .fieldTooLarge(let name, let limit): "the field \(name) is longer than \(limit) bytes"
        case .fileTooLarge(let name, let limit): "the file of \(name) is larger than \(limit) bytes"
        case .invalidText(let name): "the field \(name) is not UTF-8 text"
        }
        return "multipart/form-data body, \(place): \(what)"
    }
}
