import Foundation
import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LossyPlannerTests {
    /// A two-way gradient (more colours than a palette holds, so most pixels
    /// are not exactly their palette colour) whose pixels flicker by ±2 every
    /// frame, like anti-aliasing and blur noise, with a block moving across it.
    static func flickeringGradient(count: Int) -> [Frame] {
        var random = SeededRandom(seed: 3)
        let (w, h) = (TestFrames.width, TestFrames.height)
        return (0..<count).map { k in
            var frame = Frame(width: w, height: h, fill: 0)
            for y in 0..<h {
                for x in 0..<w {
                    let n = random.integer(-2, 2)
                    frame[x, y] = UInt32(20 + x * 3 + n) << 16 | UInt32(30 + y * 4 + n) << 8 | UInt32(128 + n)
                }
            }
            for y in 10..<22 { for x in (2 * k)..<(2 * k + 12) where x < w { frame[x, y] = 0xFF3B30 } }
            return frame
        }
    }

    static func shown(_ frames: [Frame], tolerance: Int) -> (palette: Palette, mapped: [IndexedFrame], shown: [IndexedFrame]) {
        let (palette, mapped, planned) = planned(frames, tolerance: tolerance)
        return (palette, mapped, planned.map(\.frame))
    }

    static func planned(_ frames: [Frame], tolerance: Int) -> (palette: Palette, mapped: [IndexedFrame], planned: [PlannedFrame]) {
        let palette = Quantizer.palette(from: frames)
        let mapper = ColorMapper(palette: palette)
        let mapped = frames.map(mapper.map)
        let lossy = LossyPlanner(palette: palette, width: TestFrames.width, tolerance: tolerance)
        return (palette, mapped, Self.planEach(mapped, frames, with: lossy))
    }

    /// `mapped` (of the truecolor `frames`) planned one after the other, each
    /// over what the one before shows, told `next(k)` as the truecolor frame
    /// after it, and offered `restorable(k)` as the canvas it may be drawn
    /// over instead (none by default).
    static func planEach(_ mapped: [IndexedFrame], _ frames: [Frame], with lossy: LossyPlanner,
                         next: (Int) -> Frame? = { _ in nil }, restorable: (Int) -> [UInt8]? = { _ in nil }) -> [PlannedFrame] {
        var shown: [UInt8]?
        return frames.indices.map { k in
            let planned = lossy.plan(mapped[k], truecolor: frames[k], next: next(k),
                                     over: GIFCanvas(shown: shown, under: restorable(k)))
            shown = planned.frame.indices
            return planned
        }
    }

    static func distance2(_ a: UInt32, _ b: UInt32) -> Int {
        let d = [16, 8, 0].map { Int(a >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF) }
        return d.map { $0 * $0 }.reduce(0, +)
    }

    @Test func everyShownPixelIsItsMappedColourOrWithinTolerance() {
        let frames = Self.flickeringGradient(count: 12)
        let (palette, mapped, shown) = Self.shown(frames, tolerance: 12)
        #expect(shown[0] == mapped[0])  // the first frame is sent as mapped
        for k in frames.indices {
            for p in frames[k].pixels.indices where shown[k].indices[p] != mapped[k].indices[p] {
                #expect(Self.distance2(palette.colors[Int(shown[k].indices[p])], frames[k].pixels[p]) <= 144)
            }
        }
    }

    @Test func aBarelyChangingAreaKeepsItsPixelsAndTheGIFShrinks() throws {
        let frames = Self.flickeringGradient(count: 12)
        let (palette, mapped, shown) = Self.shown(frames, tolerance: 12)
        // Below the moving block's path the gradient only flickers: mapped, its
        // pixels change colour all the time; shown, they keep the colour first
        // shown, but for the few whose truecolor now is exactly a palette colour.
        let still = (30 * TestFrames.width)..<(TestFrames.width * TestFrames.height)
        func changes(_ frames: [IndexedFrame]) -> Int {
            zip(frames, frames.dropFirst()).map { a, b in still.filter { a.indices[$0] != b.indices[$0] }.count }.reduce(0, +)
        }
        #expect(changes(shown) * 10 < changes(mapped))

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func bytes(_ frames: [IndexedFrame], _ name: String) throws -> Int {
            let writer = try GIFWriter(path: folder.file(name), width: TestFrames.width, height: TestFrames.height,
                                       palette: palette, fps: 25)
            try writer.write(frames)
            try writer.finish()
            return writer.bytesWritten
        }
        #expect(try bytes(shown, "lossy.gif") < bytes(mapped, "exact.gif") * 3 / 4)
    }

    /// A pixel whose truecolor is exactly what it was keeps what the GIF
    /// shows, even inside the rectangle that changes around it, where a
    /// different colour within tolerance could make a longer LZW string: a
    /// still area must not shimmer.
    @Test func aStillPixelKeepsItsColourInsideTheChangingArea() {
        var frames = Self.flickeringGradient(count: 12)
        for k in frames.indices {
            for y in 24..<30 { for x in 0..<TestFrames.width { frames[k][x, y] = UInt32(20 + x * 3) << 16 | UInt32(40 + y) << 8 | 128 } }
        }
        let (_, _, shown) = Self.shown(frames, tolerance: 24)
        var still = 0
        for k in frames.indices.dropFirst() {
            for p in frames[k].pixels.indices where frames[k].pixels[p] == frames[k - 1].pixels[p] {
                still += 1
                #expect(shown[k].indices[p] == shown[k - 1].indices[p], "frame \(k), pixel \(p)")
            }
        }
        #expect(still >= 11 * 6 * TestFrames.width)
    }

    /// Below `searchFrom` only the temporal step runs: a pixel shows its
    /// mapped colour or keeps what the frame before showed, nothing else.
    @Test func belowTheSearchAPixelIsMappedOrKept() {
        let frames = Self.flickeringGradient(count: 8)
        let (_, mapped, shown) = Self.shown(frames, tolerance: LossyPlanner.searchFrom - 1)
        var kept = 0
        for k in frames.indices.dropFirst() {
            for p in frames[k].pixels.indices where shown[k].indices[p] != mapped[k].indices[p] {
                kept += 1
                #expect(shown[k].indices[p] == shown[k - 1].indices[p])
            }
        }
        #expect(kept > 0)
    }

    /// The search plans some unchanged pixels as their colour; the writer
    /// sends them so, and the GIF, as Pillow reads it, shows exactly the
    /// shown frames.
    @Test func theGIFShowsThePlannedFrames() throws {
        // Two blocks drift across a still striped background, at opposite
        // corners: the rectangle that changes is mostly still stripes.
        let frames = (0..<12).map { k in
            var frame = Frame(width: TestFrames.width, height: TestFrames.height, fill: 0)
            for y in 0..<TestFrames.height {
                for x in 0..<TestFrames.width { frame[x, y] = UInt32(40 * ((x / 3 + y) % 5)) * 0x01_01_01 }
            }
            for y in 2..<10 { for x in (3 * k)..<(3 * k + 9) { frame[x, y] = UInt32(0xE0_40_20 + 4 * x + y) } }
            for y in (TestFrames.height - 10)..<(TestFrames.height - 2) {
                for x in (TestFrames.width - 12 - 3 * k)..<(TestFrames.width - 3 - 3 * k) { frame[x, y] = UInt32(0x20_40_E0 + 4 * x + y) }
            }
            return frame
        }
        let (palette, _, planned) = Self.planned(frames, tolerance: 20)
        #expect(planned.contains { $0.unchangedAsColour?.contains(true) ?? false })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func write(_ frames: [PlannedFrame], _ name: String) throws -> String {
            let writer = try GIFWriter(path: folder.file(name), width: TestFrames.width, height: TestFrames.height,
                                       palette: palette, fps: 25)
            for frame in frames { if let write = try writer.plan(frame) { try writer.append(write.encode()) } }
            try writer.finish()
            return folder.file(name)
        }
        let gif = try write(planned, "planned.gif")
        guard let decoded = GIFInspection.pillowFrames(gif) else { return }
        let shown = planned.map { $0.frame.indices.map { palette.colors[Int($0)] & 0xFF_FFFF } }
        #expect(decoded.map(\.pixels) == shown)
    }

    /// Snow over a still striped background: from `searchFrom` on, frames
    /// are drawn over the clean background (the frame before taken back,
    /// GIF disposal 3) where that costs less, and the GIF, as Pillow reads
    /// it, shows exactly the shown frames, in fewer bytes than without.
    @Test func movingThingsAreDrawnOverTheCleanBackground() throws {
        let (w, h) = (TestFrames.width, TestFrames.height)
        let frames = (0..<16).map { k in
            var frame = Frame(width: w, height: h, fill: 0)
            for y in 0..<h { for x in 0..<w { frame[x, y] = UInt32(30 * ((x / 4 + y / 3) % 6) + 40) * 0x01_01_01 } }
            for flake in 0..<10 {
                let (fx, fy) = ((flake * 23 + 4 * k) % (w - 3), (flake * 7 + 5 * k) % (h - 3))
                for y in fy..<fy + 3 { for x in fx..<fx + 3 { frame[x, y] = 0xF0_F4_FF - UInt32(x + y) } }
            }
            return frame
        }
        let palette = Quantizer.palette(from: frames)
        let mapped = frames.map(ColorMapper(palette: palette).map)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func render(_ name: String, offeringCanvases: Bool) throws -> (path: String, bytes: Int, shown: [IndexedFrame], restores: Int) {
            let lossy = LossyPlanner(palette: palette, width: w, tolerance: 16)
            let writer = try GIFWriter(path: folder.file(name), width: w, height: h, palette: palette, fps: 25)
            var shown: [IndexedFrame] = [], restores = 0
            for (indexed, truecolor) in zip(mapped, frames) {
                let planned = lossy.plan(indexed, truecolor: truecolor,
                                         over: offeringCanvases ? writer.canvas : GIFCanvas(shown: writer.canvas.shown))
                if planned.disposalBefore == .restore { restores += 1 }
                shown.append(planned.frame)
                if let write = try writer.plan(planned) { try writer.append(write.encode()) }
            }
            try writer.finish()
            return (folder.file(name), writer.bytesWritten, shown, restores)
        }
        let restoring = try render("restoring.gif", offeringCanvases: true)
        let keeping = try render("keeping.gif", offeringCanvases: false)
        #expect(restoring.restores > 8)
        #expect(keeping.restores == 0)
        #expect(restoring.bytes < keeping.bytes)
        guard let decoded = GIFInspection.pillowFrames(restoring.path) else { return }
        #expect(decoded.map(\.pixels) == restoring.shown.map { $0.indices.map { palette.colors[Int($0)] & 0xFF_FFFF } })
    }

    /// A gradient that steps up by more than the tolerance, so that the
    /// search chooses nearly every pixel: one step every frame at first (each
    /// frame's pixels change again), then steps every other frame (those
    /// pixels settle). One corner pixel differs in every frame, so that no
    /// frame repeats the one before: the pixels settle one by one, not as a
    /// frame at rest (`FrameLimits`).
    static func steppingGradient() -> [Frame] {
        let steps = [0, 1, 2, 3, 4, 4, 5, 5, 6, 6]
        return steps.enumerated().map { k, step in
            var frame = gradient(up: step * 16)
            frame[0, 0] = 0xFF0000 | UInt32(k * 24)
            return frame
        }
    }

    /// A smooth gradient over the test frame, every channel raised by `up`.
    static func gradient(up: Int) -> Frame {
        var frame = Frame(width: TestFrames.width, height: TestFrames.height, fill: 0)
        for y in 0..<TestFrames.height {
            for x in 0..<TestFrames.width { frame[x, y] = gradientColour(x * 2, y * 2, up: up) }
        }
        return frame
    }

    /// The gradients' colour at (`fx`, `fy`) on their scale, every channel raised by `up`.
    static func gradientColour(_ fx: Int, _ fy: Int, up: Int) -> UInt32 {
        UInt32(20 + fx + up) << 16 | UInt32(30 + fy + up) << 8 | UInt32(60 + up)
    }

    /// Each frame planned with `next(k)` as the truecolor frame after it,
    /// offered `restorable(k)` as the canvas it may be drawn over instead (none by default).
    static func simplified(_ frames: [Frame], tolerance: Int, restorable: (Int) -> [UInt8]? = { _ in nil },
                           next: (Int) -> Frame?) -> (palette: Palette, mapped: [IndexedFrame], shown: [IndexedFrame]) {
        let palette = Quantizer.palette(from: frames)
        let mapped = frames.map(ColorMapper(palette: palette).map)
        let lossy = LossyPlanner(palette: palette, width: TestFrames.width, tolerance: tolerance)
        return (palette, mapped, Self.planEach(mapped, frames, with: lossy, next: next, restorable: restorable).map(\.frame))
    }

    /// In the frames whose pixels settle, every pixel the search sent as
    /// another colour than its mapped one or the one it showed is within half
    /// the tolerance; not told the next frame, the search goes further.
    @Test func settlingPixelsAreHeldToHalfTheTolerance() {
        let frames = Self.steppingGradient()
        func farthest(toldNext: Bool) -> Int {
            let (palette, mapped, shown) = Self.simplified(frames, tolerance: 24) { k in
                toldNext && k + 1 < frames.count ? frames[k + 1] : nil
            }
            var farthest = 0
            for k in [6, 8] {  // the frames that step and then hold
                for p in frames[k].pixels.indices
                where shown[k].indices[p] != mapped[k].indices[p] && shown[k].indices[p] != shown[k - 1].indices[p] {
                    farthest = max(farthest, Self.distance2(palette.colors[Int(shown[k].indices[p])], frames[k].pixels[p]))
                }
            }
            return farthest
        }
        #expect(farthest(toldNext: true) <= FrameLimits.settled(24 * 24))
        #expect(farthest(toldNext: false) > FrameLimits.settled(24 * 24))
    }

    /// A gradient that drifts by 8 per channel every frame (an RGB distance
    /// of about 14, so the temporal step keeps much of what it showed with a
    /// tolerance of 24), then comes to rest.
    /// Told that the frame after repeats it, the frame at rest shows nothing
    /// further than half the tolerance from its truecolor but its mapped
    /// colours; not told, it keeps colours up to the whole tolerance away.
    @Test func aFrameAtRestIsHeldToHalfTheTolerance() {
        let frames = [0, 8, 16, 24, 32, 32].map { Self.gradient(up: $0) }
        func farthest(toldNext: Bool) -> Int {
            let (palette, mapped, shown) = Self.simplified(frames, tolerance: 24) { k in
                toldNext && k + 1 < frames.count ? frames[k + 1] : nil
            }
            let k = 4
            return frames[k].pixels.indices.filter { shown[k].indices[$0] != mapped[k].indices[$0] }
                .map { Self.distance2(palette.colors[Int(shown[k].indices[$0])], frames[k].pixels[$0]) }.max() ?? 0
        }
        #expect(farthest(toldNext: true) <= FrameLimits.settled(24 * 24))
        #expect(farthest(toldNext: false) > FrameLimits.settled(24 * 24))
    }

    /// Where `FrameLimits` tightens a frame's distance (a frame at rest, a
    /// mostly flat frame), a pixel whose truecolor did not change still shows
    /// what it showed, though that is further off than the tighter distance:
    /// a still area never changes, even once. The right half of the frames
    /// steps once, in frame 3, by a little less than the tolerance (so the
    /// temporal step keeps what it showed, up to the tolerance off), then
    /// holds; the left half goes on, as a gradient that comes to rest, or as
    /// flat blocks that keep changing.
    @Test(arguments: [false, true]) func stillPixelsKeepWhatTheyShowedUnderATighterDistance(flat: Bool) {
        let tolerance = 24, half = TestFrames.width / 2
        let frames = (0..<6).map { k in
            var frame = Frame(width: TestFrames.width, height: TestFrames.height, fill: 0)
            for y in 0..<TestFrames.height {
                for x in 0..<TestFrames.width {
                    let up = x < half ? 8 * min(k, flat ? k : 4) : (k < 3 ? 0 : 10)
                    let (fx, fy) = flat && x < half ? (x / 8 * 16, y / 8 * 16) : (x * 2, y * 2)
                    frame[x, y] = Self.gradientColour(fx, fy, up: up)
                }
            }
            return frame
        }
        let (palette, _, shown) = Self.simplified(frames, tolerance: tolerance) { $0 + 1 < frames.count ? frames[$0 + 1] : nil }
        var changed = 0, furtherThanTheFrameAllows = 0
        for k in 1..<frames.count {
            let limits = FrameLimits(tolerance: tolerance, truecolor: frames[k].pixels, previous: frames[k - 1].pixels,
                                     next: k + 1 < frames.count ? frames[k + 1].pixels : nil, width: TestFrames.width)
            for p in frames[k].pixels.indices where frames[k].pixels[p] == frames[k - 1].pixels[p] {
                if shown[k].indices[p] != shown[k - 1].indices[p] { changed += 1 }
                if Self.distance2(palette.colors[Int(shown[k].indices[p])], frames[k].pixels[p]) > limits.keep {
                    furtherThanTheFrameAllows += 1
                }
            }
        }
        #expect(changed == 0)
        #expect(furtherThanTheFrameAllows > 0, "no still pixel tests the tighter distance")
    }

    @Test func sameFramesGiveTheSameShownFrames() {
        let frames = Self.flickeringGradient(count: 6)
        #expect(Self.shown(frames, tolerance: 20).shown == Self.shown(frames, tolerance: 20).shown)
    }
}
