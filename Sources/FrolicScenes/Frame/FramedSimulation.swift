import FrolicCore

/// A scene played inside a device frame: the screen's own simulation, its
/// frame drawn under it and its corners over it, the whole moved into the
/// frame. Gestures stay in the screen's points, as the scene file gives them.
struct FramedSimulation: Simulation {
    var screen: any Simulation
    let shapes: DeviceFrameShapes

    var size: Size { shapes.size }

    mutating func step(tick: Int, gestures: [Gesture]) {
        screen.step(tick: tick, gestures: gestures)
    }

    func draw() -> DisplayList {
        let origin = shapes.screenOrigin
        let inner = screen.draw().commands.map { $0.offset(dx: origin.x, dy: origin.y) }
        var list = DisplayList(size: size, commands: shapes.under)
        list.append(.layer(Layer(inner, clip: shapes.screenRect, clipCornerRadius: shapes.screenCorner)))
        list.append(contentsOf: shapes.over)
        return list
    }
}
