public import Foundation

extension QRCode {
    /// Renders the symbol as an image: black modules on white, each module
    /// `scale` × `scale` pixels, surrounded by `quietZone` light modules.
    ///
    /// `scale` below 1 is treated as 1 and a negative `quietZone` as 0.
    public func image(scale: Int = 8, quietZone: Int = 4) -> PNGImage {
        let scale = max(1, scale), quietZone = max(0, quietZone)
        let side = (size + 2 * quietZone) * scale
        var image = PNGImage(width: side, height: side, fill: .white)
        for y in 0..<side {
            let moduleY = y / scale - quietZone
            for x in 0..<side where isDark(x: x / scale - quietZone, y: moduleY) {
                image.setPixel(x: x, y: y, to: .black)
            }
        }
        return image
    }

    /// A crisp 1-bit greyscale PNG of the symbol (see ``image(scale:quietZone:)``).
    public func pngData(scale: Int = 8, quietZone: Int = 4) -> Data {
        PNGEncoder.encode(image(scale: scale, quietZone: quietZone), format: .gray1)
    }

    /// The PNG from ``pngData(scale:quietZone:)`` as a `data:image/png;base64,` URL.
    public func pngDataURL(scale: Int = 8, quietZone: Int = 4) -> String {
        PNGDataURL.string(for: pngData(scale: scale, quietZone: quietZone))
    }
}
