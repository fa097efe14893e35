import Foundation
import HaapiClient
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// Sends the client's requests straight into a Hummingbird router (no socket): the
/// in-process half of the dev-server integration tests.
struct RouterTransport: HTTPTransport {
    let client: any TestClientProtocol

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        guard let method = HTTPRequest.Method(request.method) else {
            throw HaapiClientError.network(NetworkError(reason: "bad method", request: request.description, isTemporary: false))
        }
        var fields = HTTPFields()
        for field in request.headers {
            if let name = HTTPField.Name(field.name) { fields.append(HTTPField(name: name, value: field.value)) }
        }
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        var uri = components?.percentEncodedPath ?? "/"
        if let query = components?.percentEncodedQuery { uri += "?" + query }
        let response = try await client.executeRequest(
            uri: uri, method: method, headers: fields, body: request.body.map { ByteBuffer(bytes: $0) })
        var headers = TransportHeaders()
        for field in response.headers { headers.add(name: field.name.canonicalName, value: field.value) }
        return TransportResponse(status: response.status.code, headers: headers, body: Data(response.body.readableBytesView))
    }
}
