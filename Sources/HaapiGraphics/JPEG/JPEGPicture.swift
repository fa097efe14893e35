/// How a frame's decoded coefficients become pixels: dequantized, transformed back to
/// samples, the smaller colour planes stretched to the image's size, and the colours
/// converted to RGB.
enum JPEGPicture {
    /// How three components are to be read.
    enum ColourTransform: Sendable {
        /// Y, Cb, Cr (JFIF, and Adobe's transform 1): converted to RGB.
        case yCbCr
        /// Red, green and blue already (Adobe's transform 0, or components named R, G, B).
        case none
    }

    /// The image `frame` holds, in 8-bit RGBA.
    static func image(of frame: JPEGFrame, quantization: [[UInt16]?], transform: ColourTransform) throws(JPEGDecodingError) -> PNGImage {
        var full: [[UInt8]] = []
        for index in frame.components.indices {
            full.append(try plane(index, of: frame, quantization: quantization))
        }
        let width = frame.width, height = frame.height
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            guard full.count == 3 else {
                for (index, level) in full[0].enumerated() { (out[index * 4], out[index * 4 + 1], out[index * 4 + 2]) = (level, level, level) }
                return
            }
            full[0].withUnsafeBufferPointer { first in
                full[1].withUnsafeBufferPointer { second in
                    full[2].withUnsafeBufferPointer { third in
                        for index in 0..<(width * height) {
                            switch transform {
                            case .none:
                                (out[index * 4], out[index * 4 + 1], out[index * 4 + 2]) = (first[index], second[index], third[index])
                            case .yCbCr:
                                // T.81's JFIF conversion in 16-bit fixed point.
                                let luma = Int(first[index]) << 16 + 32768, blue = Int(second[index]) - 128, red = Int(third[index]) - 128
                                out[index * 4] = clamp((luma + 91881 * red) >> 16)
                                out[index * 4 + 1] = clamp((luma - 22554 * blue - 46802 * red) >> 16)
                                out[index * 4 + 2] = clamp((luma + 116130 * blue) >> 16)
                            }
                        }
                    }
                }
            }
        }
        guard let image = PNGImage(width: width, height: height, rgba: pixels) else {
            throw JPEGDecodingError(.invalidSegment("dimensions \(width)x\(height)"))
        }
        return image
    }

    /// The luminance of the image `frame` holds: its first plane for greyscale and YCbCr.
    static func luminance(of frame: JPEGFrame, quantization: [[UInt16]?], transform: ColourTransform) throws(JPEGDecodingError) -> GreyImage {
        guard frame.components.count == 1 || transform == .yCbCr else {
            return GreyImage(try image(of: frame, quantization: quantization, transform: transform))
        }
        // The colour planes are not needed, but a file that could not give them is refused alike.
        for component in frame.components where quantization[component.quantizationTable] == nil {
            throw JPEGDecodingError(.missingTable("quantization table \(component.quantizationTable)"))
        }
        return GreyImage(width: frame.width, height: frame.height, levels: try plane(0, of: frame, quantization: quantization))
    }

    /// Component `index`'s samples at the image's size, one a pixel.
    private static func plane(_ index: Int, of frame: JPEGFrame, quantization: [[UInt16]?]) throws(JPEGDecodingError) -> [UInt8] {
        let component = frame.components[index]
        guard let table = quantization[component.quantizationTable] else {
            throw JPEGDecodingError(.missingTable("quantization table \(component.quantizationTable)"))
        }
        let samples = samples(of: component, coefficients: frame.coefficients[index], table: table)
        return stretched(samples, stride: component.blocksPerLine * 8, h: component.h, v: component.v, to: frame)
    }

    /// The samples of `component`'s whole (padded) plane.
    private static func samples(of component: JPEGComponent, coefficients: [Int16], table: [UInt16]) -> [UInt8] {
        let stride = component.blocksPerLine * 8
        var plane = [UInt8](repeating: 0, count: stride * component.blockRows * 8)
        let quantizers = table.map(Float.init)
        plane.withUnsafeMutableBufferPointer { plane in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 64) { block in
                for row in 0..<component.blockRows {
                    for column in 0..<component.blocksPerLine {
                        let base = (row * component.blocksPerLine + column) * 64
                        for k in 0..<64 { block[k] = Float(coefficients[base + k]) * quantizers[k] }
                        JPEGInverseDCT.transform(UnsafeBufferPointer(rebasing: block[...]), into: plane, origin: row * 8 * stride + column * 8, stride: stride)
                    }
                }
            }
        }
        return plane
    }

    /// A component's samples at the image's size, one a pixel: a plane sampled more
    /// coarsely is interpolated between its samples' centres (bilinear, as decoders'
    /// smooth upsampling does), so colour edges are not blocky.
    private static func stretched(_ plane: [UInt8], stride: Int, h: Int, v: Int, to frame: JPEGFrame) -> [UInt8] {
        let width = frame.width, height = frame.height
        var out = [UInt8](repeating: 0, count: width * height)
        let across = taps(count: width, ratio: frame.hMax / h, samples: (width * h + frame.hMax - 1) / frame.hMax)
        let down = taps(count: height, ratio: frame.vMax / v, samples: (height * v + frame.vMax - 1) / frame.vMax)
        plane.withUnsafeBufferPointer { plane in
            out.withUnsafeMutableBufferPointer { out in
                if h == frame.hMax, v == frame.vMax {
                    for y in 0..<height {
                        for x in 0..<width { out[y * width + x] = plane[y * stride + x] }
                    }
                    return
                }
                across.withUnsafeBufferPointer { across in
                    for y in 0..<height {
                        let (row0, row1, rowWeight) = down[y]
                        let top = row0 * stride, bottom = row1 * stride
                        for x in 0..<width {
                            let (column0, column1, columnWeight) = across[x]
                            let upper = Int(plane[top + column0]) * (256 - columnWeight) + Int(plane[top + column1]) * columnWeight
                            let lower = Int(plane[bottom + column0]) * (256 - columnWeight) + Int(plane[bottom + column1]) * columnWeight
                            out[y * width + x] = UInt8(truncatingIfNeeded: (upper * (256 - rowWeight) + lower * rowWeight + 32768) >> 16)
                        }
                    }
                }
            }
        }
        return out
    }

    /// For each of `count` pixels, the two samples around its centre and the second's
    /// weight in 256ths, for a plane with one sample every `ratio` pixels (`samples` of them).
    private static func taps(count: Int, ratio: Int, samples: Int) -> [(Int, Int, Int)] {
        (0..<count).map { pixel in
            // The pixel's centre in the plane's samples, in 256ths: (pixel + ½) / ratio − ½.
            let position = ((2 * pixel + 1) * 128) / ratio - 128
            guard position > 0 else { return (0, 0, 0) }
            let first = min(samples - 1, position >> 8)
            return (first, min(samples - 1, first + 1), position & 255)
        }
    }

    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: max(0, min(255, value)))
    }
}
