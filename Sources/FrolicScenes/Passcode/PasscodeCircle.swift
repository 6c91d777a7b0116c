import FrolicCore

/// One numbered circle of the passcode board, a `UIView` with a frame and a
/// velocity in the original.
struct PasscodeCircle: Hashable, Sendable {
    enum State: Hashable, Sendable {
        /// Moves every display frame and answers taps.
        case bouncing
        /// Selected, on its way to a base (the simulation tweens its centre).
        case moving
        /// Sits on base `j` after a correct tap.
        case placed(base: Int)
        /// Taken off the board at the end of its round.
        case hidden
    }

    var number: Int
    var color: Color
    /// The view's centre: the original moves and bounds-tests `circle.center`.
    var center: Point
    /// Points per display frame.
    var velocity: Point
    var state: State = .bouncing

    /// One display frame: move, then bounce off the box `min…max` (of the
    /// centre). With `quirk`, the y test is an `else` of the x test, as in the
    /// original, so a frame that flips vx never flips vy.
    mutating func advance(min lo: Point, max hi: Point, quirk: Bool) {
        center = center + velocity
        let bouncedX = center.x > hi.x || center.x < lo.x
        if bouncedX { velocity.x = -velocity.x }
        if !(bouncedX && quirk), center.y > hi.y || center.y < lo.y { velocity.y = -velocity.y }
    }
}
