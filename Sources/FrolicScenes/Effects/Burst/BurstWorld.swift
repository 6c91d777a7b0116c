import FrolicCore
import FrolicDynamics

/// The burst's dynamics world: taps spawn items into one world that holds
/// gravity, the side boundaries and every live item; items that fall below
/// the screen are taken out of the world, so memory does not grow with taps.
///
/// A class: it owns the world, whose C memory must not be shared by copies.
final class BurstWorld {
    let size: Size
    let layer: BurstLayer
    /// Every item's size in points: the picture's size times its scale.
    let itemSize: Size
    let world: DynamicsWorld
    private var rng: SeededRandom
    /// The finger of a drag in progress, for the drag variant.
    private var touch: TouchDrag?

    init(layer: BurstLayer, size: Size, seed: UInt64, pictures: PictureSource) throws {
        self.size = size
        self.layer = layer
        let pixels = try layer.pictureSize ?? pictures.pixelSize(of: layer.picture)
        itemSize = Size(pixels.width * layer.pictureScale, pixels.height * layer.pictureScale)
        rng = SeededRandom(seed: seed)
        world = DynamicsWorld(gravity: UIKitUnits.gravity(direction: layer.gravityDirection, magnitude: layer.gravity))
        if layer.edges {
            world.addBoundary(from: Point(0, 0), to: Point(0, size.height))
            world.addBoundary(from: Point(size.width, 0), to: Point(size.width, size.height))
        }
    }

    func step(tick: Int, gestures: [Gesture]) {
        for g in gestures {
            switch g {
            case .tap(let p):
                burst(at: p)
            case .drag(let path, let duration):
                if layer.attachOnDrag { touch = TouchDrag(path: path, start: tick, seconds: duration) }
            default: break
            }
        }
        if let touch { follow(touch, tick: tick) }
        world.step(Timeline.tickDuration)
        removeFallen()
    }

    /// One tap: `itemsPerTap` items stacked on the tap point, each with its push.
    func burst(at p: Point) {
        let n = layer.itemsPerTap
        for i in 0..<n {
            let id = world.addItem(center: p, size: itemSize, properties: layer.itemProperties)
            let v = BurstVectors.vector(index: i, of: n, random: layer.randomPush, rng: &rng)
            world.applyInstantaneousPush(to: id, vector: v, magnitude: layer.pushMagnitude)
        }
    }

    /// The drag variant, as the original's touch handlers do it: while the
    /// finger moves, every live item hangs on it (a new one at its distance
    /// then), each line shortening by ÷ 1.01 per 60 Hz animator step; when the
    /// finger lifts, a burst at the lift point, and every item lets go.
    private func follow(_ drag: TouchDrag, tick: Int) {
        let finger = drag.point(at: tick)
        guard !drag.hasEnded(at: tick) else {
            burst(at: finger)
            world.detachAll()
            touch = nil
            return
        }
        world.attachAll(to: finger)
        if (tick - drag.start) % Self.ticksPerAnimatorStep == 0 { world.scaleAttachmentLengths(by: 1 / 1.01) }
    }

    /// UIKit's animator steps with the display, 60 times a second.
    static let ticksPerAnimatorStep = Timeline.tickRate / 60

    /// The original's clean-up: an item whose frame's top is below the view
    /// leaves every behaviour and the view.
    private func removeFallen() {
        for item in world.items where item.frame.minY > size.height {
            world.removeItem(item.id)
        }
    }

    /// The live items, in the order they were added.
    func items() -> [DrawCommand] {
        world.items.map { .sprite(Sprite(picture: layer.picture, center: $0.center, size: $0.size, rotation: $0.angle)) }
    }
}
