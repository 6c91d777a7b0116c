import Foundation
import FrolicCore
import FrolicRaster
import FrolicScenes
import Synchronization

/// A scene file ready to render: decoded, overrides applied, pictures found.
/// Plays the scene once into the animated GIF and the frame sinks (`play`),
/// and, for the snapshot runner, draws single truecolor frames.
public final class SceneRenderer {
    /// The scene file's path: pictures are looked for beside it, and errors name it.
    public let scenePath: String
    /// The decoded scene, with the options' seed and `lossy` applied.
    public let file: SceneFile
    /// How it renders.
    public let options: RenderOptions
    package let pictures: PictureLibrary
    private let environment: SceneEnvironment

    /// Frames sampled to build the GIF's one palette. A scene whose look
    /// changes through its run (pixel-header: sharp, stretched, pixelated)
    /// needs more than a few: with 16, pixel-header's palette fits its
    /// pixelated frames worst, and its GIFs come out bigger at the same PSNR.
    ///
    /// That is 48 frames' worth of pixels at `--scale 1`; at a larger scale
    /// the same pixels, but never fewer than 16 frames: a frame at scale 3 has
    /// nine times the pixels, and 48 of them would more than double
    /// pixel-header's palette stage.
    static let paletteSamples = 48, fewestPaletteSamples = 16

    /// `contents`, when given, is used instead of the file's bytes (a snapshot
    /// re-renders a scene as it was recorded); pictures and errors still go
    /// by `scenePath`.
    ///
    /// - Throws: ``RenderOptionsError`` for an option no render takes;
    ///   ``InputFileError`` when the scene file (or `configPath`) cannot be
    ///   read; the scene file's own error from `SceneFile.decode` (at its
    ///   field) when it is not a valid scene; ``SceneRenderError`` when a
    ///   picture it names is missing or unusable (its `PictureError`) or its
    ///   size does not fit `options.scale` (its `CanvasSizeProblem`). Each
    ///   but ``RenderOptionsError`` and ``InputFileError`` is a `LocatedError`.
    public init(scenePath: String, contents: Data? = nil, options: RenderOptions = RenderOptions()) throws {
        try options.check()
        var file = try SceneFile.decode(contents ?? InputFile(path: scenePath, role: .scene).read(), path: scenePath)
        if let seed = options.seed { file.header.seed = seed }
        if let lossy = options.lossy { file.header.lossy = lossy }
        let sceneFolder = (scenePath as NSString).deletingLastPathComponent
        let pictures = PictureLibrary(searchPaths: [sceneFolder.isEmpty ? "." : sceneFolder, ResourceLocator.builtInPictures])
        try Self.checkPictureMemory(file.composition.pictureUses, in: pictures, scenePath: scenePath)
        if let backdrop = file.sizeBackdrop, let name = backdrop.shown {
            let pixels = try Self.reading(file.sizePictureField, scenePath: scenePath) { try pictures.pixelSize(of: name) }
            file.setScreenSize(backdrop.sceneSize(picturePixels: pixels))
        }
        let backdrop = file.composition.backdrop
        if file.durationFromMovie, let movie = backdrop.movie {
            let played = try Self.reading(backdrop.shownField("backdrop"), scenePath: scenePath) {
                try pictures.timeline(of: movie).map(backdrop.playedSeconds) ?? 0
            }
            // To the centisecond a GIF plays, at least one, at most a scene's longest.
            file.header.duration = min(SceneLimits.seconds, max(0.01, (played * 100).rounded() / 100))
        }
        if let problem = CanvasSize.problem(file.header.size, scale: options.scale) {
            throw SceneRenderError(scenePath: scenePath, problem: .size(problem, field: file.sizePicture == nil ? "size" : file.sizePictureField))
        }
        var config: (path: String, data: [UInt8])?
        if let path = options.configPath {
            guard file.composition.readsRemoteConfig else { throw RenderOptionsError.configWithoutSeason(scenePath: scenePath) }
            config = (path, [UInt8](try InputFile(path: path, role: .remoteConfig).read()))
        }
        self.scenePath = scenePath
        self.file = file
        self.options = options
        self.pictures = pictures
        self.environment = SceneEnvironment(pictures: pictures, movies: pictures, capture: RasterCapture(rasterizer: Rasterizer(scale: options.scale, pictures: pictures)),
                                            today: options.today, remoteConfig: config)
        self.warnings = try Self.checkPictures(file.composition.pictureUses, in: pictures, scenePath: scenePath)
            + file.composition.warnings(scene: file.header).map { "warning: \(scenePath): \($0.field): \($0.message)" }
        _ = try makeFrames()   // fail early on a scene that cannot be built
    }

