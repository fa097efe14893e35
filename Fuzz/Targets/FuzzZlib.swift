// libFuzzer target: HaapiGraphics' zlib inflater and deflater (compiled with
// Sources/HaapiGraphics by Fuzz/run). Any input given to the inflater may be refused with a
// typed error but never crash or exceed its output bound; any input compressed by each
// method must inflate back to itself.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZlib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let bound = 1 << 16
    if let inflated = try? Zlib.decompress(bytes, maxOutputSize: bound) {
        precondition(inflated.count <= bound, "the inflater passed its output bound")
    }
    for method in DeflateMethod.allCases {
        let compressed = Zlib.compress(bytes, method: method)
        guard let back = try? Zlib.decompress(compressed, maxOutputSize: max(bytes.count, 1)) else {
            fatalError("the inflater refused what the deflater wrote (\(method))")
        }
        precondition(back == bytes, "bytes changed in a round trip (\(method))")
    }
    return 0
}
