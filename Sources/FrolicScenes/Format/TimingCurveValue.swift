import FrolicCore

/// A timing curve written as its control points `[x1, y1, x2, y2]`, the way
/// `CAMediaTimingFunction(controlPoints:::: )` takes them. The x values must
/// lie in 0…1 so the curve is a function of time; y may overshoot.
struct TimingCurveValue: Decodable {
    var curve: TimingCurve
    init(_ curve: TimingCurve) { self.curve = curve }
    init(from decoder: Decoder) throws {
        // Errors name the whole array: an unkeyed container would append its cursor.
        func problem(_ problem: SceneFileError.Problem) -> DecodingError {
            .scene(problem, at: decoder.codingPath)
        }
        var c = try decoder.unkeyedContainer()
        guard c.count == 4 else { throw problem(.notAllowed("expected [x1, y1, x2, y2]")) }
        var v: [Double] = []
        while !c.isAtEnd {
            let x = try c.decode(Double.self)
            guard x.isFinite, x >= -10, x <= 10 else {
                throw problem(.outOfRange("control points must be finite numbers between -10 and 10, got \(FrolicError.number(x))"))
            }
            v.append(x)
        }
        guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
            throw problem(.outOfRange("x1 and x2 must be between 0 and 1, got \(FrolicError.number(v[0])) and \(FrolicError.number(v[2]))"))
        }
        curve = TimingCurve(v[0], v[1], v[2], v[3])
    }
}
