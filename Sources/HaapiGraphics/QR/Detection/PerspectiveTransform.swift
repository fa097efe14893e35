/// A projective map of the plane: where a point of a flat square shown at an angle
/// lands in the picture. Made from four points and their images.
struct PerspectiveTransform: Sendable {
    /// Row-major 3 × 3 matrix acting on (x, y, 1).
    private var m: [Double]

    private init(_ m: [Double]) {
        self.m = m
    }

    /// The map taking `from[i]` to `to[i]` for the four points of each quadrilateral,
    /// given in order around it.
    init(from: [ImagePoint], to: [ImagePoint]) {
        precondition(from.count == 4 && to.count == 4, "four points each")
        self = Self.squareToQuadrilateral(to).composed(after: Self.squareToQuadrilateral(from).adjoint)
    }

    /// Where `point` lands.
    func apply(_ point: ImagePoint) -> ImagePoint {
        let w = m[6] * point.x + m[7] * point.y + m[8]
        return ImagePoint(x: (m[0] * point.x + m[1] * point.y + m[2]) / w, y: (m[3] * point.x + m[4] * point.y + m[5]) / w)
    }

    /// The map of the unit square's corners (0,0), (1,0), (1,1), (0,1) to `q`'s.
    private static func squareToQuadrilateral(_ q: [ImagePoint]) -> PerspectiveTransform {
        let (x0, y0, x1, y1, x2, y2, x3, y3) = (q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y)
        let dx3 = x0 - x1 + x2 - x3, dy3 = y0 - y1 + y2 - y3
        if abs(dx3) < 1e-9, abs(dy3) < 1e-9 {
            // A parallelogram: affine.
            return PerspectiveTransform([x1 - x0, x3 - x0, x0, y1 - y0, y3 - y0, y0, 0, 0, 1])
        }
        let dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2
        let denominator = dx1 * dy2 - dx2 * dy1
        let g = (dx3 * dy2 - dx2 * dy3) / denominator
        let h = (dx1 * dy3 - dx3 * dy1) / denominator
        return PerspectiveTransform([x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1])
    }

    /// The adjoint: the inverse up to a scale, which a projective map ignores.
    private var adjoint: PerspectiveTransform {
        PerspectiveTransform([
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ])
    }

    /// This map after `other`: `other` first.
    private func composed(after other: PerspectiveTransform) -> PerspectiveTransform {
        var product = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                product[row * 3 + column] = (0..<3).reduce(0) { $0 + m[row * 3 + $1] * other.m[$1 * 3 + column] }
            }
        }
        return PerspectiveTransform(product)
    }
}
