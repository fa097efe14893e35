// libFuzzer target: HaapiGraphics' PNG decoder and its inflater (compiled with
// Sources/HaapiGraphics by Fuzz/run). Any input may be refused with a typed error; none
// may crash, and an accepted image must decode equal from what the encoder makes of it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = PNGDecoder(maxWidth: 256, maxHeight: 256)
    guard let image = try? decoder.decode(bytes) else { return 0 }
    let encoded = PNGEncoder.encode(image)
    guard let again = try? decoder.decode(encoded) else {
        fatalError("the encoder wrote a PNG the decoder refuses")
    }
    precondition(again == image, "an image changed in a round trip")
    return 0
}
