import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

@Suite("PixelHeader")
struct PixelHeaderTests {
    static let screen = Size(375, 667)
    static let header = SceneHeader(name: "t", size: screen, fps: 25, duration: 10, seed: 1, script: Script([]), showGestures: false)

    static func config(_ json: String = "{}") throws -> PixelHeader {
        try JSONDecoder().decode(Decoded<PixelHeader>.self, from: Data(json.utf8)).model
    }

    /// The `pixelHeader` preset's scene, seen through its pixelate layer.
    struct Run {
        var sim: ComposedSimulation
        var layer: PixelateLayer.Running { sim.layers[0] as! PixelateLayer.Running }
        var offset: Double { layer.offset }
        var pulled: Bool { layer.pixelation.pulled }
        var pixelBlock: Double { layer.block }
        var pixels: PixelAnimation { layer.pixelation.animation }
        mutating func step(tick: Int, gestures: [Gesture]) { sim.step(tick: tick, gestures: gestures) }
        func draw() -> DisplayList { sim.draw() }
    }

    static func simulation(_ preset: PixelHeader, scene: SceneHeader = header) throws -> Run {
        let sim = try preset.composition.makeSimulation(scene: scene, environment: SceneEnvironment(pictures: NoPictures()))
        return Run(sim: try #require(sim as? ComposedSimulation))
    }

    /// Steps `sim` from `from` up to (not including) `to`, firing `script` gestures on their ticks.
    static func run(_ sim: inout Run, from: Int = 0, to: Int, script: [Int: Gesture] = [:]) {
        for tick in from..<to { sim.step(tick: tick, gestures: script[tick].map { [$0] } ?? []) }
    }

    // MARK: Stretchy header (MGSpoty)

    @Test func headerHeightIsTheSmallerOfWidthAndSixtyPercentOfTheScreen() {
        let tall = StretchyHeader(screen: Self.screen, heightFraction: 0.6, fadeDistance: 40, mode: .over)
        #expect(tall.height == 375)  // 0.6 · 667 = 400.2 > 375
        let short = StretchyHeader(screen: Size(320, 480), heightFraction: 0.6, fadeDistance: 40, mode: .over)
        #expect(abs(short.height - 288) < 1e-9)
    }

    @Test func pullingStretchesThePictureDownAndMovesTheOverlayWithIt() {
        let h = StretchyHeader(screen: Self.screen, heightFraction: 0.6, fadeDistance: 40, mode: .over)
        #expect(h.pictureFrame(offset: 0) == Rect(x: 0, y: 0, width: 375, height: 375))
        #expect(h.pictureFrame(offset: -100) == Rect(x: 0, y: 0, width: 375, height: 475))
        #expect(h.pictureFrame(offset: -37.5) == Rect(x: 0, y: 0, width: 375, height: 412.5))
        #expect(h.overlayShift(offset: -100) == 100)
        // "over": scrolling up leaves the header where it is.
        #expect(h.pictureFrame(offset: 50) == Rect(x: 0, y: 0, width: 375, height: 375))
        #expect(h.overlayShift(offset: 50) == 0)
        #expect(h.overlayAlpha(offset: 50) == 1)
    }

    @Test func normalModeScrollsTheHeaderAwayAndFadesTheOverlay() {
        let h = StretchyHeader(screen: Self.screen, heightFraction: 0.6, fadeDistance: 40, mode: .normal)
        #expect(h.pictureFrame(offset: 50) == Rect(x: 0, y: -50, width: 375, height: 375))
        #expect(h.overlayShift(offset: 50) == -50)
        #expect(abs(h.overlayAlpha(offset: 93.75) - 0.5) < 1e-12)  // 1 − 93.75 / 187.5
        #expect(h.overlayAlpha(offset: 400) == 0)
    }

    @Test(arguments: [(0.0, 8.0, 1.0), (-10, 6, 0.75), (-40, 0, 0), (-80, 0, 0)])
    func blurRadiusAndOverlayAlphaFollowThePull(offset: Double, radius: Double, alpha: Double) {
        // R = 8 (the demo's), fading over 40 pt: radius R − diff·R/40, alpha 1 − diff/40.
        var blur = HeaderBlur(maxRadius: 8, fadeDistance: 40, recomputeStep: 2)
        blur.scrolled(to: offset)
        #expect(abs(blur.radius - radius) < 1e-12)
        #expect(abs(blur.tintStrength - alpha) < 1e-12)
        let h = StretchyHeader(screen: Self.screen, heightFraction: 0.6, fadeDistance: 40, mode: .over)
        #expect(abs(h.overlayAlpha(offset: offset) - alpha) < 1e-12)
    }

    /// The post replaced MGSpoty's blur with pixelation: by default the
    /// picture is sharp and untinted at rest, and only the overlay fades.
    @Test func byDefaultTheHeaderIsSharpAndUntintedAtRest() throws {
        var sim = try Self.simulation(try Self.config())
        Self.run(&sim, to: 10)
        let rest = sim.draw().commands
        let pictures = rest.compactMap { c -> PictureFill? in if case .picture(let p) = c { return p }; return nil }
        #expect(pictures.count == 1 && pictures[0].blurRadius == 0 && pictures[0].pixelBlock == 0)
        #expect(!rest.contains { c in if case .rect(_, _, let s) = c { return s.fill == Color(0, 0, 0, 0.5) }; return false })
        var blur = HeaderBlur(maxRadius: 0, fadeDistance: 40, recomputeStep: 2)
        #expect(blur.tintStrength == 0)
        blur.scrolled(to: -20)
        #expect(blur.radius == 0 && blur.tintStrength == 0)
    }

    @Test func blurIsRemadeOnlyAfterTheOffsetMovedTwoPoints() {
        var blur = HeaderBlur(maxRadius: 8, fadeDistance: 40, recomputeStep: 2)
        blur.scrolled(to: -1.5)           // moved 1.5 from 0: kept
        #expect(blur.radius == 8)
        blur.scrolled(to: -3.5)           // moved 3.5: remade for diff 3.5
        #expect(abs(blur.radius - (8 - 3.5 * 0.2)) < 1e-12)
        blur.scrolled(to: -1.5)           // moved 2.0: remade
        #expect(abs(blur.radius - 7.7) < 1e-12)
        blur.scrolled(to: 0)              // back at rest, but only 1.5 from the last remake
        #expect(abs(blur.radius - 7.7) < 1e-12)   // the quirk: settles short of full blur
        blur.scrolled(to: 30)             // scrolling up does not touch the blur
        #expect(abs(blur.radius - 7.7) < 1e-12)

        var exact = HeaderBlur(maxRadius: 8, fadeDistance: 40, recomputeStep: 0)
        exact.scrolled(to: -1.5)
        exact.scrolled(to: 0)
        #expect(exact.radius == 8)
    }

    // MARK: Pixelation (CRPixellatedView)

    @Test func timedPixelationStepsAtDisplayFramesAndOvershoots() {
        // 0.8 s at 60 Hz is 48 display frames; t = j/48 on the j-th frame after
        // the start; the first frame with t > 1 is j = 49, the last one shown.
        var anim = PixelAnimation(scale: 20, duration: 0.8)
        anim.start(reverse: false, at: 100)
        anim.displayFrame(at: 100)
        #expect(anim.block == 0)  // nothing until the first frame after the start
        for j in 1...49 {
            anim.displayFrame(at: 100 + 10 * j)
            #expect(abs(anim.block - 20 * Double(j) / 48) < 1e-9)
            #expect(anim.isRunning == (j < 49))
        }
        anim.displayFrame(at: 100 + 10 * 50)
        #expect(abs(anim.block - 20 * 49.0 / 48) < 1e-9)  // ≈ 20.4167, held

        anim.start(reverse: true, at: 1000)
        anim.displayFrame(at: 1010)
        #expect(abs(anim.block - (20 - 20.0 / 48)) < 1e-9)
        for j in 2...60 { anim.displayFrame(at: 1000 + 10 * j) }
        #expect(abs(anim.block - (20 - 20 * 49.0 / 48)) < 1e-9)  // ≈ −0.4167: no pixelation
        #expect(!anim.isRunning)
    }

    @Test func defaultDurationOvershootsToTwentyAndAThird() {
        var anim = PixelAnimation(scale: 20, duration: 1.0)  // 60 frames; stops at j = 61
        anim.start(reverse: false, at: 0)
        for j in 1...70 { anim.displayFrame(at: 10 * j) }
        #expect(abs(anim.block - 20 * 61.0 / 60) < 1e-9)
    }

    @Test func pulledFlagReversesOnlyBackAtRest() throws {
        var sim = try Self.simulation(try Self.config(#"{"pixelDuration": 0.8, "pixelThreshold": 60}"#))
        Self.run(&sim, to: 1200, script: [
            0: .scroll(to: -100, duration: 0.5),   // passes −60 at tick 180
            300: .scroll(to: -5, duration: 0.5),   // nearly back, still pulled
            600: .scroll(to: -5, duration: 1.2),   // held at −5
        ])
        #expect(sim.offset == -5)
        #expect(sim.pulled)
        #expect(abs(sim.pixelBlock - 20 * 49.0 / 48) < 1e-9)  // pixelated, not reversed
        #expect(!sim.pixels.isRunning)

        Self.run(&sim, from: 1200, to: 1270, script: [1200: .scroll(to: 0, duration: 0.1)])
        #expect(sim.offset == 0)        // reached on the display frame at tick 1260
        #expect(!sim.pulled)
        #expect(abs(sim.pixelBlock - (20 - 20.0 / 48)) < 1e-9)  // first reverse frame at 1270
        Self.run(&sim, from: 1270, to: 1260 + 490 + 20)
        #expect(abs(sim.pixelBlock - (20 - 20 * 49.0 / 48)) < 1e-9)
    }

    @Test func pixelationStartsOnTheFirstDisplayFramePastTheThreshold() throws {
        var sim = try Self.simulation(try Self.config(#"{"pixelDuration": 0.8}"#))
        // −120 over 1 s: −2 pt per display frame; −60 is reached at tick 300.
        // (Stepping tick k leaves the world at tick k + 1.)
        Self.run(&sim, to: 290, script: [0: .scroll(to: -120, duration: 1)])
        #expect(sim.offset == -58 && !sim.pulled)
        Self.run(&sim, from: 290, to: 300)
        #expect(sim.offset == -60 && sim.pulled && sim.pixelBlock == 0)  // started at 300
        Self.run(&sim, from: 300, to: 310)
        #expect(abs(sim.pixelBlock - 20.0 / 48) < 1e-9)                   // first frame at 310
    }

    @Test(arguments: [(0.0, 0.0), (-15, 5), (-30, 10), (-60, 20), (-150, 20), (40, 0)])
    func continuousModeFollowsThePull(offset: Double, block: Double) throws {
        var sim = try Self.simulation(try Self.config(#"{"pixelMode": "continuous"}"#))
        Self.run(&sim, to: 300, script: [0: .scroll(to: offset, duration: 0.5)])
        #expect(sim.offset == offset)
        #expect(abs(sim.pixelBlock - block) < 1e-9)   // 20 · min(1, |o| / 60)
    }

    @Test func displayListCarriesTheHeaderValues() throws {
        var sim = try Self.simulation(try Self.config(#"{"blurRadius": 8}"#))
        func picture(_ list: DisplayList) -> PictureFill? {
            for case .picture(let p) in list.commands { return p }
            return nil
        }
        func tints(_ list: DisplayList, _ frame: Rect) -> [Color] {
            list.commands.compactMap { if case .rect(frame, _, let style) = $0 { return style.fill } else { return nil } }
        }
        func overlays(_ list: DisplayList) -> [Layer] {
            list.commands.compactMap { if case .layer(let l) = $0 { return l } else { return nil } }
        }
        let rest = sim.draw()
        let restFrame = Rect(x: 0, y: 0, width: 375, height: 375)
        #expect(picture(rest) == PictureFill(picture: "header-landscape", frame: restFrame, clip: restFrame,
                                             pixelBlock: 0, blurRadius: 8))
        #expect(tints(rest, restFrame) == [Color(0, 0, 0, 0.5)])
        #expect(overlays(rest).map(\.opacity) == [1])

        Self.run(&sim, to: 300, script: [0: .scroll(to: -20, duration: 0.5)])
        let half = sim.draw()
        let halfFrame = Rect(x: 0, y: 0, width: 375, height: 395)
        #expect(picture(half)?.frame == halfFrame)
        #expect(picture(half)?.blurRadius == 4)
        #expect(tints(half, halfFrame) == [Color(0, 0, 0, 0.25)])
        #expect(overlays(half).map(\.opacity) == [0.5])
        #expect(overlays(half).map(\.transform) == [.translation(0, 20)])
    }

    // MARK: Scrolling

    @Test func releasedPullSpringsBackExactlyToZero() {
        let track = { () -> ScrollTrack in
            var t = ScrollTrack(maxOffset: 500, bounceDuration: 0.5)
            t.drag(to: -150, duration: 1, at: 0)
            return t
        }()
        #expect(track.offset(at: 300) == -75)          // linear while dragging
        #expect(track.offset(at: 600) == -150)         // the finger lifts here
        var last = -150.0
        for tick in 601..<900 {                        // monotonic, no overshoot
            let o = track.offset(at: tick)
            #expect(o >= last && o <= 0)
            last = o
        }
        #expect(track.offset(at: 899) > -0.2)          // within 0.13 % at the end
        #expect(track.offset(at: 900) == 0)
        #expect(track.offset(at: 400) == -100)
    }

    @Test func scrollingUpInsideTheContentStays() {
        var track = ScrollTrack(maxOffset: 300, bounceDuration: 0.5)
        track.drag(to: 120, duration: 0.5, at: 0)
        #expect(track.offset(at: 1000) == 120)
        track.drag(to: 400, duration: 0.5, at: 1000)   // past the bottom: back to 300
        #expect(track.offset(at: 1300 + 300) == 300)
    }

    // MARK: Scene file

    static var repoRoot: URL { RepositoryRoot.url }

    @Test func continuousExampleDecodes() throws {
        let file = try SceneFile.load(
            path: Self.repoRoot.appendingPathComponent("Examples/pixel-header-continuous.json").path)
        let effect = try #require(file.preset as? PixelHeader)
        #expect(effect.pixelate.pixels.pixelMode == .continuous && effect.table.scrollMode == .normal)
    }

    @Test func exampleDecodesWithTheDemoValues() throws {
        let file = try SceneFile.load(path: Self.repoRoot.appendingPathComponent("Examples/pixel-header.json").path)
        let effect = try #require(file.preset as? PixelHeader)
        #expect(effect.table.blurRadius == 0 && effect.pixelate.pixels.pixelDuration == 0.8 && effect.pixelate.pixels.pixelScale == 20)
        #expect(effect.pixelate.pixels.pixelMode == .timed && effect.table.scrollMode == .over)
        #expect(FileManager.default.fileExists(
            atPath: Self.repoRoot.appendingPathComponent("Assets/\(effect.table.picture).png").path))
    }

    @Test func defaultsAreTheOriginals() throws {
        let c = try Self.config()
        let t = c.table, p = c.pixelate.pixels
        #expect(t.blurRadius == 0 && t.blurFadeDistance == 40 && t.blurRecomputeStep == 2)
        #expect(p.pixelScale == 20 && p.pixelDuration == 1.0 && t.headerHeightFraction == 0.6)
        #expect(t.tint == Color(0, 0, 0, 0.5) && p.displayRate == 60)
    }

    @Test(arguments: [
        (#"{"blurRadious": 3}"#, "pixelHeader.blurRadious"),
        (#"{"pixelMode": "smooth"}"#, "pixelHeader.pixelMode"),
        (#"{"displayRate": 70}"#, "pixelHeader.displayRate"),
        (#"{"pixelDuration": 0}"#, "pixelHeader.pixelDuration"),
    ])
    func badBlockNamesTheField(block: String, field: String) {
        let json = #"{"name": "x", "size": [375, 667], "fps": 25, "duration": 1, "pixelHeader": \#(block)}"#
        #expect {
            _ = try SceneFile.decode(Data(json.utf8), path: "x.json")
        } throws: { error in
            (error as? SceneFileError)?.field == field
        }
    }

    @Test func sameSeedSameDisplayLists() throws {
        let file = try SceneFile.load(path: Self.repoRoot.appendingPathComponent("Examples/pixel-header.json").path)
        func lists() throws -> [DisplayList] {
            var sim = try Self.simulation(try #require(file.preset as? PixelHeader), scene: file.header)
            var out: [DisplayList] = []
            for tick in 0..<3000 {
                sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture))
                if [300, 700, 1100, 1500, 2999].contains(tick) { out.append(sim.draw()) }
            }
            return out
        }
        let a = try lists(), b = try lists()
        #expect(a == b)
        #expect(a[0] != a[1])
    }
}

/// The scene never reads pixels.
private struct NoPictures: PictureSource {
    func pixelSize(of picture: String) throws -> Size { Size(1, 1) }
    func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
        try resampled(picture, width: width, height: height)
    }
    func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] { [] }
}
