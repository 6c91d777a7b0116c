import Foundation
import FrolicCore
import Testing
@testable import FrolicRaster

/// A render's frames told where each can differ from the one before
/// (`ColorMapper.changedWithin`) make the GIF they make untold, byte for byte.
@Suite struct GIFFrameOrderTests {
    /// Frames of `DamageTests.animation` in an order with repeats (frames
    /// that change nothing) and jumps, painted each over the one before, mapped.
    static func frames(scale: Int, dithering: ColorMapper.Dithering)
        throws -> (frames: [(mapped: IndexedFrame, truecolor: Frame, changedWithin: ChangedRect?)], palette: Palette) {
        let scene = DamageTests()
        let rasterizer = Rasterizer(scale: scale, pictures: scene.pictures)
        let lists = [0, 1, 1, 2, 3, 3, 3, 4, 5, 6, 7, 7, 2].map { DisplayList(size: DamageTests.size, commands: scene.animation($0)) }
        var rendered: [RenderedFrame] = []
        for list in lists { rendered.append(try rasterizer.render(list, over: rendered.last)) }
        let palette = Quantizer.palette(from: rendered.map(\.frame), maxColors: 48)
        let mapper = ColorMapper(palette: palette, dithering: dithering)
        let frames = rendered.enumerated().map { k, frame in
            (mapper.map(frame.frame), frame.frame, k == 0 ? nil : ColorMapper.changedWithin(frame, since: lists[k - 1], scale: scale))
        }
        return (frames, palette)
    }

    /// The GIF's bytes and the frames it shows.
    static func render(_ frames: [(mapped: IndexedFrame, truecolor: Frame, changedWithin: ChangedRect?)], palette: Palette,
                       fps: Int, tolerance: Int, told: Bool, in folder: TemporaryFolder) throws -> (bytes: [UInt8], shown: [IndexedFrame]) {
        let path = folder.file("\(told)-\(fps)-\(tolerance).gif")
        let first = frames[0].truecolor
        let gif = try GIFFrameOrder(path: path, width: first.width, height: first.height, palette: palette, fps: fps, tolerance: tolerance)
        var shown: [IndexedFrame] = []
        for frame in frames {
            let (planned, write) = try gif.add(frame.mapped, truecolor: frame.truecolor, changedWithin: told ? frame.changedWithin : nil)
            if let planned { shown.append(planned.frame) }
            if let write { try gif.append(write.encode()) }
        }
        if let last = try gif.finish() { shown.append(last.frame) }
        return ([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), shown)
    }

    @Test(arguments: [(1, ColorMapper.Dithering.gradients), (2, .none), (1, .everywhere)])
    func boundsChangeNoByteOfTheGIF(scale: Int, dithering: ColorMapper.Dithering) throws {
        let (frames, palette) = try Self.frames(scale: scale, dithering: dithering)
        let bounds = frames.dropFirst().map(\.changedWithin)
        #expect(bounds.contains { $0?.isEmpty == true }, "no frame that changes nothing")
        #expect(bounds.contains { $0.map { !$0.isEmpty && $0.width * $0.height < frames[0].truecolor.pixels.count } ?? false },
                "no frame bounded to part of it")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 60 fps merges short frames into the next, over the frame before them.
        for fps in [25, 60] {
            for tolerance in [0, 6, LossyPlanner.searchFrom + 4] {
                let told = try Self.render(frames, palette: palette, fps: fps, tolerance: tolerance, told: true, in: folder)
                let untold = try Self.render(frames, palette: palette, fps: fps, tolerance: tolerance, told: false, in: folder)
                #expect(told.shown == untold.shown, "fps \(fps), lossy \(tolerance)")
                #expect(told.bytes == untold.bytes, "fps \(fps), lossy \(tolerance)")
            }
        }
    }

    /// Each bound holds every pixel where the frame or its indices differ from the frame before.
    @Test func aBoundHoldsEveryChangedPixel() throws {
        let (frames, _) = try Self.frames(scale: 1, dithering: .gradients)
        let width = frames[0].truecolor.width
        for (before, frame) in zip(frames, frames.dropFirst()) {
            guard let bound = frame.changedWithin else { continue }
            for p in frame.truecolor.pixels.indices
            where frame.truecolor.pixels[p] != before.truecolor.pixels[p] || frame.mapped.indices[p] != before.mapped.indices[p] {
                let (x, y) = (p % width, p / width)
                #expect(bound.x <= x && x < bound.x + bound.width && bound.y <= y && y < bound.y + bound.height)
            }
        }
    }
}
