// libFuzzer target: HaapiGraphics' QR code encoder against its reader (compiled with
// Sources/HaapiGraphics by Fuzz/run). Any bytes the encoder takes, drawn as a symbol,
// must read back as themselves. Each input is drawn (all eight masks are scored), so it
// runs about a hundred times a second: it runs by time.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQRRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let symbol = try? QRCode(bytes: bytes) else { return 0 }
    guard let payload = try? QRCodeDecoder().decode(rows: symbol.rows) else {
        fatalError("the reader refused the encoder's symbol")
    }
    precondition(payload.bytes == bytes, "bytes changed in a round trip")
    return 0
}
