// libFuzzer target: HaapiGraphics' QR code reader (compiled with Sources/HaapiGraphics by
// Fuzz/run), on what a camera would hand it: the first byte picks a symbol size (versions
// 1 to 10), the rest are the modules, row by row. The reader may refuse them with a typed
// error, never crash. (The encoder's round trip is the `qrroundtrip` target: it draws a
// symbol per input and runs a hundred times slower.)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQRDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let version = Int(bytes[0] % 10) + 1
    let side = 17 + 4 * version
    var rows: [[Bool]] = []
    rows.reserveCapacity(side)
    for row in 0..<side {
        rows.append((0..<side).map { column in
            let bit = row * side + column
            let index = 1 + bit / 8
            return index < bytes.count && bytes[index] & (1 << UInt8(bit % 8)) != 0
        })
    }
    _ = try? QRCodeDecoder().decode(rows: rows)
    return 0
}
