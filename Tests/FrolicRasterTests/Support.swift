import FrolicCore
@testable import FrolicRaster

func render(_ commands: [DrawCommand], size: Size = Size(40, 30), scale: Int = 1,
            pictures: PictureLibrary = PictureLibrary(searchPaths: [])) throws -> Frame {
    try Rasterizer(scale: scale, pictures: pictures).render(DisplayList(size: size, commands: commands))
}

extension UInt32 {
    var red: Int { Int((self >> 16) & 0xFF) }
    var green: Int { Int((self >> 8) & 0xFF) }
    var blue: Int { Int(self & 0xFF) }
}

extension GIFWriter {
    /// Plans, encodes and appends each frame in turn: the writer's one way in, as `GIFFrameOrder` takes it.
    func write(_ frames: [IndexedFrame]) throws {
        for frame in frames {
            if let write = try plan(PlannedFrame(frame)) { try append(write.encode()) }
        }
    }

    func write(_ frame: IndexedFrame) throws { try write([frame]) }
}
