import FrolicCore

// Scene files write points, sizes and colours compactly as arrays:
// `[x, y]`, `[width, height]`, `[r, g, b]` or `[r, g, b, a]` (0…1), or "#RRGGBB".

struct PointValue: Decodable {
    var point: Point
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        guard c.count == 2 else { throw DecodingError.scene(.notAllowed("expected [x, y]"), in: c) }
        let x = try c.decode(Double.self), y = try c.decode(Double.self)
        guard x.isFinite, y.isFinite else { throw DecodingError.scene(.outOfRange("coordinates must be finite"), in: c) }
        point = Point(x, y)
    }
}

struct SizeValue: Decodable {
    var size: Size
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        guard c.count == 2 else { throw DecodingError.scene(.notAllowed("expected [width, height]"), in: c) }
        size = Size(try c.decode(Double.self), try c.decode(Double.self))
    }
}

struct ColorValue: Decodable {
    var color: Color
    init(_ color: Color) { self.color = color }
    init(from decoder: Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            guard s.count == 7, s.first == "#", let hex = UInt32(s.dropFirst(), radix: 16) else {
                throw DecodingError.scene(.notAllowed("expected a colour \"#RRGGBB\" or [r, g, b(, a)] in 0…1, got \"\(s)\""), at: decoder.codingPath)
            }
            color = Color(hex: hex)
            return
        }
        var c = try decoder.unkeyedContainer()
        guard c.count == 3 || c.count == 4 else {
            throw DecodingError.scene(.notAllowed("expected a colour \"#RRGGBB\" or [r, g, b(, a)] in 0…1"), in: c)
        }
        var v: [Double] = []
        while !c.isAtEnd {
            let x = try c.decode(Double.self)
            guard x >= 0, x <= 1 else { throw DecodingError.scene(.outOfRange("colour channels must be between 0 and 1, got \(x)"), in: c) }
            v.append(x)
        }
        color = Color(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
    }
}

extension KeyedDecodingContainer {
    /// The size at `key`, or `fallback` when the key is absent; a width or
    /// height that fails `check` is an error at that key naming the side.
    func size(_ key: Key, default fallback: Size, _ check: (Double) -> SceneFileError.Problem?) throws -> Size {
        let s = try decodeIfPresent(SizeValue.self, forKey: key)?.size ?? fallback
        for (v, side) in [(s.width, "width"), (s.height, "height")] {
            if let problem = check(v) {
                throw DecodingError.scene(problem.naming(side), forKey: key, in: self)
            }
        }
        return s
    }
}

/// `[x, y, width, height]` in points, as UIKit's `CGRect(x:y:width:height:)`.
struct RectValue: Decodable {
    var rect: Rect
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        guard c.count == 4 else { throw DecodingError.scene(.notAllowed("expected [x, y, width, height]"), in: c) }
        let v = try (0..<4).map { _ in try c.decode(Double.self) }
        guard v.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else {
            throw DecodingError.scene(.outOfRange("expected numbers between -100000 and 100000"), at: decoder.codingPath)
        }
        guard v[2] > 0, v[3] > 0 else {
            throw DecodingError.scene(.outOfRange("width and height must be greater than 0"), at: decoder.codingPath)
        }
        rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
