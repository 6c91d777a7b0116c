import FrolicCore
import FrolicDynamics

/// The PigExplode view: taps spawn items into one dynamics world that holds
/// gravity, the side boundaries and every live item; items that fall below
/// the view are taken out of the world, so memory does not grow with taps.
///
/// A class: it owns the world, whose C memory must not be shared by copies.
final class PigBurstSimulation: Simulation {
    let size: Size
    let effect: PigBurst
    /// Every item's size in points: the picture's size times its scale.
    let itemSize: Size
    let world: DynamicsWorld
    private var rng: SeededRandom
    private var indicators: GestureIndicators
    /// The finger of a drag in progress, for the drag variant.
    private var touch: TouchDrag?

    init(effect: PigBurst, scene: SceneHeader, pictures: PictureSource) throws {
        self.size = scene.size
        self.effect = effect
        let pixels = try effect.pictureSize ?? pictures.pixelSize(of: effect.picture)
        itemSize = Size(pixels.width * effect.pictureScale, pixels.height * effect.pictureScale)
        rng = SeededRandom(seed: scene.seed)
        indicators = GestureIndicators(enabled: scene.showGestures)
        world = DynamicsWorld(gravity: UIKitUnits.gravity(direction: effect.gravityDirection, magnitude: effect.gravity))
        if effect.edges {
            world.addBoundary(from: Point(0, 0), to: Point(0, size.height))
            world.addBoundary(from: Point(size.width, 0), to: Point(size.width, size.height))
        }
    }

    func step(tick: Int, gestures: [Gesture]) {
        indicators.step(tick: tick)
        for g in gestures {
            switch g {
            case .tap(let p):
                indicators.tap(at: p)
                burst(at: p)
            case .drag(let path, let duration):
                indicators.drag(along: path, seconds: duration)
                if effect.attachOnDrag { touch = TouchDrag(path: path, start: tick, seconds: duration) }
            default: break
            }
        }
        if let touch { follow(touch, tick: tick) }
        world.step(Timeline.tickDuration)
        removeFallen()
    }

    /// One tap: `itemsPerTap` items stacked on the tap point, each with its push.
    func burst(at p: Point) {
        let n = effect.itemsPerTap
        for i in 0..<n {
            let id = world.addItem(center: p, size: itemSize, properties: effect.itemProperties)
            let v = BurstVectors.vector(index: i, of: n, random: effect.randomPush, rng: &rng)
            world.applyInstantaneousPush(to: id, vector: v, magnitude: effect.pushMagnitude)
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

    func draw() -> DisplayList {
        var list = DisplayList(size: size, commands: [.fill(effect.background)])
        list.append(contentsOf: items())
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }

    /// The live items, in the order they were added.
    func items() -> [DrawCommand] {
        world.items.map { .sprite(Sprite(picture: effect.picture, center: $0.center, size: $0.size, rotation: $0.angle)) }
    }
}
