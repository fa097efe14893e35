// libFuzzer target: the facade's URL router, which reads deep links, universal links and
// the URLs inside scanned QR codes (compiled inside HaapiApp by Fuzz/run). Any URL may be
// refused with a HaapiKitError; none may crash.

import Foundation

private let router = HaapiKitURLRouter(urlScheme: "haapikit", linkHost: "app.example.com")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLRouter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    do {
        _ = try router.route(for: url)
    } catch {
        precondition(!error.description.isEmpty, "an error without a description")
    }
    return 0
}
