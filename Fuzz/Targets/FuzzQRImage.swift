// libFuzzer target: HaapiGraphics' QR detector and reader on a picture, as a camera hands
// it over (compiled with Sources/HaapiGraphics by Fuzz/run). The first two bytes are the
// width (little-endian, 8 to 512 pixels), the rest grey levels row by row (at most 512
// rows). The reader may refuse any picture with a typed error, never crash or run away.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQRImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 2 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let width = min(512, max(8, Int(bytes[0]) | Int(bytes[1]) << 8))
    let height = min(512, (size - 2) / width)
    guard height > 0 else { return 0 }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
        let level = bytes[2 + index]
        rgba[index * 4] = level
        rgba[index * 4 + 1] = level
        rgba[index * 4 + 2] = level
    }
    guard let image = PNGImage(width: width, height: height, rgba: rgba) else { return 0 }
    _ = try? QRCodeDecoder().decode(image: image)
    return 0
}
