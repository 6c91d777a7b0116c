import FrolicCore

// Scene files write points, sizes and colours compactly as arrays:
// `[x, y]`, `[width, height]`, `[r, g, b]` or `[r, g, b, a]` (0…1), or
// "#RRGGBB" (also "#RGB" and "#RRGGBBAA"). A list of the wrong length is an
// error at the list, saying how many numbers it takes and how many it has.

extension UnkeyedDecodingContainer {
    /// Throws unless the list has `counts` items: at the list itself (not at
    /// its first item), `expected 4 numbers [x, y, width, height], got 5`.
    func expectCount(_ counts: Set<Int>, _ shape: String, at path: [any CodingKey]) throws {
        guard let count, !counts.contains(count) else { return }
        let expected = counts.sorted().map(String.init).joined(separator: " or ")
        throw DecodingError.scene(.notAllowed("expected \(expected) numbers \(shape), got \(count)"), at: path)
    }
}

struct PointValue: Decodable {
    var point: Point
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        try c.expectCount([2], "[x, y]", at: decoder.codingPath)
        let x = try c.decode(Double.self), y = try c.decode(Double.self)
        guard x.isFinite, y.isFinite else { throw DecodingError.scene(.outOfRange("coordinates must be finite"), in: c) }
        point = Point(x, y)
    }
}

struct SizeValue: Decodable {
    var size: Size
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        try c.expectCount([2], "[width, height]", at: decoder.codingPath)
        size = Size(try c.decode(Double.self), try c.decode(Double.self))
    }
}

struct ColorValue: Decodable {
    var color: Color
    init(_ color: Color) { self.color = color }

    /// The forms a colour takes, for its errors.
    static let forms = "\"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or [r, g, b(, a)] in 0…1"

    init(from decoder: Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            guard let color = Self.hex(s) else {
                throw DecodingError.scene(.notAllowed("expected a colour \(Self.forms), got \(FrolicError.quoted(s))"), at: decoder.codingPath)
            }
            self.color = color
            return
        }
        var c = try decoder.unkeyedContainer()
        try c.expectCount([3, 4], "[r, g, b(, a)] in 0…1 (or a colour \"#RRGGBB\")", at: decoder.codingPath)
        var v: [Double] = []
        while !c.isAtEnd { v.append(try c.decode(Double.self)) }
        if let i = v.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
            throw DecodingError.scene(.outOfRange("colour channels must be between 0 and 1, got \(FrolicError.number(v[i]))"
                                                  + Self.byteHint(v)), at: decoder.codingPath + [AnyCodingKey(intValue: i)])
        }
        color = Color(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last, as CSS writes it); nil for anything else.
    static func hex(_ s: String) -> Color? {
        let digits = s.dropFirst()
        guard s.first == "#", [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let n = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = n >> 8 & 0xF, g = n >> 4 & 0xF, b = n & 0xF
            return Color(hex: r * 0x11_0000 + g * 0x1100 + b * 0x11)
        case 6:
            return Color(hex: n)
        default:
            return Color(hex: n >> 8, alpha: Double(n & 0xFF) / 255)
        }
    }

    /// Channels written in 0…255 (whole numbers, one above 1) are not read as
    /// such, since `[1, 1, 1]` would then mean white in one form and black in
    /// the other: the hint gives the same colour as `#RRGGBB`.
    static func byteHint(_ v: [Double]) -> String {
        guard v.allSatisfy({ $0 >= 0 && $0 <= 255 && $0 == $0.rounded() }) else { return "" }
        let bytes = v.map { Int($0) }
        let hex = bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        return "; for channels in 0…255 write \"#\(hex)\" instead"
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
        try c.expectCount([4], "[x, y, width, height]", at: decoder.codingPath)
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
