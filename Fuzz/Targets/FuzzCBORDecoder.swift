// libFuzzer target: the CBOR decoder and encoder of HaapiWebAuthn (compiled with
// Sources/HaapiWebAuthn/CBOR/*.swift by Fuzz/run). Any input may be refused; none may
// crash, and whatever is accepted must survive a round trip through the encoder.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCBORDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = CBORDecoder()
    if let (value, used) = try? decoder.decodePrefix(bytes) {
        precondition(used > 0 && used <= bytes.count, "the prefix used \(used) of \(bytes.count) bytes")
        let encoded = CBOREncoder().encode(value)
        guard let again = try? decoder.decode(encoded) else { fatalError("the encoder wrote bytes the decoder refuses") }
        precondition(again == value, "a value changed in a round trip")
        precondition(CBOREncoder().encode(again) == encoded, "canonical bytes changed in a round trip")
        if used == bytes.count {
            precondition((try? decoder.decode(bytes)) == value, "decode and decodePrefix disagree")
        }
    }
    return 0
}
