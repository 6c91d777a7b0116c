/// What a scene knows of a screen recording before a frame of it is drawn:
/// its size and when each of its frames comes on screen. A scene shows the
/// movie by naming one frame a GIF frame (`pictureName`), so GIF frames that
/// show the same movie frame draw the same commands, and a still stretch of
/// the recording is painted and encoded once.
package struct MovieTimeline: Hashable, Sendable {
    /// The movie's size in pixels, upright.
    package var pixels: Size
    /// Each frame's start, microseconds after the video's start, ascending.
    package var starts: [Int64]
    /// How long the movie plays, microseconds.
    package var duration: Int64

    package init(pixels: Size, starts: [Int64], duration: Int64) {
        self.pixels = pixels; self.starts = starts; self.duration = duration
    }

    /// The frame on screen `time` microseconds in: the last to start at or
    /// before it, or the first before any has started.
    package func frame(at time: Int64) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= time { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The picture name of the movie's frame `index`, as `PictureSource` reads it.
    package static func pictureName(movie: String, frame index: Int) -> String { "\(movie)\(separator)\(index)" }

    /// The movie and frame a picture name made by `pictureName` names; nil for a picture's name.
    package static func movieFrame(_ name: String) -> (movie: String, frame: Int)? {
        guard let cut = name.range(of: separator, options: .backwards), let index = Int(name[cut.upperBound...]), index >= 0 else { return nil }
        return (String(name[..<cut.lowerBound]), index)
    }

    /// A fragment no picture file's name ends with.
    private static let separator = "#frame="
}

/// The screen recordings a scene names, as the rasterizer reads them.
package protocol MovieSource: Sendable {
    /// The timeline of the movie `name`; nil when `name` is a picture.
    func timeline(of name: String) throws -> MovieTimeline?
}
