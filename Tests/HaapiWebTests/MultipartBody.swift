import Foundation

/// A `multipart/form-data` body as a browser builds it for a form with a file chooser.
struct MultipartBody {
    let boundary = "----HaapiTestBoundary" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    private(set) var data = Data()

    /// The request's `Content-Type`.
    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Adds a text field.
    mutating func field(_ name: String, _ value: String) {
        data += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
    }

    /// Adds a file (an empty `fileName` and no bytes: no file chosen, as browsers post it).
    mutating func file(_ name: String, fileName: String, type: String = "application/octet-stream", _ contents: Data) {
        data += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(fileName)\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
        data += contents
        data += Data("\r\n".utf8)
    }

    /// The body with its closing delimiter.
    var closed: Data { data + Data("--\(boundary)--\r\n".utf8) }
}
