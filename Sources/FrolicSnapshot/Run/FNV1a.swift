/// 64-bit FNV-1a: a stable digest of bytes for detecting that a GIF changed.
/// Not cryptographic, and needs none: it guards against accidents, not attacks,
/// and unlike `hashValue` it is the same in every process.
package struct FNV1a: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func combine<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for b in bytes { value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
    }

    package static func hex<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var h = FNV1a()
        h.combine(bytes)
        return h.hex
    }

    package var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
