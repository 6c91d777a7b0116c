/// MGSpoty's blurred picture: fully blurred (radius `R`, with its tint) at
/// rest, sharp after a pull of `fadeDistance`.
///
/// The quirk, kept by default: the blurred image is remade only when the
/// offset has moved `recomputeStep` points (2) or more since the last remake,
/// so the picture can settle a little short of full blur when the table
/// springs back to 0 (the last remake may have been at −1.5). A step of 0
/// remakes it on every scroll.
struct HeaderBlur: Sendable {
    let maxRadius: Double
    let fadeDistance: Double
    let recomputeStep: Double
    /// The offset at the last remake (`_lastContentOffsetBlurEffect`).
    private(set) var lastOffset: Double = 0
    /// The pull (0…fadeDistance) the current blurred image was made for.
    private(set) var diff: Double = 0

    init(maxRadius: Double, fadeDistance: Double, recomputeStep: Double) {
        self.maxRadius = maxRadius; self.fadeDistance = fadeDistance; self.recomputeStep = recomputeStep
    }

    /// `scrollViewDidScroll`: only offsets at or above the top (pulls) count.
    mutating func scrolled(to o: Double) {
        guard o <= 0, abs(lastOffset - o) >= recomputeStep else { return }
        lastOffset = o
        diff = min(-o, fadeDistance)
    }

    /// `R − diff·R/fade`.
    var radius: Double { maxRadius - diff * maxRadius / fadeDistance }
    /// How much of the tint's alpha is baked into the current image: it fades
    /// with the blur (`1 − diff/fade`), and without a blur there is none.
    var tintStrength: Double { maxRadius > 0 ? 1 - diff / fadeDistance : 0 }
}
