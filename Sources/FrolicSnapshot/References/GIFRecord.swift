import Foundation
import FrolicCore
import FrolicScenes

/// What the scene's GIF encoding looked like when recorded, without storing a
/// GIF: the palette the quantizer chose, a digest of each frame's palette
/// indices (the colour mapping), and a digest of the whole GIF the real
/// `GIFWriter` makes of every frame (frame differencing, merging, delays,
/// LZW) — the bytes `frolic render --scale 1` writes. Output is
/// byte-identical by design, so digests are exact.
package struct GIFRecord: Codable, Hashable, Sendable {
    /// FNV-1a 64 of the whole GIF.
    package var digest: String
    package var bytes: Int
    /// Frames encoded, and frames left in the GIF after identical neighbours merged.
    package var frames: Int
    package var gifFrames: Int
    /// The GIF's palette as `#rrggbb`.
    package var palette: [String]
    /// FNV-1a 64 of each frame's palette indices, frame 0 first: which frames map differently.
    package var mapping: [String]

    /// Stable text through `JSONValue`: fixed key order, one palette colour
    /// and one frame's mapping a line, so a re-record reads as a diff in review.
    package func encoded() -> Data {
        let value = JSONValue.object([
            ("digest", .string(digest)),
            ("bytes", .number(Double(bytes))),
            ("frames", .number(Double(frames))),
            ("gifFrames", .number(Double(gifFrames))),
            ("palette", .array(palette.map(JSONValue.string))),
            ("mapping", .array(mapping.map(JSONValue.string))),
        ])
        return Data((value.pretty + "\n").utf8)
    }

    package static func decode(_ data: Data) -> GIFRecord? {
        try? JSONDecoder().decode(GIFRecord.self, from: data)
    }

    /// The record at `path`, nil when there is none; a broken one is an error at its path (`ReferenceFile`).
    static func load(_ path: String) throws -> GIFRecord? {
        try ReferenceFile.decode(GIFRecord.self, from: path)
    }

    /// Frames whose palette indices are not the recorded ones (frames of only one side excluded).
    package func remappedFrames(from expected: GIFRecord) -> [Int] {
        zip(mapping, expected.mapping).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    }

    /// What differs from `expected`, one phrase each, for the failure line and report.
    package func differences(from expected: GIFRecord) -> [String] {
        var out: [String] = []
        if palette != expected.palette {
            let old = Set(expected.palette), new = Set(palette)
            out.append("palette: \(expected.palette.count) → \(palette.count) colours, "
                       + "\(new.subtracting(old).count) new, \(old.subtracting(new).count) gone")
        }
        let remapped = remappedFrames(from: expected)
        if !remapped.isEmpty {
            out.append("\(remapped.count == 1 ? "frame" : "frames") \(FrameRanges.text(remapped)) mapped to other palette colours")
        }
        if frames != expected.frames { out.append("frames encoded: \(expected.frames) → \(frames)") }
        if gifFrames != expected.gifFrames { out.append("frames in the GIF after merging identical neighbours: \(expected.gifFrames) → \(gifFrames)") }
        if bytes != expected.bytes { out.append("GIF size: \(expected.bytes) → \(bytes) bytes") }
        if digest != expected.digest, remapped.isEmpty, palette == expected.palette {
            out.append("every frame maps to the same palette colours, so the other bytes come from the writer (frame optimisation, delays or LZW)")
        }
        return out
    }
}
