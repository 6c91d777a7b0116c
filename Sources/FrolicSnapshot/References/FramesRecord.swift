import Foundation
import FrolicCore
import FrolicScenes

/// `frames.json`: a digest of every frame of the animation (`FrameDigest`),
/// so a change in any frame is caught, not only in the key frames kept as
/// PNG. About 20 bytes a frame. One digest a line, so a re-record reads in
/// review as the list of frames that changed.
struct FramesRecord: Hashable, Sendable {
    /// Where it was recorded (`Platform.current`): digests are exact there.
    var platform: String
    var width: Int
    var height: Int
    var fps: Int
    /// One digest per frame, frame 0 first.
    var digests: [String]

    static let fileName = "frames.json"

    /// Through `JSONValue`'s pretty printer: one digest a line.
    func encoded() -> Data {
        let value = JSONValue.object([
            ("platform", .string(platform)),
            ("size", .array([.number(Double(width)), .number(Double(height))])),
            ("fps", .number(Double(fps))),
            ("digest", .string("FNV-1a 64 over each pixel's 0xRRGGBB word, row by row")),
            ("frames", .array(digests.map(JSONValue.string))),
        ])
        return Data((value.pretty + "\n").utf8)
    }

    private struct Stored: Decodable {
        var platform: String
        var size: [Int]
        var fps: Int
        var frames: [String]
    }

    /// nil when `data` is not a frames record.
    static func decode(_ data: Data) -> FramesRecord? {
        guard let s = try? JSONDecoder().decode(Stored.self, from: data), s.size.count == 2 else { return nil }
        return FramesRecord(platform: s.platform, width: s.size[0], height: s.size[1], fps: s.fps, digests: s.frames)
    }

    /// The record at `path`, nil when there is none; a broken one is an error at its path (`ReferenceFile`).
    static func load(_ path: String) throws -> FramesRecord? {
        guard let s = try ReferenceFile.decode(Stored.self, from: path) else { return nil }
        guard s.size.count == 2, s.size.allSatisfy({ $0 > 0 }) else {
            throw ReferenceFileError.badFrameSize(path: path)
        }
        return FramesRecord(platform: s.platform, width: s.size[0], height: s.size[1], fps: s.fps, digests: s.frames)
    }
}
