// libFuzzer target: HaapiDecoder, the typed reading of HAAPI steps and problems
// (compiled with Sources/HaapiModel by Fuzz/run). Any input may be refused with a typed
// error; none may crash, and an accepted document must decode equal from its own JSON.

import Foundation

private let decoder = HaapiDecoder(
    baseURL: URL(string: "https://login.example.com/authn/authenticate"),
    limits: JSONParsingLimits(maximumDocumentSize: 1 << 20, maximumDepth: 64))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHaapiDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
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
