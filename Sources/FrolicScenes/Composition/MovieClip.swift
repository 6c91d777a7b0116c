import FrolicCore

/// A screen recording shown as a screen: the scene draws it by its name, and
/// each frame the name becomes that of the movie frame on screen at the
/// frame's tick (`MovieTimeline.pictureName`), so frames that show one movie
/// frame draw the same commands and a still stretch is painted once.
///
/// The clip's clock starts when its screen first shows (`startTick`: 0 for a
/// backdrop, the move that brings a flow's screen in), runs at `speed`, and
/// holds the trim's last frame once it is past it.
struct MovieClip: Sendable {
    let name: String
    let timeline: MovieTimeline
    /// The part shown, microseconds into the movie.
    let from: Int64, to: Int64
    let speed: Double
    let startTick: Int

    /// The recordings among `backdrops` (a flow's screens, a lone backdrop),
    /// each with the tick its screen first shows (`startTicks`, one a
    /// backdrop). A trim past the movie's end is an error at its field.
    static func clips(of backdrops: [(field: String, backdrop: Backdrop)], startTicks: [Int], movies: (any MovieSource)?) throws -> [MovieClip] {
        guard let movies else { return [] }
        var clips: [MovieClip] = []
        for (i, (field, backdrop)) in backdrops.enumerated() {
            guard let name = backdrop.movie, let timeline = try movies.timeline(of: name) else { continue }
            let seconds = Double(timeline.duration) / 1_000_000
            if let past = backdrop.trim.first(where: { $0 > seconds }) {
                throw SceneFieldError(field: "\(field).trim", problem: .outOfRange(
                    "\(FrolicError.number(past)) s is past the end of the recording (\(FrolicError.number(seconds)) s)"))
            }
            let part = backdrop.shownPart(of: timeline)
            clips.append(MovieClip(name: name, timeline: timeline, from: part.from, to: part.to, speed: backdrop.speed, startTick: startTicks[i]))
        }
        return clips
    }

    /// The movie's frame on screen `tick` ticks into the scene.
    func frame(atTick tick: Int) -> Int {
        // To the nearest microsecond: a frame starting on a tick is on screen at that tick.
        let played = (Double(max(0, tick - startTick)) * 1_000_000 * speed / Double(Timeline.tickRate)).rounded()
        let time = from + Int64(played)
        return timeline.frame(at: min(time, max(from, to - 1)))
    }

    /// `commands` with every fill of one of `clips` showing its frame at `tick`.
    static func shown(_ commands: [DrawCommand], clips: [MovieClip], tick: Int) -> [DrawCommand] {
        commands.map { command in
            switch command {
            case .picture(var fill):
                guard let clip = clips.first(where: { $0.name == fill.picture }) else { return command }
                fill.picture = MovieTimeline.pictureName(movie: clip.name, frame: clip.frame(atTick: tick))
                return .picture(fill)
            case .layer(var layer):
                layer.commands = shown(layer.commands, clips: clips, tick: tick)
                return .layer(layer)
            default:
                return command
            }
        }
    }

    /// `view` as it stands at `tick`: a recording in it is the frame then on
    /// screen, so that a layer taking pieces of the screen (boom, pixelate)
    /// takes and reads that frame, and keeps it while the recording plays on.
    static func still(_ view: BackdropView, clips: [MovieClip], tick: Int) -> BackdropView {
        guard let picture = view.picture, let clip = clips.first(where: { $0.name == picture.name }) else { return view }
        var still = view
        still.commands = shown(view.commands, clips: [clip], tick: tick)
        still.picture?.name = MovieTimeline.pictureName(movie: clip.name, frame: clip.frame(atTick: tick))
        return still
    }
}