    /// Lines to show before rendering (`warning: file: field: …`): a scene
    /// that renders, but perhaps not as its author meant.
    public let warnings: [String]

    /// Refuses, at its field, the picture that takes the scene's decoded
    /// pictures past `PictureLimits.decodedBudget`, before any is decoded.
    private static func checkPictureMemory(_ uses: [PictureUse], in pictures: PictureLibrary, scenePath: String) throws {
        guard let past = pictures.firstPastBudget(uses.map(\.name)) else { return }
        let use = uses[past.index]
        throw SceneRenderError(scenePath: scenePath, problem: .picturesPastBudget(
            name: use.name, field: use.field, width: past.width, height: past.height, bytes: past.bytes))
    }

    /// `body`, which reads a picture or recording the scene names at `field`:
    /// a picture or movie that cannot be used is an error at that field.
    private static func reading<T>(_ field: String, scenePath: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as PictureError {
            throw SceneRenderError(scenePath: scenePath, problem: .picture(error, field: field))
        } catch let error as MovieError {
            throw SceneRenderError(scenePath: scenePath, problem: .movie(error, field: field))
        }
    }

    /// Loads every picture the scene names, so that a missing or broken one
    /// is an error at its field before the first frame.
    private static func checkPictures(_ uses: [PictureUse], in pictures: PictureLibrary,
                                      scenePath: String) throws -> [String] {
        try uses.compactMap { use in
            let size = try reading(use.field, scenePath: scenePath) {
                let isMovie = try pictures.timeline(of: use.name) != nil
                if isMovie != use.field.hasSuffix(".movie") {
                    throw SceneRenderError(scenePath: scenePath, problem: .wrongKind(name: use.name, field: use.field, isMovie: isMovie))
                }
                return try pictures.pixelSize(of: use.name)
            }
            return use.aspectWarning(pictureSize: size).map { "warning: \(scenePath): \(use.sizeField ?? use.field): \($0)" }
        }
    }

    /// Every file the render reads, so that none is chosen as its output.
    package var inputFiles: [InputFile] {
        [InputFile(path: scenePath, role: .scene)]
            + (options.configPath.map { [InputFile(path: $0, role: .remoteConfig)] } ?? [])
            + file.composition.pictureUses.compactMap { use in
                (try? pictures.path(of: use.name)).map { InputFile(path: $0, role: .picture(field: use.field)) }
            }
    }

    /// The scene's common keys.
    public var header: SceneHeader { file.header }
    /// The frames the GIF holds.
    public var timeline: Timeline { file.header.timeline }
    /// The frames of the loop the scene is, when its last frame leads into
    /// its first (ambient snow or rain, `Composition.loops`); nil otherwise.
    package var loopFrames: Int? {
        file.composition.loops(scene: header) ? timeline.frameCount : nil
    }

    /// A fresh play of the scene from its first frame, shared with nothing
    /// (`sending`), so a play can hand it to the lock its frames are taken under.
    package func makeFrames() throws -> sending FrameSequence {
        FrameSequence(simulation: try file.makeSimulation(environment: environment),
                      script: file.header.script, timeline: timeline)
    }

    /// Asked before each frame is simulated: true ends the render with
    /// `RenderStopped`, its files removed (a preview's newer save makes it moot).
    package var shouldStop: (@Sendable () -> Bool)?

    package func makeRasterizer() -> Rasterizer { Rasterizer(scale: options.scale, pictures: pictures) }

    /// The display lists at `indices` (ascending) of a fresh simulation, for the palette's samples.
    private func displayLists(at indices: [Int]) throws -> [DisplayList] {
        var sequence = try makeFrames()
        return try indices.map { index in
            guard let list = sequence.frame(index) else {
                throw SceneRenderError(scenePath: scenePath, problem: .pastTheEnd(frame: index, frames: timeline.frameCount))
            }
            return list
        }
    }

