import Benchmark
import Foundation
import HaapiGraphics

/// What reading a photo of a QR code costs (issue 44): a code drawn by HaapiKit's encoder,
/// turned 23° and slanted, on a grey gradient the size of a phone's picture, read by
/// `QRCodeDecoder` (detection, sampling, decoding).
///
/// - *QR photo 1 MP* / *QR photo 12 MP* — `decode(image:)` of a 1 200 × 900 and a
///   4 000 × 3 000 picture (pixels already decoded);
/// - *QR photo 12 MP as PNG* — the same picture from its PNG file (`decode(imageData:)`),
///   so the PNG decoder's share shows;
/// - *QR photo 12 MP as JPEG* — a phone-sized photo (`photo-12mp.jpg`, 4 032 × 3 024,
///   4:2:0, quality 85, made by ImageMagick: the code turned 23° on a noisy gradient) read
///   from its file, and *JPEG decode 12 MP*, the same file decoded to RGBA alone.
///
/// The picture is made in memory once (no outside tools), the code filling about a third
/// of its width.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 20)

    let small = photo(width: 1200, height: 900)
    let large = photo(width: 4000, height: 3000)
    let largePNG = Data(PNGEncoder.encode(large))
    let expected = "https://login.example.com/activate?code=483920"
    let photoJPEG = try! Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("photo-12mp.jpg"))

    Benchmark("QR photo 1 MP") { benchmark in
        for _ in benchmark.scaledIterations {
            let text = try QRCodeDecoder().decode(image: small).text
            precondition(text == expected, "the 1 MP photo was not read")
        }
    }
    Benchmark("QR photo 12 MP") { benchmark in
        for _ in benchmark.scaledIterations {
            let text = try QRCodeDecoder().decode(image: large).text
            precondition(text == expected, "the 12 MP photo was not read")
        }
    }
    Benchmark("QR photo 12 MP as PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            let text = try QRCodeDecoder().decode(imageData: largePNG).text
            precondition(text == expected, "the 12 MP PNG was not read")
        }
    }
    Benchmark("QR photo 12 MP as JPEG") { benchmark in
        for _ in benchmark.scaledIterations {
            let text = try QRCodeDecoder().decode(imageData: photoJPEG).text
            precondition(text == expected, "the 12 MP JPEG was not read")
        }
    }
    Benchmark("JPEG decode 12 MP") { benchmark in
        for _ in benchmark.scaledIterations {
            let image = try JPEGDecoder().decode(photoJPEG)
            precondition(image.width == 4032 && image.height == 3024, "the 12 MP JPEG was not decoded")
        }
    }
}

/// A picture of `width` × `height` pixels: a grey gradient (light top left, darker bottom
/// right, as uneven light is), and a QR code in its middle, turned 23° and slanted.
func photo(width: Int, height: Int) -> PNGImage {
    let code = try! QRCode(text: "https://login.example.com/activate?code=483920")
    var image = PNGImage(width: width, height: height)
    let side = Double(width) / 3
    let module = side / Double(code.size)
    let (cx, cy) = (Double(width) / 2, Double(height) / 2)
    let angle = 23.0 * Double.pi / 180
    let (c, s) = (cos(angle), sin(angle))
    for y in 0..<height {
        for x in 0..<width {
            let shade = 235 - Int(60 * Double(x + y) / Double(width + height))
            // Into the code's frame: undo the turn, then a slant of 10 % along x.
            let dx = Double(x) - cx, dy = Double(y) - cy
            let u = (c * dx + s * dy) / (1 + 0.1 * dy / side) + side / 2
            let v = -s * dx + c * dy + side / 2
            let column = Int((u / module).rounded(.down)), row = Int((v / module).rounded(.down))
            let dark = u >= 0 && v >= 0 && code.isDark(x: column, y: row)
            let level = UInt8(dark ? shade / 5 : shade)
            image.setPixel(x: x, y: y, to: RGBAColor(red: level, green: level, blue: level))
        }
    }
    return image
}
