import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiApp
import HaapiUI
public import Hummingbird
import Logging
import NIOCore

extension WebHost {
    /// The host's routes, to serve with Hummingbird (``start(bind:port:)`` does): the
    /// pages, `/healthz`, `/readyz` and the metrics (``WebHostConfiguration/metricsPath``),
    /// each request with its id and counted (see <doc:OperatingTheHost>).
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        addOperations(to: router)
        router.get("/") { [self] request, _ in await page(request) }
        router.post("/") { [self] request, _ in await post(request) }
        router.get("/screen") { [self] request, _ in await screenUpdate(request) }
        for page in screenPages {
            router.get(RouterPath(stringLiteral: page.path)) { [self] request, _ in await showScreenPage(page, request) }
            router.post(RouterPath(stringLiteral: page.path)) { [self] request, _ in await answerScreenPage(page, request) }
        }
        router.get(RouterPath(stringLiteral: OpenPageScreen.path)) { [self] request, _ in await openPage(request) }
        router.get("/\(ResumeWaiters.path)/{id}") { [self] request, context in
            await resume(request, id: context.parameters.get("id") ?? "")
        }
        router.post("/\(PasskeyCeremonies.path)/{id}") { [self] request, context in
            await passkeyAnswer(request, id: context.parameters.get("id") ?? "")
        }
        router.post(RouterPath(stringLiteral: CameraFrames.path)) { [self] request, _ in await cameraFrame(request) }
        addPasskeyAccountRoutes(to: router)
        if configuration.app != nil {
            router.get("/\(HaapiKitURLRouter.pathPrefix)/{action}") { [self] request, _ in await appLink(request) }
        }
        router.get("/images/{name}") { [images] _, context in
            guard let name = context.parameters.get("name"), let image = images[name] else {
                return Response(status: .notFound, headers: SecurityHeaders.fields(nonce: nil))
            }
            var headers = SecurityHeaders.fields(nonce: nil)
            headers[.contentType] = image.mediaType
            headers[.cacheControl] = "public, max-age=3600"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data)))
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent, headers: SecurityHeaders.fields(nonce: nil)) }
        router.get(RouterPath(stringLiteral: WebScript.path)) { _, _ in
            var headers = SecurityHeaders.fields(nonce: nil)
            headers[.contentType] = "text/javascript; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: WebScript.source)))
        }
        return router
    }
}
