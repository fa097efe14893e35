// libFuzzer target: HaapiDecoder, the typed reading of HAAPI steps and problems
// (compiled with Sources/HaapiModel by Fuzz/run). Any input may be refused with a typed
// error; none may crash, and an accepted document must decode equal from its own JSON.
// An input is also an href: the decoder's short way of resolving a path from the root
// must give the URL Foundation's resolution gives, and what it keeps as text without
// making a URL (a plain path or absolute URL) must be what Foundation reads unchanged.

import Foundation

private let decoder = HaapiDecoder(
    baseURL: URL(string: "https://login.example.com/authn/authenticate"),
    limits: JSONParsingLimits(maximumDocumentSize: 1 << 20, maximumDepth: 64))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHaapiDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    checkHrefResolution(bytes)
    let document: HaapiDocument
    do {
        document = try decoder.decode(bytes)
    } catch {
        precondition(!error.description.isEmpty, "an error without a description")
        return 0
    }
    guard let again = try? decoder.decode(document.jsonData()) else {
        fatalError("a decoded document's own JSON is refused")
    }
    precondition(again == document, "a document changed in a round trip")
    return 0
}

private let resolutionBase = ResolutionBase(URL(string: "https://login.example.com:8443/authn/authenticate?x=1")!)

private func checkHrefResolution(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count < 512, let text = String(validating: bytes, as: UTF8.self) else { return }
    if HrefResolver.isPlainAbsoluteURL(text) {
        precondition(URL(string: text)?.absoluteString == text, "an absolute href kept as text that Foundation changes: \(text)")
    }
    guard HrefResolver.isPlainAbsolutePath(text), let origin = resolutionBase.origin else { return }
    let short = URL(string: origin + text)?.absoluteString
    let foundation = URL(string: text, relativeTo: resolutionBase.url)?.absoluteURL.absoluteString
    precondition(short == foundation, "an href resolved differently: \(text)")
    if HrefResolver.hasPlainTail(text) {
        precondition(short == origin + text, "a path kept as text that Foundation changes: \(text)")
    }
}
