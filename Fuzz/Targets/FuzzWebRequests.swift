// libFuzzer target: what the web host reads from a browser's request — url-encoded and
// multipart form bodies, the multipart boundary, the session cookie and Accept-Language
// (compiled inside HaapiWeb by Fuzz/run, linked against the debug build of Hummingbird
// and the rest). The first byte picks the reader; none may crash.

import HaapiUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebRequests(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let text = String(decoding: body, as: UTF8.self)
    switch data[0] % 5 {
    case 0:
        // One field per non-empty piece between separators; a name holds "&" only when it
        // was sent escaped ("%26").
        let fields = FormBody.fields(text)
        precondition(fields.count == text.split(separator: "&").count, "a separator split or joined fields")
        for field in fields where field.name.contains("&") {
            precondition(text.contains("%26"), "a field name kept a separator")
        }
    case 1:
        if let value = WebCookies(secure: false).value(in: text) {
            precondition(value.utf8.allSatisfy(WebCookies.isTokenByte), "a cookie value with a byte outside the token alphabet")
        }
    case 2:
        _ = try? MultipartFormData.boundary(inContentType: text)
    case 3:
        // The boundary is the first line, the body the rest.
        let lines = body.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2 else { return 0 }
        let boundary = String(decoding: lines[0], as: UTF8.self)
        _ = try? MultipartFormData.parts(of: Array(lines[1]), boundary: boundary)
        _ = try? PostedForm.submission(Array(lines[1]), boundary: boundary)
    default:
        precondition(Language.shipped.contains(AcceptLanguage.language(from: text)), "a language that is not shipped")
    }
    return 0
}
