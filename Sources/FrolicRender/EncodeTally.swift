import Foundation
import FrolicRaster
import Synchronization

/// What the render's encoding steps add up from several threads at once:
/// the seconds they took and, when quality is measured, the squared error of
/// the frames the GIF shows against the truecolor frames (an integer sum, so
/// the total does not depend on the order the threads add in).
final class EncodeTally: Sendable {
    private struct Sums {
        var seconds = 0.0
        var squaredError = 0
    }

    private let sums = Mutex(Sums())
    /// The GIF's palette, padded to 256 entries once, so the per-pixel loop has no bounds checks
    /// (an index past the palette fails the render in the writer).
    private let colors: [UInt32]

    init(palette: Palette) {
        colors = palette.colors + [UInt32](repeating: 0, count: 256 - min(256, palette.colors.count))
    }

    var seconds: Double { sums.withLock { $0.seconds } }
    var squaredError: Int { sums.withLock { $0.squaredError } }

    /// Runs `body`, adding the time it takes.
    func timed<T>(_ body: () throws -> T) rethrows -> T {
        var elapsed = 0.0
        defer { sums.withLock { $0.seconds += elapsed } }
        return try FrolicRender.timed(&elapsed, body)
    }

    /// Adds the squared error, summed over RGB channels, of `shown` (through the palette) against `frame`.
    func addError(of shown: IndexedFrame, against frame: Frame) {
        precondition(frame.pixels.count == shown.indices.count, "a frame and its indices differ in size")
        let sum = colors.withUnsafeBufferPointer { colors in
        frame.pixels.withUnsafeBufferPointer { pixels in
        shown.indices.withUnsafeBufferPointer { indices in
            var sum = 0
            for i in 0..<pixels.count {
                let a = pixels[i], b = colors[Int(indices[i])]
                let dr = Int((a >> 16) & 0xFF) &- Int((b >> 16) & 0xFF)
                let dg = Int((a >> 8) & 0xFF) &- Int((b >> 8) & 0xFF)
                let db = Int(a & 0xFF) &- Int(b & 0xFF)
                sum &+= dr &* dr &+ dg &* dg &+ db &* db
            }
            return sum
        }}}
        sums.withLock { $0.squaredError += sum }
    }
}
