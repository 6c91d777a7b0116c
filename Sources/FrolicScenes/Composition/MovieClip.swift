import FrolicCore

/// A screen recording shown as a screen: the scene draws it by its name, and
/// each frame the name becomes that of the movie frame on screen at the
/// frame's tick (`MovieTimeline.pictureName`), so frames that show one movie
/// frame draw the same commands and a still stretch is painted once.
struct MovieClip: Sendable {
    let name: String
    let timeline: MovieTimeline

    /// The movies among `pictures` (a flow's screens, a lone backdrop), each once, in order.
    static func clips(of pictures: [String], movies: (any MovieSource)?) throws -> [MovieClip] {
        guard let movies else { return [] }
        var clips: [MovieClip] = []
        for name in pictures where !clips.contains(where: { $0.name == name }) {
            if let timeline = try movies.timeline(of: name) { clips.append(MovieClip(name: name, timeline: timeline)) }
        }
        return clips
    }

    /// The movie's frame on screen `tick` ticks into the scene.
    func frame(atTick tick: Int) -> Int {
        timeline.frame(at: Int64(tick) * 1_000_000 / Int64(Timeline.tickRate))
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
}
