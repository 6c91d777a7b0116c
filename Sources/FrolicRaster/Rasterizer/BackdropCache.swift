import FrolicCore
import Synchronization

/// The pixels of the commands that consecutive frames share at their start.
///
/// An effect usually plays over a still screen: the snow falls over an app
/// whose dozens of rows, labels and icons are the same commands every frame.
/// The cache notices the longest run of leading commands two frames share,
/// keeps the canvas as it is after that run, and later frames that start with
/// the same run begin from a copy of it. Painting is sequential, so starting
/// from the copy gives exactly the pixels that painting the run again would.
final class BackdropCache: Sendable {
    private struct Entry {
        var commands: ArraySlice<DrawCommand>
        var width: Int
        var height: Int
        var pixels: [UInt32]
    }

    /// Shorter shared runs are not worth a canvas copy.
    static let minimumRun = 8

    private struct State {
        var entry: Entry?
        var previous: [DrawCommand] = []
    }

    private let state = Mutex(State())

    /// The number of leading commands already painted in the returned pixels,
    /// when `commands` starts with the cached run on a canvas of this size.
    func lookup(_ commands: [DrawCommand], width: Int, height: Int) -> (count: Int, pixels: [UInt32])? {
        state.withLock { state in
            guard let e = state.entry, e.width == width, e.height == height,
                  commands.count >= e.commands.count, commands[..<e.commands.count] == e.commands else { return nil }
            return (e.commands.count, e.pixels)
        }
    }

    /// How many leading commands `commands` shares with the last list seen
    /// here (0 when too few to be worth caching); remembers `commands`.
    func sharedRun(_ commands: [DrawCommand]) -> Int {
        state.withLock { state in
            var n = 0
            let limit = min(commands.count, state.previous.count)
            while n < limit, commands[n] == state.previous[n] { n += 1 }
            state.previous = commands
            return n >= Self.minimumRun ? n : 0
        }
    }

    func store(_ commands: ArraySlice<DrawCommand>, width: Int, height: Int, pixels: [UInt32]) {
        state.withLock { $0.entry = Entry(commands: commands, width: width, height: height, pixels: pixels) }
    }
}
