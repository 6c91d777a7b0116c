import CChipmunk
import FrolicCore

/// UIKit Dynamics' rigid-body world (gravity, collisions, pushes, attachments) on
/// Chipmunk2D: box-shaped items that collide with each other and with static
/// segment boundaries, rotate from off-centre contacts, and are stepped at a
/// fixed `dt` chosen by the caller.
///
/// A class because it owns C memory: the space, and every body and shape in
/// it. Removing an item frees its body and shape at once; `deinit` frees the
/// rest, so the memory held is always proportional to the live items.
///
/// Deterministic: Chipmunk gives the same results for the same sequence of
/// calls on one machine (no threaded `cpHastySpace`, no sleeping), and items
/// are kept in insertion order, never in a hashed collection.
package final class DynamicsWorld {
    private struct Entry {
        var id: ItemID
        var size: Size
        var properties: ItemProperties
        var body: OpaquePointer
        var shape: OpaquePointer
        /// A rod to a point of the static body, when the item hangs on a touch.
        var attachment: OpaquePointer?
    }

    private let space: OpaquePointer
    private var entries: [Entry] = []
    private var boundaries: [OpaquePointer] = []
    private var nextID = 0

    /// A world with `gravity` in pt/s² (y down).
    package init(gravity: Point) {
        ChipmunkBanner.silenced
        space = cpSpaceNew()
        cpSpaceSetGravity(space, cpv(gravity.x, gravity.y))
    }

    deinit {
        for e in entries { free(e) }
        for s in boundaries {
            cpSpaceRemoveShape(space, s)
            cpShapeFree(s)
        }
        cpSpaceFree(space)
    }

    package var gravity: Point {
        get { let g = cpSpaceGetGravity(space); return Point(g.x, g.y) }
        set { cpSpaceSetGravity(space, cpv(newValue.x, newValue.y)) }
    }

    /// A static segment items collide with (UIKit's collision boundary), with
    /// the given elasticity and friction.
    package func addBoundary(from a: Point, to b: Point, elasticity: Double = 0, friction: Double = 0) {
        let s = cpSegmentShapeNew(cpSpaceGetStaticBody(space), cpv(a.x, a.y), cpv(b.x, b.y), 0)!
        cpShapeSetElasticity(s, elasticity)
        cpShapeSetFriction(s, friction)
        cpSpaceAddShape(space, s)
        boundaries.append(s)
    }

    /// Adds a box of `size` centred at `center`, at rest and unrotated.
    /// Mass is area × density and the moment is the box's, so collisions
    /// turn it the way a UIKit item turns. Sizes and density must be positive.
    @discardableResult
    package func addItem(center: Point, size: Size, properties: ItemProperties = ItemProperties()) -> ItemID {
        let mass = size.width * size.height * properties.density
        let moment = properties.allowsRotation ? cpMomentForBox(mass, size.width, size.height) : Double.infinity
        let body = cpBodyNew(mass, moment)!
        cpBodySetPosition(body, cpv(center.x, center.y))
        cpSpaceAddBody(space, body)
        let shape = cpBoxShapeNew(body, size.width, size.height, 0)!
        cpShapeSetElasticity(shape, properties.elasticity)
        cpShapeSetFriction(shape, properties.friction)
        cpSpaceAddShape(space, shape)
        let id = ItemID(rawValue: nextID)
        nextID += 1
        entries.append(Entry(id: id, size: size, properties: properties, body: body, shape: shape))
        return id
    }

    /// Removes the item from the space and frees it; a stale id is ignored.
    package func removeItem(_ id: ItemID) {
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
        free(entries.remove(at: i))
    }

    /// `UIPushBehavior` in instantaneous mode, acting at the centre: the
    /// velocity changes at once by `vector · magnitude` times 100 pt/s for a
    /// 100 × 100 item of density 1, in proportion to 1/mass for others.
    package func applyInstantaneousPush(to id: ItemID, vector: Point, magnitude: Double) {
        guard let e = entries.first(where: { $0.id == id }) else { return }
        let impulse = vector * (magnitude * UIKitUnits.impulsePerMagnitude)
        let v = cpBodyGetVelocity(e.body)
        let mass = cpBodyGetMass(e.body)
        cpBodySetVelocity(e.body, cpv(v.x + impulse.x / mass, v.y + impulse.y / mass))
    }

    /// The finger at `anchor`, as the original's `touchesMoved` handles it:
    /// every attachment's anchor moves there, and every item not yet attached
    /// gets `UIAttachmentBehavior(item:attachedToAnchor:)` with UIKit's
    /// default rigid attachment, its centre held at its present distance
    /// from `anchor` like a rod on a pin.
    package func attachAll(to anchor: Point) {
        let at = cpv(anchor.x, anchor.y)
        for i in entries.indices {
            if let joint = entries[i].attachment {
                cpPinJointSetAnchorA(joint, at)
                continue
            }
            let joint = cpPinJointNew(cpSpaceGetStaticBody(space), entries[i].body, at, cpvzero)!
            // UIKit's rigid attachment keeps up with a finger. Chipmunk's default
            // bias (a tenth of the error mended per 1/60 s) lets an item trail a
            // finger moving 220 pt/s by about 35 pt; half per 1/60 s leaves ~5.
            cpConstraintSetErrorBias(joint, pow(0.5, 60))
            cpSpaceAddConstraint(space, joint)
            entries[i].attachment = joint
        }
    }

    /// The item's attachment length, nil when it hangs on none.
    package func attachmentLength(_ id: ItemID) -> Double? {
        entries.first(where: { $0.id == id })?.attachment.map { cpPinJointGetDist($0) }
    }

    /// Multiplies every attachment's length by `factor`.
    package func scaleAttachmentLengths(by factor: Double) {
        for e in entries { if let joint = e.attachment { cpPinJointSetDist(joint, cpPinJointGetDist(joint) * factor) } }
    }

    /// Lets go of every item (the finger lifted).
    package func detachAll() {
        for i in entries.indices { detach(at: i) }
    }

    private func detach(at i: Int) {
        guard let joint = entries[i].attachment else { return }
        remove(joint)
        entries[i].attachment = nil
    }

    private func remove(_ joint: OpaquePointer) {
        cpSpaceRemoveConstraint(space, joint)
        cpConstraintFree(joint)
    }

    /// Advances the world by `dt` seconds.
    package func step(_ dt: Double) {
        for e in entries where e.properties.resistance > 0 || e.properties.angularResistance > 0 {
            let v = cpBodyGetVelocity(e.body)
            let k = 1 / (1 + dt * e.properties.resistance)
            cpBodySetVelocity(e.body, cpv(v.x * k, v.y * k))
            cpBodySetAngularVelocity(e.body, cpBodyGetAngularVelocity(e.body) / (1 + dt * e.properties.angularResistance))
        }
        cpSpaceStep(space, dt)
    }

    /// The live items, oldest first.
    package var items: [ItemState] { entries.map(state) }

    package var count: Int { entries.count }

    package func item(_ id: ItemID) -> ItemState? {
        entries.first(where: { $0.id == id }).map(state)
    }

    /// Bodies the space itself holds (its built-in static body is not one):
    /// a leak check, independent of this class's own bookkeeping.
    package var spaceBodyCount: Int {
        var n = 0
        cpSpaceEachBody(space, { _, data in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, &n)
        return n
    }

    /// Shapes the space holds, boundaries included.
    package var spaceShapeCount: Int {
        var n = 0
        cpSpaceEachShape(space, { _, data in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, &n)
        return n
    }

    /// Constraints the space holds: attachments, for the same leak check.
    package var spaceConstraintCount: Int {
        var n = 0
        cpSpaceEachConstraint(space, { _, data in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, &n)
        return n
    }

    /// The number of boundary segments.
    package var boundaryCount: Int { boundaries.count }

    private func state(_ e: Entry) -> ItemState {
        let p = cpBodyGetPosition(e.body), v = cpBodyGetVelocity(e.body)
        return ItemState(id: e.id, size: e.size, center: Point(p.x, p.y), angle: cpBodyGetAngle(e.body),
                         velocity: Point(v.x, v.y), angularVelocity: cpBodyGetAngularVelocity(e.body))
    }

    private func free(_ e: Entry) {
        if let joint = e.attachment { remove(joint) }
        cpSpaceRemoveShape(space, e.shape)
        cpSpaceRemoveBody(space, e.body)
        cpShapeFree(e.shape)
        cpBodyFree(e.body)
    }
}