    /// Indices of the frames sampled for the palette: evenly spaced, ends included.
    package var paletteSampleIndices: [Int] {
        let samples = max(Self.fewestPaletteSamples, Self.paletteSamples / (options.scale * options.scale))
        let n = timeline.frameCount, k = min(n, samples)
        return k <= 1 ? [0] : (0..<k).map { $0 * (n - 1) / (k - 1) }
    }

    /// The GIF's palette, from sampled frames (rasterized and counted a few
    /// at a time, never all held at once). Each sample is painted over the
    /// sample its worker painted before (a still backdrop only once) and
    /// counted only where it was painted again
    /// (`Quantizer.palette(sampling:threads:_:)`); the last samples are left in
    /// `references` for the render's first frames to be painted over.
    /// Its samples are simulated apart from the play: every frame is mapped
    /// onto the palette, so it must be known before the first, from samples that span the whole run.
    private func palette(rasterizer: Rasterizer, references: FrameReferences<FrameReference>) throws -> Palette {
        let lists = try displayLists(at: paletteSampleIndices)
        let (palette, last) = try Quantizer.palette(sampling: lists.count, threads: options.threads) { i, before in
            try rasterizer.render(lists[i], over: before)
        }
        for sample in last { references.add(FrameReference(rendered: sample, mapped: nil)) }
        return palette
    }

    /// A frame a worker made, to paint and map the next one over; not mapped when it was a palette sample.
    private struct FrameReference {
        var rendered: RenderedFrame
        var mapped: MappedFrame?
    }

    /// Renders the whole animation to `output` (atomically: nothing is left
    /// there if anything fails). `progress` gets (frames done, frames total).
    ///
    /// - Throws: `GIFWriterError` when `output` cannot be written (its folder
    ///   is missing, it is a folder, the disk is full); ``FramesFolderError``
    ///   for `options.framesDirectory`; `FontError` when a scene with text
    ///   finds no DejaVu font.
    public func renderGIF(to output: String, measureQuality: Bool = false,
                          progress: ((Int, Int) -> Void)? = nil) throws -> RenderReport {
        try play(gif: output, measureQuality: measureQuality, progress: progress).report
    }

    /// Renders the whole animation into the name `claim` took: the GIF
    /// replaces its placeholder and nothing else; `progress` as above.
    package func renderGIF(into claim: OutputClaim, progress: ((Int, Int) -> Void)? = nil) throws -> RenderReport {
        let report = try play(gif: claim.path, claim: claim, progress: progress).report
        claim.filled()
        return report
    }

