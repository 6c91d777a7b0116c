import Foundation

/// What the scene's GIF encoding looked like when recorded, without storing a
/// GIF: the palette the quantizer chose, a digest of each key frame's palette
/// indices (the colour mapping), and a digest of a GIF made of the key frames
/// by the real `GIFWriter` (frame differencing, merging, delays, LZW). Output
/// is byte-identical by design, so digests are exact. Only key frames are
/// encoded, so the check costs a few frames, not the whole animation.
public struct GIFRecord: Codable, Hashable, Sendable {
    /// FNV-1a 64 of the key-frame GIF.
    public var digest: String
    public var bytes: Int
    /// Key frames encoded, and frames left in the GIF after identical neighbours merged.
    public var frames: Int
    public var gifFrames: Int
    /// The GIF's palette as `#rrggbb`.
    public var palette: [String]
    /// FNV-1a 64 of each key frame's palette indices: which frames map differently.
    public var keyFrames: [KeyFrameDigest]

    public struct KeyFrameDigest: Codable, Hashable, Sendable {
        public var frame: Int
        public var digest: String
    }

    /// Stable text: fixed key order, one palette colour per line, so a
    /// re-record shows as a readable diff in review.
    public func encoded() -> Data {
        var s = "{\n"
        s += "  \"digest\": \"\(digest)\",\n"
        s += "  \"bytes\": \(bytes),\n"
        s += "  \"frames\": \(frames),\n"
        s += "  \"gifFrames\": \(gifFrames),\n"
        s += "  \"keyFrames\": [\n"
        s += keyFrames.map { "    { \"frame\": \($0.frame), \"digest\": \"\($0.digest)\" }" }.joined(separator: ",\n")
        s += "\n  ],\n"
        s += "  \"palette\": [\n"
        s += palette.map { "    \"\($0)\"" }.joined(separator: ",\n")
        s += "\n  ]\n}\n"
        return Data(s.utf8)
    }

    public static func decode(_ data: Data) -> GIFRecord? {
        try? JSONDecoder().decode(GIFRecord.self, from: data)
    }

    /// What differs from `expected`, one phrase each, for the failure line and report.
    public func differences(from expected: GIFRecord) -> [String] {
        var out: [String] = []
        if palette != expected.palette {
            let old = Set(expected.palette), new = Set(palette)
            out.append("palette: \(expected.palette.count) → \(palette.count) colours, "
                       + "\(new.subtracting(old).count) new, \(old.subtracting(new).count) gone")
        }
        let old = Dictionary(expected.keyFrames.map { ($0.frame, $0.digest) }, uniquingKeysWith: { a, _ in a })
        let remapped = keyFrames.filter { old[$0.frame] != nil && old[$0.frame] != $0.digest }.map { String($0.frame) }
        if !remapped.isEmpty { out.append("key frames mapped to other palette colours: \(remapped.joined(separator: ", "))") }
        if frames != expected.frames { out.append("key frames encoded: \(expected.frames) → \(frames)") }
        if gifFrames != expected.gifFrames { out.append("frames in the key-frame GIF after merging: \(expected.gifFrames) → \(gifFrames)") }
        if bytes != expected.bytes { out.append("key-frame GIF size: \(expected.bytes) → \(bytes) bytes") }
        if out.isEmpty && digest != expected.digest { out.append("same palette, frames and size, but other bytes (frame optimisation or encoding)") }
        return out
    }
}
