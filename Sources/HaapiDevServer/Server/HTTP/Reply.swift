import HTTPTypes
import HaapiModel
import Hummingbird
import NIOCore

/// Builders of responses.
enum Reply {
    /// A HAAPI step (`application/vnd.auth+json`).
    static func haapi(_ representation: Representation, headers: HTTPFields = [:]) -> Response {
        bytes(representation.jsonData(), contentType: HaapiModel.MediaType.haapi, headers: headers)
    }

    /// A JSON document.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok, contentType: String = HaapiModel.MediaType.json) -> Response {
        bytes(value.serialized(), status: status, contentType: contentType)
    }

    /// An error answer.
    static func failure(_ failure: HTTPFailure) -> Response {
        bytes(failure.body, status: failure.status, contentType: failure.contentType, headers: failure.headers)
    }

    /// An HTML page.
    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        bytes(Array(text.utf8), status: status, contentType: HaapiModel.MediaType.html)
    }

    /// A `302 Found` to `location`.
    static func redirect(to location: String) -> Response {
        var headers = HTTPFields()
        headers[.location] = location
        headers[.cacheControl] = "no-store"
        return Response(status: .found, headers: headers)
    }

    static func bytes(
        _ body: [UInt8], status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:]
    ) -> Response {
        var all = headers
        all[.contentType] = contentType
        if all[.cacheControl] == nil { all[.cacheControl] = "no-store" }
        return Response(status: status, headers: all, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// HTML escaping for the dev pages.
func htmlEscaped(_ text: String) -> String {
    var out = ""
    for c in text {
        switch c {
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(c)
        }
    }
    return out
}