    /// Plays the scene once: each frame is simulated, painted and mapped to
    /// the palette only where it was damaged, and handed to every sink: the
    /// GIF at `output` (none when nil), the PNG files of
    /// `options.framesDirectory`, and `sinks`. With `beside`, that scene is
    /// played alongside, frame for frame, and a sink can paint its frame of
    /// the same index (`PlayedFrame.beside`): a snapshot's expected frames.
    /// Returns the report and the GIF's palette.
    ///
    /// What the GIF and the sinks get depends only on the scene and the
    /// options, never on threads or timing; files are written as `renderGIF`
    /// writes them (all or nothing).
    package func play(gif output: String?, claim: OutputClaim? = nil, measureQuality: Bool = false, sinks: [any FrameSink] = [],
                      beside other: SceneRenderer? = nil,
                      progress: ((Int, Int) -> Void)? = nil) throws -> (report: RenderReport, palette: Palette) {
        PlayLog.current?.add(self)
        if let other { PlayLog.current?.add(other) }
        let clock = ContinuousClock()
        let start = clock.now
        var report = RenderReport()
        let total = timeline.frameCount
        report.frames = total
        // Refused before any work, as the GIF's path is: what would be written over.
        let frames = try options.framesDirectory.map { try FramesFolder($0, frames: total, inputs: inputFiles) }

        let rasterizer = makeRasterizer()
        let references = FrameReferences<FrameReference>()
        let palette = try timed(&report.stages.palette) { try self.palette(rasterizer: rasterizer, references: references) }
        let mapper = ColorMapper(palette: palette, dithering: options.dithering)
        let width = CanvasSize.pixels(header.size.width, scale: options.scale)
        let height = CanvasSize.pixels(header.size.height, scale: options.scale)
        report.width = width; report.height = height

        // Everything the play creates goes, should it fail or be interrupted.
        let pending = PendingFiles(capacity: total + 1)
        pending.activate()
        var sinks = sinks
        if let frames {
            do {
                if try frames.prepare() { pending.madeFolder(frames.path) }
            } catch { pending.removeAll(); throw error }
            // Slot i is frame i.
            for i in 0..<total { pending.add(frames.writePath(i)) }
            sinks.append(FramesFolderSink(folder: frames, pending: pending))
        }
        let gif: GIFSink?
        do {
            gif = try output.map {
                GIFSink(try GIFFrameOrder(path: $0, width: width, height: height, palette: palette, fps: header.fps,
                                          totalCentiseconds: timeline.centiseconds, tolerance: file.header.lossy,
                                          loopFrames: loopFrames, claim: claim?.file),
                        palette: palette, measureQuality: measureQuality)
            }
        } catch { pending.removeAll(); throw error }
        if let gif {
            pending.add(gif.file.tempPath, created: true)
            sinks.append(gif)
        }
        do {
            // `next` and `order` run on different threads at once: each adds up its own figures, under its own lock.
            let simulation = Mutex(Simulation(sequence: try makeFrames(), beside: try other?.makeFrames(), scenePath: scenePath,
                                              total: total, stop: shouldStop))
            let ordered = Mutex(OrderTally())
            let sinks = sinks, scale = options.scale, besideRasterizer = other?.makeRasterizer()
            let pipeline = FramePipeline<Lists, FrameResult, SinkBytes>(frames: total, threads: options.threads, stages: .init(
                next: {
                    try simulation.withLock { try $0.next() }
                },
                make: { i, lists in
                    try Self.rasterizeAndMap(lists, index: i, rasterizer: rasterizer, mapper: mapper, scale: scale,
                                             references: references, beside: besideRasterizer, sinks: sinks)
                },
                order: { _, made in
                    var ordering = 0.0
                    let jobs = try timed(&ordering) {
                        try sinks.indices.flatMap { s in
                            try sinks[s].order(made.played).map { job in { @Sendable in try job().map { SinkBytes(sink: s, bytes: $0) } } }
                        }
                    }
                    ordered.withLock { $0.add(made, ordering: ordering) }
                    return jobs
                },
                append: { try sinks[$0.sink].append($0.bytes) }),
                progress: progress)
            try pipeline.run()
            for sink in sinks { try sink.finish() }
            let sums = ordered.withLock { $0 }
            report.stages.simulate = simulation.withLock { $0.seconds }
            report.stages.rasterize = sums.rasterized
            report.damagedPixels = sums.damaged
            report.unchangedFrames = sums.unchanged
            report.stages.quantize = sums.quantized
            report.stages.lossy = sums.ordered
            // Planning and encoding the last frame count as encoding here.
            report.stages.encode = gif?.encodeSeconds ?? 0
            if measureQuality, let gif { report.psnr = gif.psnr(frames: total, width: width, height: height) }
        } catch {
            for sink in sinks { sink.cancel() }
            pending.removeAll()
            throw error
        }
        pending.keep()
        frames?.removeFramesPastTheEnd()
        report.gifFrames = gif?.file.writtenFrames ?? 0
        report.bytes = gif?.file.bytesWritten ?? 0
        report.wall = seconds(clock.now - start)
        return (report, palette)
    }

    /// A job's bytes, for the sink that handed it out.
    private struct SinkBytes: Sendable {
        var sink: Int
        var bytes: [UInt8]
    }

    /// A frame's display list, the one of the frame before it (nil for the
    /// first) and the one of the scene played beside (nil: none, or past its end).
    private struct Lists {
        var list: DisplayList
        var previous: DisplayList?
        var beside: DisplayList?
    }

    /// What `play`'s `next` keeps from frame to frame: the scene being
    /// played, its last display list and the seconds simulating took. Not
    /// Sendable: it goes into its `Mutex` as it is made and is reached only through it.
    private struct Simulation {
        var sequence: FrameSequence
        /// The scene played beside, if any.
        var beside: FrameSequence?
        let scenePath: String
        let total: Int
        /// `SceneRenderer.shouldStop`.
        let stop: (@Sendable () -> Bool)?
        var last: DisplayList?
        var seconds = 0.0

