import FrolicCore
import Synchronization

/// One movie's frames as the rasterizer's workers ask for them, by index.
/// Workers paint frames out of order but close together, so the frames are
/// decoded forward once and the last few kept; a frame asked for after it
/// left the window (the palette's samples, taken by two workers; an effect
/// holding the frame it started on) is decoded again from the key frame
/// before it. Memory is the window, whatever the length.
final class MovieFrames: Sendable {
    let path: String
    let timeline: MovieTimeline
    /// The size frames are decoded at, upright: the movie's own (with a mip
    /// chain, for any use), or the size they are drawn at (scaled by FFmpeg
    /// from the decoded picture by area, and drawn one pixel to one).
    let width: Int, height: Int
    private let drawnSize: Bool
    /// Frames kept: enough for every worker's frame and the ones between.
    static let window = 12

    private struct State {
        var reader: MovieReader
        /// The next frame index the reader gives.
        var next = 0
        /// Decoded frames, oldest first; a frame's mip chain is built when it is first asked for.
        var kept: [(index: Int, level: TextureLevel, texture: Texture?)] = []
    }

    private let state: Mutex<State>

    /// Opens `path` and reads when each frame starts, decoding nothing.
    init(path: String) throws(MovieError) {
        self.path = path
        let reader = try MovieReader(path: path)
        let starts = try MovieReader.frameStarts(path: path)
        timeline = MovieTimeline(pixels: Size(Double(reader.width), Double(reader.height)), starts: starts,
                                 duration: max(reader.duration, starts.last! + 1))
        (width, height, drawnSize) = (reader.width, reader.height, false)
        state = Mutex(State(reader: reader))
    }

    /// The frames of `movie` decoded at `width`×`height`.
    init(_ movie: MovieFrames, width: Int, height: Int) throws(MovieError) {
        path = movie.path
        timeline = movie.timeline
        (self.width, self.height, drawnSize) = (width, height, true)
        state = Mutex(State(reader: try MovieReader(path: path)))
    }

    /// Frame `index` (clamped to the movie), upright at `width`×`height`.
    func texture(_ index: Int) throws(MovieError) -> Texture {
        let index = min(max(index, 0), timeline.starts.count - 1)
        return try state.withLock { (state: inout State) throws(MovieError) -> Texture in
            if index < state.next, !state.kept.contains(where: { $0.index == index }) {
                try state.reader.seek(to: timeline.starts[index])
                state.next = index
                state.kept = []
            }
            while state.next <= index {
                let level = try state.reader.picture(at: timeline.starts[state.next], width: width, height: height)
                state.kept.append((state.next, level, nil))
                if state.kept.count > Self.window { state.kept.removeFirst() }
                state.next += 1
            }
            let at = state.kept.firstIndex { $0.index == index }!
            if let texture = state.kept[at].texture { return texture }
            let texture = drawnSize ? Texture(unmipped: state.kept[at].level) : Texture(state.kept[at].level)
            state.kept[at].texture = texture
            return texture
        }
    }
}
