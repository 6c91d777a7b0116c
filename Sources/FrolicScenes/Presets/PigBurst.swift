import FrolicCore

/// PigExplode (Nikolas Burk, 2015): a plain view where every tap bursts
/// pictures of a pig out of the tap point. The `pigBurst` block: a colour
/// backdrop (`background`) and a burst layer with the original's numbers
/// (every other key), bursting on each tap; taps and drags show as touches.
///
///     "pigBurst": { "itemsPerTap": 3, "randomPush": true, "pushMagnitude": 1,
///                   "gravity": 1, "picture": "pig", "pictureScale": 0.1,
///                   "background": "#FFFFFF" }
struct PigBurst: PresetModel {
    static let key = "pigBurst"
    static let summary = "Tap to burst pigs that fly up, collide, spin and fall (PigExplode, UIKit Dynamics)"
    static let screenName = "pig-burst"

    var view = Backdrop()
    var burst = BurstLayer()

    init() {}

    /// Every burst key but when and where it starts (each tap, at its point),
    /// and the view's colour.
    static let parameters: [Parameter<PigBurst>] =
        BurstLayer.parameters.mapped(except: ["start", "at", "point"], into: \.burst)
        + [Backdrop.parameters.named("color").mapped(into: \.view, as: "background", doc: "the view's background")]

    static func problem(with preset: PigBurst) -> (key: String, problem: SceneFileError.Problem)? {
        BurstLayer.problem(with: preset.burst)
    }

    var composition: Composition {
        Composition(preset: self, backdrop: view, layer: burst, indicated: [.tap, .drag])
    }
}
