// libFuzzer target: HaapiModel's JSON parser and writer (compiled with
// Sources/HaapiModel by Fuzz/run). Any input may be refused with a typed error; none may
// crash, and whatever is accepted must read back equal from what the writer makes of it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let limits = JSONParsingLimits(maximumDocumentSize: 1 << 20, maximumDepth: 64)
    guard let value = try? JSONValue.parse(bytes, limits: limits) else { return 0 }
    let written = value.serialized()
    guard let again = try? JSONValue.parse(written, limits: limits) else {
        fatalError("the writer made text the parser refuses")
    }
    precondition(again == value, "a value changed in a round trip")
    precondition(again.serialized() == written, "the written text changed in a round trip")
    return 0
}
