import FrolicCore

/// MGSpotyViewController's header geometry: where the picture and the overlay
/// (title, subtitle, button) sit, and how opaque the overlay is, for a content
/// offset `o` (negative = pulled down). Pure functions of the offset.
struct StretchyHeader: Sendable {
    let screen: Size
    /// Header height as a fraction of the screen height (capped at the width).
    let heightFraction: Double
    /// Pull distance over which the overlay fades out (`kMGOffsetEffects`).
    let fadeDistance: Double
    let mode: StretchyTableScreen.ScrollMode

    /// `min(width, heightFraction · screenHeight)`.
    var height: Double { min(screen.width, heightFraction * screen.height) }

    /// Pulled: `(0, 0, W, H + |o|)`, width kept, so aspect fill zooms. Scrolled
    /// up: fixed ("over": the rows slide over it) or moving up with the
    /// content ("normal").
    func pictureFrame(offset o: Double) -> Rect {
        if o <= 0 { return Rect(x: 0, y: 0, width: screen.width, height: height - o) }
        return Rect(x: 0, y: mode == .over ? 0 : -o, width: screen.width, height: height)
    }

    /// The overlay's vertical shift: down by `|o|` when pulled, up by `o` in
    /// "normal" mode, none in "over" mode.
    func overlayShift(offset o: Double) -> Double {
        o <= 0 || mode == .normal ? -o : 0
    }

    /// `1 − min(|o|, fade)/fade` when pulled; `1 − o/(H/2)` scrolling up in
    /// "normal" mode. (The original leaves the alpha as it was when the offset
    /// goes above 0 in "over" mode, which is 1 unless one display frame jumps
    /// from a pull straight to a positive offset; Frolic says 1.)
    func overlayAlpha(offset o: Double) -> Double {
        if o <= 0 { return 1 - min(-o, fadeDistance) / fadeDistance }
        return mode == .over ? 1 : max(0, 1 - o / (height / 2))
    }
}
