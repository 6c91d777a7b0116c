import Foundation
import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct GIFWriterTests {
    /// Writes `frames` (mapped through their own palette) and returns the mapped frames.
    @discardableResult
    static func write(_ frames: [Frame], to path: String, fps: Int, totalCentiseconds: Int? = nil,
                      dithering: ColorMapper.Dithering = .none) throws -> (mapped: [IndexedFrame], palette: Palette, writer: GIFWriter) {
        let palette = Quantizer.palette(from: frames)
        let mapper = ColorMapper(palette: palette, dithering: dithering)
        let writer = try GIFWriter(path: path, width: frames[0].width, height: frames[0].height, palette: palette, fps: fps,
                                   totalCentiseconds: totalCentiseconds)
        let mapped = frames.map { mapper.map($0) }
        for frame in mapped { try writer.write(frame) }
        try writer.finish()
        return (mapped, palette, writer)
    }

    static func solid(_ color: UInt32, changing pixel: (x: Int, y: Int, color: UInt32)? = nil) -> Frame {
        var frame = Frame(width: TestFrames.width, height: TestFrames.height, fill: color)
        if let p = pixel { frame[p.x, p.y] = p.color }
        return frame
    }

    @Test func twoSecondsAt25FPSDecodeAsOneLoopingGIFWithOneColorTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("shapes.gif")
        // 50 frames = 2 s; the picture stops moving at frame 40, so frames 40…49 are one image of 10 × 4 cs.
        let (_, _, writer) = try Self.write(TestFrames.movingShapes(count: 50, holdFrom: 40), to: path, fps: 25)
        #expect(writer.writtenFrames == 41)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(writer.bytesWritten == size)
        //.default.attributesOfItem(atPath: path)[.size] as? Int))

        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.terminatedNormally)
        #expect(gif.images.count == 41)
        #expect(gif.delays.reduce(0, +) == 200)
        #expect(gif.delays.dropLast().allSatisfy { $0 == 4 })
        #expect(gif.delays.last == 40)
        #expect(gif.globalColorMaps == 1)
        #expect(gif.images.allSatisfy { !$0.hasLocalColorMap && $0.disposal == 1 })
        #expect(gif.images.first.map { [$0.left, $0.top, $0.width, $0.height] } == [0, 0, 64, 48])
        #expect(gif.images.first?.transparent == false)
        #expect(gif.images.dropFirst().allSatisfy { !$0.transparent || (0..<4).contains($0.transparentIndex) })

        // Loop forever: NETSCAPE2.0 sub-block 1 with count 0, read from the bytes and by gifsicle.
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let loop = Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0, 0])
        #expect(bytes.range(of: loop) != nil)
        if let info = ExternalTool.run("gifsicle", ["--info", path]) {
            #expect(info.contains("loop forever"))
            // Three colours plus the transparent slot: a 4-entry table, not 256.
            #expect(info.contains("global color table [4]"))
            #expect(!info.contains("local color table"))
        }
    }

    @Test func thirtyFPSSpreadsDelaysSoOneSecondIsExactly100cs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("thirty.gif")
        try Self.write(TestFrames.movingShapes(count: 30), to: path, fps: 30)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.images.count == 30)
        #expect(gif.delays.reduce(0, +) == 100)
        #expect(gif.delays.allSatisfy { $0 == 3 || $0 == 4 })
        #expect(gif.delays.filter { $0 == 4 }.count == 10)  // 30 × 3 = 90, ten frames carry the other 10 cs
    }

    @Test func sixtyFPSNeverWritesADelayBelowTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("sixty.gif")
        let frames = (0..<60).map { k in Self.solid(0xF2F2F7, changing: (k, 0, 0xFF3B30)) }
        try Self.write(frames, to: path, fps: 60)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.delays.allSatisfy { $0 >= 2 })
        #expect(gif.delays.reduce(0, +) == 100)
        #expect(gif.images.count < 60)
    }

    /// A render's frames go through `GIFFrameOrder.add` one frame late (each
    /// is made lossy once the truecolor frame after it is known): the first
    /// gives nothing back, each later one the frame before it, and `finish`
    /// the last; the GIF then holds every frame.
    @Test func aRendersFramesArePlannedOneFrameLate() throws {
        let frames = TestFrames.movingShapes(count: 5)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (gif, shown, last, _) = try Self.planLate(frames, tolerance: 12, into: folder.file("late.gif"))
        #expect(shown.map(\.truecolor) == Array(frames.dropLast()))
        #expect(last?.truecolor == frames.last)
        #expect(gif.writtenFrames == frames.count)
        #expect(FileManager.default.fileExists(atPath: folder.file("late.gif")))
    }

    /// `frames`, mapped, through a render's path into a finished GIF: what
    /// each `add` gave back (the frame before it, as shown), and what
    /// `finish` did. Also returns the canvas the writer offered each frame
    /// as the one it may be drawn over instead (`GIFCanvas.under` as the
    /// frame was planned).
    static func planLate(_ frames: [Frame], tolerance: Int, into path: String) throws
        -> (gif: GIFFrameOrder, shown: [GIFFrameOrder.Shown], last: GIFFrameOrder.Shown?, offered: [[UInt8]?]) {
        let palette = Quantizer.palette(from: frames)
        let mapper = ColorMapper(palette: palette)
        let gif = try GIFFrameOrder(path: path, width: TestFrames.width, height: TestFrames.height, palette: palette, fps: 25,
                                    tolerance: tolerance)
        var shown: [GIFFrameOrder.Shown] = [], offered: [[UInt8]?] = []
        for (k, frame) in frames.enumerated() {
            if k > 0 { offered.append(gif.canvas.under) }  // frame k - 1 is planned now
            let (planned, write) = try gif.add(mapper.map(frame), truecolor: frame)
            if let planned { shown.append(planned) }
            if let write { try gif.append(write.encode()) }
        }
        offered.append(gif.canvas.under)
        let last = try gif.finish()
        return (gif, shown, last, offered)
    }

    /// What the GIF shows so far is the writer's: `shown` is the last frame
    /// planned and `under` what it is drawn over, which a frame taken back
    /// leaves as it was for the frame after it.
    @Test func theCanvasIsTheLastFramePlannedAndWhatItIsDrawnOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try GIFWriter(path: folder.file("c.gif"), width: 2, height: 1,
                                   palette: Palette(colors: [0, 0xFFFFFF, 0xFF0000]), fps: 25)
        func frame(_ a: UInt8, _ b: UInt8, _ disposal: Disposal = .keep) -> PlannedFrame {
            PlannedFrame(IndexedFrame(width: 2, height: 1, indices: [a, b]), unchangedAsColour: nil, disposalBefore: disposal)
        }
        #expect(writer.canvas.shown == nil && writer.canvas.under == nil)
        _ = try writer.plan(frame(0, 0))
        #expect(writer.canvas.shown == [0, 0] && writer.canvas.under == nil)
        _ = try writer.plan(frame(1, 0))
        #expect(writer.canvas.shown == [1, 0] && writer.canvas.under == [0, 0])
        _ = try writer.plan(frame(2, 0, .restore))  // [1, 0] is taken back before this one
        #expect(writer.canvas.shown == [2, 0] && writer.canvas.under == [0, 0])
        writer.cancel()
    }

    /// Finishing plans, encodes and writes the frame still held rather than
    /// dropping it; adding a frame after fails.
    @Test func aHeldFrameIsNeverDropped() throws {
        let frames = TestFrames.movingShapes(count: 2)
        let palette = Quantizer.palette(from: frames)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("held.gif")
        let gif = try GIFFrameOrder(path: path, width: TestFrames.width, height: TestFrames.height, palette: palette, fps: 25,
                                    tolerance: 12)
        let (shown, write) = try gif.add(ColorMapper(palette: palette).map(frames[0]), truecolor: frames[0])
        #expect(shown == nil && write == nil)
        #expect(try gif.finish()?.truecolor == frames[0])
        #expect(gif.writtenFrames == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["held.gif"])
        #expect(throws: GIFWriterError(path: path, .finished)) {
            try gif.add(ColorMapper(palette: palette).map(frames[1]), truecolor: frames[1])
        }
    }

    /// Through the writer, each frame is made lossy with the truecolor frame
    /// after it as `next`: the frames it shows are those of `plan(over:)` told
    /// the next frame (and offered the canvases the writer offered), not told
    /// none, nor told the frame itself.
    @Test func eachFrameIsMadeLossyKnowingTheNext() throws {
        let frames = LossyPlannerTests.steppingGradient()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, planned, last, offered) = try Self.planLate(frames, tolerance: 24, into: folder.file("next.gif"))
        let shown = (planned + [last].compactMap { $0 }).map(\.frame)
        func direct(_ next: (Int) -> Frame?) -> [IndexedFrame] {
            LossyPlannerTests.simplified(frames, tolerance: 24, restorable: { offered[$0] }, next: next).shown
        }
        #expect(shown == direct { $0 + 1 < frames.count ? frames[$0 + 1] : nil })
        #expect(shown != direct { _ in nil })
        #expect(shown != direct { frames[$0] })
    }

    @Test func identicalFramesAreMergedWithTheirDelaysAdded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("merged.gif")
        let a = Self.solid(0xF2F2F7), b = Self.solid(0x007AFF)
        let (_, _, writer) = try Self.write([a, a, a, b, b], to: path, fps: 25)
        #expect(writer.writtenFrames == 2)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.delays == [12, 8])
    }

    /// Frame k has one red pixel at k's place, so each differs from the one
    /// before it, until `holdFrom`, from which the picture stands still.
    static func countingFrames(_ count: Int, holdFrom: Int = .max) -> [Frame] {
        (0..<count).map { k in
            let t = min(k, holdFrom)
            return solid(0xF2F2F7, changing: (t % TestFrames.width, t / TestFrames.width, 0xFF3B30))
        }
    }

    /// 7.5 s at 25 fps is 188 frames; 7.41 s is 186. With the duration given the
    /// GIF plays exactly it, as giflib and Pillow both read it, also when the
    /// last frames are identical and merged, and no delay is below 2 cs.
    @Test(arguments: [(750, 188, 188), (741, 186, 186), (741, 186, 180), (750, 188, 100)])
    func aDurationThatIsNotWholeFramesIsPlayedExactly(total: Int, count: Int, holdFrom: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("exact.gif")
        let (_, _, writer) = try Self.write(Self.countingFrames(count, holdFrom: holdFrom), to: path, fps: 25,
                                            totalCentiseconds: total)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.delays.count == writer.writtenFrames)
        #expect(writer.writtenFrames == min(count, holdFrom + 1))
        #expect(gif.delays.reduce(0, +) == total)
        #expect(gif.delays.allSatisfy { $0 >= 2 })
        // The last written frame starts on its 4 cs grid (no later than 2 cs
        // before the end) and is cut at the end; the frame before it keeps its place.
        let lastStart = min(4 * min(count - 1, holdFrom), total - 2)
        #expect(gif.delays.last == total - lastStart)
        if let pillow = GIFInspection.pillowFrames(path) {
            #expect(pillow.map(\.milliseconds).reduce(0, +) == total * 10)
        }
    }

    /// Without a duration the last frame is one frame long, as before.
    @Test func withoutADurationTheLastFrameIsOneFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("frames.gif")
        try Self.write(Self.countingFrames(188), to: path, fps: 25)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.delays.count == 188)
        #expect(gif.delays.reduce(0, +) == 752)
    }

    @Test func oneChangedPixelIsAOneByOneImageAtItsPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("pixel.gif")
        try Self.write([Self.solid(0xF2F2F7), Self.solid(0xF2F2F7, changing: (10, 7, 0xFF3B30))], to: path, fps: 25)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.images.count == 2)
        #expect(gif.images.last.map { [$0.left, $0.top, $0.width, $0.height] } == [10, 7, 1, 1])
    }

    @Test func unchangedDetailBetweenTwoChangedPixelsBecomesTransparent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("corners.gif")
        let first = TestFrames.gradientWithFlatColors()
        var second = first
        second[0, 0] = 0xFF3B30
        second[63, 47] = 0xFF3B30
        try Self.write([first, second], to: path, fps: 25)
        guard let gif = GIFInspection.giftext(path) else { return }
        #expect(gif.images.count == 2)
        #expect(gif.images.last.map { [$0.left, $0.top, $0.width, $0.height] } == [0, 0, 64, 48])
        #expect(gif.images.last?.transparent == true)
        // Nearly all transparent, the second image costs a small part of the first.
        try Self.write([first], to: folder.file("single.gif"), fps: 25)
        let size = { (p: String) in try FileManager.default.attributesOfItem(atPath: p)[.size] as? Int ?? 0 }
        let one = try size(folder.file("single.gif")), two = try size(path)
        #expect(two - one < one / 10, "second image costs \(two - one) bytes, the GIF with one image \(one)")
    }

    /// The proof that differencing and transparency are right: an independent
    /// decoder composes every frame back to exactly the mapped pixels. The
    /// scenes make the writer pick each of its encodings: plain crops (shapes),
    /// full transparency (gradient, snow) and per-pixel choice (confetti).
    enum Scene: CaseIterable { case shapesOverGradient, ditheredShapesOverGradient, snow, confetti }

    @Test(arguments: Scene.allCases)
    func decodingReproducesTheMappedFrames(scene: Scene) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("roundtrip.gif")
        let frames = switch scene {
        case .snow: TestFrames.snow(count: 12)
        case .confetti: TestFrames.confetti(count: 12)
        case .shapesOverGradient, .ditheredShapesOverGradient: Self.shapesOverGradient()
        }
        let (mapped, palette, _) = try Self.write(frames, to: path, fps: 25,
                                                  dithering: scene == .ditheredShapesOverGradient ? .everywhere : .none)
        guard let decoded = GIFInspection.pillowFrames(path) else { return }
        let expanded = decoded.flatMap { Array(repeating: $0.pixels, count: $0.milliseconds / 40) }
        try #require(expanded.count == mapped.count)
        for (k, frame) in mapped.enumerated() {
            let expected = frame.indices.map { palette.colors[Int($0)] }
            #expect(expanded[k] == expected, "frame \(k) differs")
        }
    }

    /// Shapes over a gradient that scrolls for a while and then holds still.
    static func shapesOverGradient() -> [Frame] {
        let shapes = TestFrames.movingShapes(count: 16, holdFrom: 12)
        let gradient = TestFrames.gradientWithFlatColors()
        return shapes.enumerated().map { k, shape -> Frame in
            var frame = shape
            let shift = min(k, 12)
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame[x, y] == 0xF2F2F7 {
                    frame[x, y] = gradient[(x + shift) % frame.width, y]
                }
            }
            return frame
        }
    }

    /// With all 255 colours drawn, the transparent index is the last free one, 255.
    @Test func aFrameDrawingWithAll255ColorsStillDecodes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("full.gif")
        let palette = Palette(colors: (0..<255).map { UInt32($0) << 16 | UInt32(255 - $0) << 8 | 0x40 })
        let first = IndexedFrame(width: 16, height: 16, indices: (0..<256).map { UInt8($0 % 255) })
        var second = first
        for i in 0..<255 { second.indices[i] = UInt8((i + 1) % 255) }  // the last pixel stays
        let writer = try GIFWriter(path: path, width: 16, height: 16, palette: palette, fps: 25)
        try writer.write(first)
        try writer.write(second)
        try writer.finish()
        guard let decoded = GIFInspection.pillowFrames(path) else { return }
        #expect(decoded.map(\.pixels) == [first, second].map { $0.indices.map { palette.colors[Int($0)] } })
        if let gif = GIFInspection.giftext(path), let last = gif.images.last, last.transparent {
            #expect(last.transparentIndex == 255)
        }
    }

    @Test func sameFramesGiveTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let frames = TestFrames.movingShapes(count: 10)
        try Self.write(frames, to: folder.file("a.gif"), fps: 25)
        try Self.write(frames, to: folder.file("b.gif"), fps: 25)
        #expect(FileManager.default.contents(atPath: folder.file("a.gif")) == FileManager.default.contents(atPath: folder.file("b.gif")))
    }

    @Test func aBadFrameStopsTheFramesAfterIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try GIFWriter(path: folder.file("a.gif"), width: 4, height: 4, palette: Palette(colors: [0, 0xFFFFFF]), fps: 25)
        let frame = { (index: UInt8) in IndexedFrame(width: 4, height: 4, indices: Array(repeating: index, count: 16)) }
        #expect(throws: GIFWriterError.self) { try writer.write([frame(0), frame(2), frame(1), frame(0)]) }
        #expect(writer.writtenFrames == 1)
        writer.cancel()
        #expect(folder.contents().isEmpty)
    }

    /// A later frame is checked over the rectangle it changes (the rest is the
    /// frame before it): one bad pixel there is found, and named.
    @Test func aBadIndexInOneChangedPixelIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try GIFWriter(path: folder.file("a.gif"), width: 4, height: 4, palette: Palette(colors: [0, 0xFFFFFF]), fps: 25)
        var bad = [UInt8](repeating: 1, count: 16)
        bad[13] = 7
        #expect {
            try writer.write([IndexedFrame(width: 4, height: 4, indices: Array(repeating: 1, count: 16)),
                            IndexedFrame(width: 4, height: 4, indices: bad),
                            IndexedFrame(width: 4, height: 4, indices: Array(repeating: 0, count: 16))])
        } throws: { error in
            (error as? GIFWriterError)?.problem == .colourIndex(7, colours: 2)
                && (error as? GIFWriterError)?.message == "frame uses colour index 7, the palette has 2 colours"
        }
        #expect(writer.writtenFrames == 1)
        writer.cancel()
    }

    @Test func theGIFGrowsInAHiddenFileAndAppearsOnlyOnFinish() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let palette = Palette(colors: [0x000000])
        let writer = try GIFWriter(path: folder.file("out.gif"), width: 4, height: 4, palette: palette, fps: 25)
        try writer.write(IndexedFrame(width: 4, height: 4, indices: Array(repeating: 0, count: 16)))
        let during = folder.contents()
        #expect(during.count == 1)
        #expect(during.first?.hasPrefix(".out.gif.tmp-") == true)
        try writer.finish()
        #expect(folder.contents() == ["out.gif"])
    }

    @Test func aMissingFolderThrowsAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("missing/out.gif")
        #expect {
            try GIFWriter(path: path, width: 4, height: 4, palette: Palette(colors: [0]), fps: 25)
        } throws: { error in
            (error as? GIFWriterError) == GIFWriterError(path: path, .noFolder(folder.file("missing")))
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func aFolderAsOutputThrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect {
            try GIFWriter(path: folder.path, width: 4, height: 4, palette: Palette(colors: [0]), fps: 25)
        } throws: { error in
            (error as? GIFWriterError)?.problem == .isFolder
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func cancelOrAbandoningLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let frame = IndexedFrame(width: 4, height: 4, indices: Array(repeating: 0, count: 16))
        let cancelled = try GIFWriter(path: folder.file("a.gif"), width: 4, height: 4, palette: Palette(colors: [0]), fps: 25)
        try cancelled.write(frame)
        cancelled.cancel()
        #expect(folder.contents().isEmpty)
        #expect(throws: GIFWriterError(path: folder.file("a.gif"), .finished)) { try cancelled.finish() }

        do {
            let abandoned = try GIFWriter(path: folder.file("b.gif"), width: 4, height: 4, palette: Palette(colors: [0]), fps: 25)
            try abandoned.write(frame)
        }
        #expect(folder.contents().isEmpty)

        let empty = try GIFWriter(path: folder.file("c.gif"), width: 4, height: 4, palette: Palette(colors: [0]), fps: 25)
        #expect(throws: GIFWriterError(path: folder.file("c.gif"), .noFrames)) { try empty.finish() }
        #expect(folder.contents().isEmpty)
    }

    @Test func aFrameOfTheWrongSizeOrColorIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try GIFWriter(path: folder.file("a.gif"), width: 4, height: 4, palette: Palette(colors: [0, 0xFFFFFF]), fps: 25)
        #expect(throws: GIFWriterError.self) { try writer.write(IndexedFrame(width: 2, height: 2, indices: [0, 0, 0, 0])) }
        try writer.write(IndexedFrame(width: 4, height: 4, indices: Array(repeating: 2, count: 16)))
        #expect(throws: GIFWriterError.self) { try writer.finish() }
        #expect(folder.contents().isEmpty)
    }
}
