import Foundation
import FrolicCore
import FrolicScenes

/// `.frolic-references`: the mark Frolic leaves in every reference folder it
/// records, with the format it wrote and, for each key-frame PNG, the frame
/// (index and time) it holds. Only a marked folder is ever taken for one of
/// Frolic's own, so a game's `level1/scene.json` under `--references .` is
/// never an orphan nor pruned; and a key frame is compared only with the PNG
/// recorded for that very frame, since a moved gesture moves the frame a
/// role (`after-gesture-1`) names while its file keeps the old picture.
package struct ReferenceMarker: Hashable, Sendable {
    /// One key-frame PNG and the frame it was recorded from.
    package struct KeyFrameEntry: Hashable, Sendable {
        /// Its file name in the folder (`after-gesture-1.png`).
        package var file: String
        package var frame: Int
        /// Seconds from the start: the frame at this index in a scene of another fps is another frame.
        package var time: Double
    }

    package static let fileName = ".frolic-references"
    /// The format this Frolic writes and reads; a newer one is refused, not guessed at.
    package static let format = 1

    package var format: Int = ReferenceMarker.format
    package var keyFrames: [KeyFrameEntry]

    package init(keyFrames: [KeyFrameEntry]) {
        self.keyFrames = keyFrames.sorted { Array($0.file.utf8).lexicographicallyPrecedes(Array($1.file.utf8)) }
    }

    /// The time of frame `index` at `fps`, as the marker stores it.
    package static func time(_ index: Int, fps: Int) -> Double {
        Double(index) / Double(max(fps, 1))
    }

    /// The entry for `file`, if it was recorded with one.
    package func entry(_ file: String) -> KeyFrameEntry? { keyFrames.first { $0.file == file } }

    /// Stable text through `JSONValue`: one key frame a line.
    package func encoded() -> Data {
        let value = JSONValue.object([
            ("format", .number(Double(format))),
            ("writer", .string("frolic snapshot")),
            ("keyFrames", .array(keyFrames.map { e in
                .object([("file", .string(e.file)), ("frame", .number(Double(e.frame))), ("time", .number(e.time))])
            })),
        ])
        return Data((value.pretty + "\n").utf8)
    }

    private struct Stored: Decodable {
        struct Entry: Decodable { var file: String; var frame: Int; var time: Double }
        var format: Int
        var keyFrames: [Entry]?
    }

    /// The marker at `path`, nil when there is none; a broken one, or one of a
    /// newer format, is an error at its path (`ReferenceFile`).
    package static func load(_ path: String) throws -> ReferenceMarker? {
        guard let s = try ReferenceFile.decode(Stored.self, from: path) else { return nil }
        guard s.format >= 1, s.format <= format else { throw ReferenceFileError.unknownFormat(path: path, found: s.format) }
        var marker = ReferenceMarker(keyFrames: (s.keyFrames ?? []).map { KeyFrameEntry(file: $0.file, frame: $0.frame, time: $0.time) })
        marker.format = s.format
        return marker
    }
}
