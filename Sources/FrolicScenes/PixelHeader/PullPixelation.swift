/// The blog post's rule joining a pull to CRPixellatedView, for the stretchy
/// header and the `pixelate` layer alike. Timed: pixelate once when a display
/// frame finds the pull at `threshold` or more, reverse only on one that finds
/// the offset back at 0 or above. Continuous: the block follows the pull.
struct PullPixelation: Sendable {
    let mode: PixelOptions.PixelMode
    let scale: Double
    let threshold: Double
    private(set) var animation: PixelAnimation
    /// The blog's flag: set when a pull passes the threshold, cleared (and the
    /// pixelation reversed) only when the offset is back at 0 or above.
    private(set) var pulled = false
    /// Block size in continuous mode, set by the last change of offset.
    private(set) var followBlock = 0.0

    init(_ effect: PixelOptions) {
        mode = effect.pixelMode
        scale = effect.pixelScale
        threshold = effect.pixelThreshold
        animation = PixelAnimation(scale: effect.pixelScale, duration: effect.pixelDuration)
    }

    /// The block size shown now.
    var block: Double { mode == .timed ? animation.block : followBlock }

    /// A display frame at `tick`: the display link advances the animation.
    mutating func displayFrame(at tick: Int) { animation.displayFrame(at: tick) }

    /// `scrollViewDidScroll` at `tick`, with the new offset `o` (negative: pulled).
    mutating func scrolled(to o: Double, at tick: Int) {
        switch mode {
        case .timed:
            if !pulled, -o >= threshold {
                pulled = true
                animation.start(reverse: false, at: tick)
            } else if pulled, o >= 0 {
                pulled = false
                animation.start(reverse: true, at: tick)
            }
        case .continuous:
            followBlock = scale * min(1, max(0, -o) / threshold)
        }
    }

    /// Pixelates (or reverses) now, whatever the pull: a shake, tap or moment.
    mutating func start(reverse: Bool, at tick: Int) { animation.start(reverse: reverse, at: tick) }
}