        init(sequence: FrameSequence, beside: FrameSequence?, scenePath: String, total: Int, stop: (@Sendable () -> Bool)?) {
            self.sequence = sequence; self.beside = beside; self.scenePath = scenePath; self.total = total; self.stop = stop
        }

        /// The next frame's lists: an error past the last of the timeline's frames.
        mutating func next() throws -> Lists {
            if let stop, stop() { throw RenderStopped() }
            let clock = ContinuousClock()
            let t0 = clock.now
            let next = sequence.next()
            let besideList = beside?.next()
            seconds += FrolicRender.seconds(clock.now - t0)
            guard let list = next else {
                throw SceneRenderError(scenePath: scenePath, problem: .endedEarly(frames: total))
            }
            defer { last = list }
            return Lists(list: list, previous: last, beside: besideList)
        }
    }

    /// What `play`'s `order` adds up, frame by frame, for the report.
    private struct OrderTally {
        var rasterized = 0.0, quantized = 0.0, ordered = 0.0
        var damaged: [Int] = []
        var unchanged: [Double] = []

        mutating func add(_ made: FrameResult, ordering: Double) {
            rasterized += made.rasterize
            quantized += made.quantize
            ordered += ordering
            damaged.append(made.damagedPixels)
            if made.damagedPixels == 0 { unchanged.append(made.rasterize + made.quantize + ordering) }
        }
    }

    private struct FrameResult {
        /// The frame as the sinks get it.
        var played: PlayedFrame
        var rasterize: Double
        var quantize: Double
        /// Pixels painted and mapped again (`Damage`).
        var damagedPixels: Int
    }

    /// Rasterizes and maps frame `index`, and hands it to the sinks.
    private static func rasterizeAndMap(_ lists: Lists, index: Int, rasterizer: Rasterizer, mapper: ColorMapper, scale: Int,
                                        references: FrameReferences<FrameReference>, beside: Rasterizer?,
                                        sinks: [any FrameSink]) throws -> FrameResult {
        let list = lists.list
        let clock = ContinuousClock()
        var t0 = clock.now, t1 = t0, t2 = t0
        // Painted and mapped only where it differs from the frame this worker made before.
        let (rendered, mapped) = try references.withReference { reference in
            t0 = clock.now
            let rendered = try rasterizer.render(list, over: reference?.rendered)
            t1 = clock.now
            // A palette sample's reference is not mapped: the frame is mapped whole.
            let mapped = mapper.map(rendered, over: reference?.mapped)
            t2 = clock.now
            return ((rendered, mapped), FrameReference(rendered: rendered, mapped: mapped))
        }
        let frame = rendered.frame, indexed = mapped.indexed
        // Counted with mapping: the bound spares the GIF end comparing what mapping left alone.
        // A frame that changed over half its pixels since its worker's last is
        // not bounded: the bound would hold most of the frame (snow-globe).
        let t3 = clock.now
        let changedWithin = rendered.damagedPixels * 2 > frame.pixels.count ? nil
            : lists.previous.flatMap { ColorMapper.changedWithin(rendered, since: $0, scale: scale) }
        let t4 = clock.now
        var besideFrame: (@Sendable () throws -> Frame)?
        if let beside, let list = lists.beside { besideFrame = { try beside.render(list) } }
        let played = PlayedFrame(index: index, frame: frame, indexed: indexed, changedWithin: changedWithin, beside: besideFrame)
        for sink in sinks { try sink.take(played) }
        return FrameResult(played: played, rasterize: seconds(t1 - t0), quantize: seconds(t2 - t1) + seconds(t4 - t3),
                           damagedPixels: rendered.damagedPixels)
    }
}

/// A render ended early because `SceneRenderer.shouldStop` said so.
package struct RenderStopped: Error {}

/// Adds the time `body` takes to `total`.
@discardableResult
package func timed<T>(_ total: inout Double, _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let t0 = clock.now
    defer { total += seconds(clock.now - t0) }
    return try body()
}

/// A duration as seconds, for timings and progress.
package func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}
