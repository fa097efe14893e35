import Foundation
import HTTPTypes
import HaapiClient
import HaapiHTTPServer
import Tracing

/// A transport that makes each request of a login's client to the HAAPI server a client
/// span of the sign-in's trace (under the page request that caused it) and sends the
/// span's `traceparent` with it, so that the server's spans join the trace. The span holds
/// the method, the server's host and port, the status and the answer's representation
/// type (`authentication-step`), never the path (it names the server's session), a body or a header.
struct TracedHTTPTransport: HTTPTransport {
    let base: any HTTPTransport
    let tracer: any Tracer
    /// The context of the login's latest page request, if it has one.
    let parent: @Sendable @MainActor () -> ServiceContext?

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let context = await parent() ?? ServiceContext.current ?? .topLevel
        let span = tracer.startAnySpan(request.method, context: context, ofKind: .client)
        defer { span.end() }
        span.attributes["http.request.method"] = request.method
        if let host = request.url.host { span.attributes["server.address"] = host }
        if let port = request.url.port { span.attributes["server.port"] = port }
        var fields = HTTPFields()
        tracer.inject(span.context, into: &fields)
        var request = request
        for field in fields { request.headers[field.name.canonicalName] = field.value }
        do {
            let response = try await base.send(request)
            span.attributes["http.response.status_code"] = response.status
            if let type = HAAPIAnswerSummary(response)?.type { span.attributes["haapi.representation.type"] = type }
            if response.status >= 500 { span.setStatus(SpanStatus(code: .error)) }
            return response
        } catch {
            // The error's type only: its description may quote the URL.
            span.attributes["error.type"] = String(describing: type(of: error))
            span.setStatus(SpanStatus(code: .error))
            throw error
        }
    }
}
