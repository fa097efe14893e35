import Foundation

/// `multipart/form-data` bodies (RFC 7578) as browsers post a form with a file: a
/// strict reader that takes what browsers send and refuses the rest with a
/// ``MultipartFormDataError`` naming the part and byte. No preamble or epilogue, no
/// nested multiparts, no transfer encodings; every part needs
/// `Content-Disposition: form-data; name="..."`; sizes and counts are limited.
///
/// ```swift
/// let boundary = try MultipartFormData.boundary(inContentType: contentType)
/// let parts = try MultipartFormData.parts(of: bytes, boundary: boundary)
/// ```
enum MultipartFormData {
    /// How much a body may hold.
    struct Limits: Sendable, Hashable {
        /// Parts in one body.
        var maximumParts = 32
        /// Header lines in one part.
        var maximumHeaders = 8
        /// Bytes in one header line (without its line end).
        var maximumHeaderLineLength = 1024
        /// Bytes in one text field.
        var maximumFieldSize = FormBody.maximumSize
        /// Bytes in one file.
        var maximumFileSize = 1 << 20
    }

    /// One part of a body: a text field (``fileName`` is `nil`) or a file.
    struct Part: Sendable, Hashable {
        /// The field's name.
        var name: String
        /// The file's name as the browser sent it (empty when no file was chosen), or
        /// `nil` for a text field.
        var fileName: String?
        /// The part's `Content-Type`, if it has one.
        var contentType: String?
        /// The part's bytes.
        var body: Data
    }

