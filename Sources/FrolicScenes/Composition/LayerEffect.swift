import FrolicCore

/// An effect that can be put over any screen, one of the `effects` of a
/// composed scene: `{ "snow": { … } }`. It is the settings alone, a plain
/// value read from the scene file, with its parameters declared like an
/// effect block's and the original's values as defaults; playing it makes a
/// `RunningLayer` (`makeLayer`).
package protocol LayerEffect: ParameterModel, Sendable {
    /// The layer's key in an `effects` entry, e.g. `"snow"`.
    static var key: String { get }
    /// One line for the docs: what it does and its original.
    static var summary: String { get }
    /// Every picture the layer names; `field` is the layer's own path (`effects[1].snow`).
    func pictureUses(field: String) -> [PictureUse]
    /// The running layer in the scene `context` describes.
    func makeLayer(_ context: LayerContext) throws -> any RunningLayer
    /// What starts the layer: a gesture of the script, or the moment `at`.
    var start: Trigger { get }
    /// With `start: time`, seconds from the beginning.
    var at: Double { get }
    /// Seconds from its start until it has played out and settled over a
    /// screen `height` points tall, so that a scene made for it (`frolic
    /// render <picture> --effect`) lasts long enough.
    func playTime(height: Double) -> Double
    /// Seconds from its start that a scene must show so the layer does not
    /// look cut short: its play time, or for a stream (snow, rain) the time
    /// it keeps falling, since a scene ending while flakes are in the air
    /// is how snow looks.
    func cutTime(height: Double) -> Double
    /// How many items `gesture` bursts into the scene, counted against
    /// `BurstLayer.maxItems`; 0 for a layer that bursts none.
    func burstItems(for gesture: Gesture) -> Int
    /// Whether the layer reads `SceneEnvironment.remoteConfig` (`--config`).
    var readsRemoteConfig: Bool { get }
    /// The rectangles the layer is confined to, by field (`region`,
    /// `rects[0]`): one wholly off the screen is warned of.
    var areas: [(field: String, rect: Rect)] { get }
    /// Seconds after which the layer shows exactly what it showed (an
    /// ambient snow's `loop`); nil for a layer that plays once.
    var loopTime: Double? { get }
    /// The layer as a scene made for a picture of `size` points puts it:
    /// its defaults, with what they leave to the scene filled in.
    static func overPicture(of size: Size) -> Self
    /// The layer as a scene made for a picture of `size` points puts it,
    /// knowing what the picture shows: the blocks to explode, the header to
    /// pixelate, the headings to keep clear. Without a use for `content`,
    /// `overPicture(of:)`.
    static func overPicture(of size: Size, content: ScreenContent) -> Self
    /// Where a scene made for a picture of `size` showing `content` puts the
    /// gesture that starts this layer (a tap's point, where a pull begins);
    /// nil: the screen's centre (a pull from a third of the way down).
    static func gesturePoint(in size: Size, content: ScreenContent) -> Point?
}

extension LayerEffect {
    /// A layer that knows no better: `PlayTime.fallback`.
    package func playTime(height: Double) -> Double { PlayTime.fallback }

    package func cutTime(height: Double) -> Double { playTime(height: height) }

    package var loopTime: Double? { nil }

    package var areas: [(field: String, rect: Rect)] { [] }

    package func burstItems(for gesture: Gesture) -> Int { 0 }

    package var readsRemoteConfig: Bool { false }

    package static func overPicture(of size: Size) -> Self { Self() }

    package static func overPicture(of size: Size, content: ScreenContent) -> Self { overPicture(of: size) }

    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? { nil }
}

/// The fallback for a layer with no `start` of its own: it plays from the
/// first frame, as if started by `start: time` at 0.
extension LayerEffect {
    package var start: Trigger { .time }
    package var at: Double { 0 }
}
