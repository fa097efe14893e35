// libFuzzer target: HaapiGraphics' JPEG decoder, the whole picture and the luminance a QR
// reader takes (compiled with Sources/HaapiGraphics by Fuzz/run). Any input may be refused
// with a typed error; none may crash or run away, and both ways must agree on the size.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Small limits keep each run short; the checks before allocation are what is tried.
    let decoder = JPEGDecoder(maxWidth: 512, maxHeight: 512, maxPixels: 65_536, maxScans: 40)
    let image = try? decoder.decode(bytes)
    let luminance = try? decoder.luminance(bytes)
    precondition((image == nil) == (luminance == nil), "the picture and its luminance disagree on whether it decodes")
    if let image, let luminance {
        let turned = image.width != luminance.width
        precondition(turned ? image.width == luminance.height && image.height == luminance.width
                            : image.width == luminance.width && image.height == luminance.height,
                     "the picture and its luminance differ in size")
        precondition(image.pixels.count == image.width * image.height * 4, "an image of the wrong length")
    }
    return 0
}