    /// The boundary of `contentType` (a `Content-Type` value such as
    /// `multipart/form-data; boundary=----x`): 1 to 70 of the characters RFC 2046
    /// allows, quoted or not.
    ///
    /// - Throws: ``MultipartFormDataError/Kind/invalidBoundary(reason:)``.
    static func boundary(inContentType contentType: String) throws(MultipartFormDataError) -> String {
        func refuse(_ reason: String) -> MultipartFormDataError { MultipartFormDataError(.invalidBoundary(reason: reason)) }
        let items = contentType.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard items.first?.lowercased() == "multipart/form-data" else { throw refuse("the content type is not multipart/form-data") }
        var found: String?
        for item in items.dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            guard found == nil else { throw refuse("the content type names two boundaries") }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\"") {
                guard value.count >= 2, value.hasSuffix("\"") else { throw refuse("an unterminated quoted boundary") }
                value = String(value.dropFirst().dropLast())
            }
            found = value
        }
        guard let boundary = found else { throw refuse("the content type names no boundary") }
        guard (1...70).contains(boundary.utf8.count) else { throw refuse("a boundary has 1 to 70 characters, not \(boundary.utf8.count)") }
        guard boundary.utf8.allSatisfy(isBoundaryByte), boundary.utf8.last != UInt8(ascii: " ") else {
            throw refuse("a boundary holds only letters, digits, spaces (not last) and '()+_,-./:=?")
        }
        return boundary
    }

    /// The parts of `body`, in order.
    ///
    /// - Throws: ``MultipartFormDataError`` for the first thing that is not as browsers
    ///   send it, or that is beyond `limits`.
    static func parts(of body: [UInt8], boundary: String, limits: Limits = Limits()) throws(MultipartFormDataError) -> [Part] {
        let dashBoundary = Array("--\(boundary)".utf8)
        let delimiter = crlf + dashBoundary
        guard body.starts(with: dashBoundary) else { throw MultipartFormDataError(.missingOpeningBoundary) }
        var position = dashBoundary.count
        var parts: [Part] = []
        while true {
            // After a delimiter: "--" closes the body, a line end starts the next part.
            if body[position...].starts(with: doubleDash) {
                let rest = body[(position + 2)...]
                guard rest.isEmpty || rest.elementsEqual(crlf) else {
                    throw MultipartFormDataError(.dataAfterClosingBoundary, offset: position + 2)
                }
                return parts
            }
            guard body[position...].starts(with: crlf) else {
                let kind: MultipartFormDataError.Kind = position + 2 > body.count ? .missingClosingBoundary : .malformedDelimiterLine
                throw MultipartFormDataError(kind, part: parts.count + 1, offset: position)
            }
            position += 2
            let number = parts.count + 1
            guard number <= limits.maximumParts else { throw MultipartFormDataError(.tooManyParts(limit: limits.maximumParts), part: number, offset: position) }
            let headers = try readHeaders(body, from: &position, part: number, limits: limits)
            guard let end = firstIndex(of: delimiter, in: body, from: position) else {
                throw MultipartFormDataError(.missingClosingBoundary, part: number, offset: body.count)
            }
            let part = try makePart(headers: headers, body: body[position..<end], part: number, offset: position, limits: limits)
            parts.append(part)
            position = end + delimiter.count
        }
    }

    // MARK: Headers

    private struct Header {
        let name: String
        let value: String
        let offset: Int
    }

    /// The header lines of the part starting at `position`, which is moved past the blank line ending them.
    private static func readHeaders(
        _ body: [UInt8], from position: inout Int, part: Int, limits: Limits
    ) throws(MultipartFormDataError) -> [Header] {
        var headers: [Header] = []
        while true {
            let start = position
            let searchEnd = min(body.count, start + limits.maximumHeaderLineLength + 2)
            guard let lineEnd = firstIndex(of: crlf, in: body[..<searchEnd], from: start) else {
                let kind: MultipartFormDataError.Kind = searchEnd == body.count
                    ? .missingClosingBoundary : .headerTooLong(limit: limits.maximumHeaderLineLength)
                throw MultipartFormDataError(kind, part: part, offset: start)
            }
            position = lineEnd + 2
            if lineEnd == start { return headers }
            guard headers.count < limits.maximumHeaders else {
                throw MultipartFormDataError(.tooManyHeaders(limit: limits.maximumHeaders), part: part, offset: start)
            }
            headers.append(try header(body[start..<lineEnd], part: part, offset: start))
        }
    }

    /// One `Name: value` line: the name a token, the value UTF-8 without control characters.
    private static func header(_ line: ArraySlice<UInt8>, part: Int, offset: Int) throws(MultipartFormDataError) -> Header {
        func refuse(_ reason: String) -> MultipartFormDataError { MultipartFormDataError(.malformedHeader(reason: reason), part: part, offset: offset) }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw refuse("no colon") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw refuse("the name is not a token (folded lines are not accepted)") }
        let rawValue = line[(colon + 1)...]
        guard !rawValue.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { throw refuse("a control character") }
        guard let value = String(validating: rawValue, as: UTF8.self) else { throw refuse("the value is not UTF-8") }
        return Header(name: String(decoding: name, as: UTF8.self).lowercased(), value: value.trimmingCharacters(in: .whitespaces), offset: offset)
    }

    /// A part from its headers: its name and file name from `Content-Disposition`, its
    /// `Content-Type`, and its body within the limits.
    private static func makePart(
        headers: [Header], body: ArraySlice<UInt8>, part: Int, offset: Int, limits: Limits
    ) throws(MultipartFormDataError) -> Part {
        let dispositions = headers.filter { $0.name == "content-disposition" }
        guard let disposition = dispositions.first else { throw MultipartFormDataError(.missingContentDisposition, part: part, offset: offset) }
        guard dispositions.count == 1 else {
            throw MultipartFormDataError(.malformedContentDisposition(reason: "the part has two"), part: part, offset: dispositions[1].offset)
        }
        let types = headers.filter { $0.name == "content-type" }
        guard types.count <= 1 else { throw MultipartFormDataError(.malformedHeader(reason: "two Content-Type headers"), part: part, offset: types[1].offset) }
        let (name, fileName) = try nameAndFileName(disposition.value, part: part, offset: disposition.offset)
        if let fileName {
            guard body.count <= limits.maximumFileSize else {
                throw MultipartFormDataError(.fileTooLarge(name: name, limit: limits.maximumFileSize), part: part, offset: offset)
            }
            return Part(name: name, fileName: fileName, contentType: types.first?.value, body: Data(body))
        }
        guard body.count <= limits.maximumFieldSize else {
            throw MultipartFormDataError(.fieldTooLarge(name: name, limit: limits.maximumFieldSize), part: part, offset: offset)
        }
        return Part(name: name, fileName: nil, contentType: types.first?.value, body: Data(body))
    }

    /// `form-data; name="field"; filename="file.png"`: the name (required, not empty)
    /// and the file name (`nil` when the parameter is absent). Other parameters are
    /// ignored; a repeated one is refused. Browsers escape `"`, CR and LF in names as
    /// `%22`, `%0D` and `%0A` and never use backslashes, so quoted strings end at the next quote.
    private static func nameAndFileName(_ value: String, part: Int, offset: Int) throws(MultipartFormDataError) -> (String, String?) {
        func refuse(_ reason: String) -> MultipartFormDataError {
            MultipartFormDataError(.malformedContentDisposition(reason: reason), part: part, offset: offset)
        }
        var rest = Substring(value)
        let type = rest.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        guard type.lowercased() == "form-data" else { throw refuse("the type is \"\(type.prefix(40))\", not form-data") }
        rest = rest.drop { $0 != ";" }
        var parameters: [String: String] = [:]
        while !rest.isEmpty {
            guard rest.first == ";" else { throw refuse("parameters are separated by ;") }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let key = rest.prefix { $0 != "=" && $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
            guard !key.isEmpty, key.utf8.allSatisfy(isTokenByte) else { throw refuse("a parameter without a name") }
            rest = rest.drop { $0 != "=" && $0 != ";" }
            guard rest.first == "=" else { throw refuse("the parameter \(key) has no value") }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let parsed: String
            if rest.first == "\"" {
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: "\"") else { throw refuse("the value of \(key) has no closing quote") }
                parsed = String(rest[..<close])
                rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            } else {
                let token = rest.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                guard !token.isEmpty, token.utf8.allSatisfy(isTokenByte) else { throw refuse("the value of \(key) is neither quoted nor a token") }
                parsed = token
                rest = rest.drop { $0 != ";" }
            }
            guard parameters.updateValue(parsed, forKey: key) == nil else { throw refuse("the parameter \(key) is given twice") }
        }
        guard let name = parameters["name"], !name.isEmpty else { throw refuse("no name") }
        return (name, parameters["filename"])
    }

    // MARK: Bytes

    private static let crlf: [UInt8] = [0x0D, 0x0A]
    private static let doubleDash: [UInt8] = [0x2D, 0x2D]

    /// Where `needle` first starts in `haystack` at or after `start`.
    private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, haystack.endIndex - start >= needle.count else { return nil }
        var index = start
        let last = haystack.endIndex - needle.count
        while index <= last {
            guard let candidate = haystack[index...last].firstIndex(of: first) else { return nil }
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        firstIndex(of: needle, in: haystack[...], from: start)
    }

    /// RFC 2046's `bchars`: letters, digits, `'()+_,-./:=?` and space.
    private static func isBoundaryByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "'()+_,-./:=? ".utf8.contains(byte)
    }

    /// RFC 9110's `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
