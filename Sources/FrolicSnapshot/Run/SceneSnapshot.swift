import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes

/// Checks one scene against its references: renders every frame once (a
/// digest each, key frames and palette samples kept), compares the content
/// (`ContentCheck`), then the encoding (`EncodingCheck`) when the content is
/// identical, and only then records what the mode allows, so `--record-failing`
/// knows whether the scene failed.
package enum SceneSnapshot {
    package static func run(scenePath: String, referencesRoot: String, options: SnapshotOptions) -> SceneResult {
        let clock = ContinuousClock()
        let start = clock.now
        let fallbackName = ((scenePath as NSString).lastPathComponent as NSString).deletingPathExtension
        var result = SceneResult(name: fallbackName, scenePath: scenePath, referencePath: referencesRoot + "/" + fallbackName,
                                 diffOptions: options.diff,
                                 width: 0, height: 0, fps: 0, frameCount: 0, frames: [], gif: nil,
                                 written: [], removed: [], unused: [], error: nil, seconds: 0)
        do {
            try compare(scenePath: scenePath, referencesRoot: referencesRoot, options: options, into: &result)
        } catch {
            result.failure = error
        }
        switch result.failure {
        case nil: break
        case let error as LocatedError:
            result.error = FrolicError(error).description
        case let error as InputFileError:
            result.error = FrolicError(file: error.file.path, field: "file", error.message).description
        case let error as GIFWriterError:
            // The GIF is the snapshot's own temporary file, which no option named.
            result.error = FrolicError(file: error.path, field: "gif", error.message).description
        case let error?:
            result.error = "\(error)"
        }
        result.seconds = seconds(clock.now - start)
        return result
    }

    private static func compare(scenePath: String, referencesRoot: String, options: SnapshotOptions,
                                into result: inout SceneResult) throws {
        // Read once, through the same guard as `frolic render` (no device, folder or pipe): the
        // bytes are rendered, compared with the recorded scene.json and recorded as it.
        let sceneData = try InputFile(path: scenePath, role: .scene).read(pipes: false)
        let renderer = try SceneRenderer(scenePath: scenePath, contents: sceneData,
                                         options: RenderOptions(scale: 1, threads: options.threads))
        let header = renderer.header
        let folder = ReferenceFolder(root: referencesRoot, sceneName: header.name)
        result.name = header.name
        result.referencePath = folder.path
        let budget = try SceneBudget.load(from: folder.path)
        let diffOptions = budget?.applied(to: options.diff) ?? options.diff
        let masks = budget?.masks ?? []
        result.diffOptions = diffOptions
        result.masks = masks
        result.fps = header.fps
        result.frameCount = renderer.timeline.frameCount
        let keys = KeyFrames.select(header: header, frameCount: result.frameCount)
        let stored = try StoredReferences(folder, record: options.record)
        result.corrupt = stored.corrupt

        let inputs = try InputsRecord.of(renderer)
        let now = SceneInputs(sceneData: sceneData, inputs: inputs)
        result.inputs = now
        // An Accept records only what its page showed.
        if let shown = options.shown, shown.token != now.token {
            throw SceneChangedError(file: scenePath, changes: now.changes(since: shown))
        }
        let check = ContentCheck(renderer: renderer, folder: folder, options: options, diffOptions: diffOptions, masks: masks,
                                 sceneData: sceneData, recordedScene: stored.scene, inputs: inputs, recordedInputs: stored.inputs)
        // The recorded scene, played beside the scene, paints the changed frames' expected pixels.
        let watch = ChangeWatch(frames: result.frameCount, recorded: stored.frames,
                                width: CanvasSize.pixels(header.size.width, scale: 1), height: CanvasSize.pixels(header.size.height, scale: 1),
                                keys: Set(keys.map(\.index)), filmstrip: options.filmstrip, masks: masks, fps: header.fps, diffOptions: diffOptions)
        let expected = check.expectedRenderer()
        let pass = try renderEveryFrame(renderer, keeping: Set(keys.map(\.index)), gif: options.checkGIF, watch: watch,
                                        beside: watch.paints ? try? expected.get() : nil)
        let watched = watch.result
        let actual = keys.compactMap { pass.kept[$0.index] }
        result.width = actual.first?.width ?? 0
        result.height = actual.first?.height ?? 0
        result.frames = try keys.map {
            try compareKeyFrame($0, pass.kept[$0.index]!, folder: folder, check: check, marker: stored.marker, recorded: stored.frames)
        }

        let recordedFrames = stored.frames
        var content = check.compare(digests: pass.digests, recorded: recordedFrames, keyResults: result.frames,
                                    watched: watched, expected: expected)
        result.content = content

        // By hand, a scene whose folder holds no reference yet is recorded whole, as
        // `--record` would: its first recording. A folder that holds any is only checked:
        // only `--record`, `--record-failing` and Accept write into it.
        let firstRecording = options.record == .missing && !folder.holdsReferences
        let mayRecord = options.record == .all || options.record == .failing || firstRecording
        // The encoding is only judged on identical content, but recorded whenever the references are.
        if case let (gifRecord, palette)? = pass.gif, content.verdict == .identical || mayRecord {
            var gif = compareGIF(gifRecord, expected: stored.gif)
            // Pixels under a mask changed, so the GIF changed with them: the mask covers it too.
            if content.verdict != .identical || content.missing || content.maskedOnly > 0, gif.status == .changed {
                gif.status = .notJudged
            } else if gif.status == .changed, let old = gif.expected {
                gif.paletteFrames = comparePaletteFrames(result.frames, old: old, new: palette, dithering: renderer.options.dithering, options: diffOptions)
                let moved = gif.paletteFrames.filter { ($0.diff?.changedPixels ?? 0) > 0 }
                if let most = moved.max(by: { $0.diff!.changedPixels < $1.diff!.changedPixels }), let d = most.diff {
                    gif.differences.append("GIF colours moved beyond the threshold in \(moved.count) key frame\(moved.count == 1 ? "" : "s") "
                        + "(most in frame \(most.keyFrame.index): \(d.changedPixels) pixels)")
                }
            }
            result.gif = gif
        }
        let recordNow = firstRecording || options.record == .all
            || (options.record == .failing && (result.failed || !stored.corrupt.isEmpty))

        // Recording, after every judgement: staged, then written all or nothing.
        var recording = ReferenceRecording(folder: folder)
        if recordNow {
            for (i, frame) in zip(result.frames.indices, actual) {
                let r = result.frames[i]
                let write: Bool
                switch r.status {
                case .missing, .otherFrame: write = true
                default: write = r.expected != frame || r.readFromIndexName
                }
                if write {
                    try recording.put(frame, r.keyFrame)
                    result.frames[i].status = .recorded
                }
            }
        }
        result.indexNamedFrames = result.frames.filter(\.readFromIndexName).count
        let unused = folder.unusedFrames(keeping: keys, readingIndexNames: !recordNow)
        if recordNow {
            for file in unused { recording.remove(file) }
            let frames = FramesRecord(platform: Platform.current, width: result.width, height: result.height,
                                      fps: header.fps, digests: pass.digests)
            recording.put(frames.encoded(), as: FramesRecord.fileName)
            recording.put(sceneData, as: ReferenceFolder.sceneFileName)
            recording.put(inputs.encoded(), as: InputsRecord.fileName)
            content.recorded = true
            if let gif = result.gif, gif.status != .matched {
                recording.put(gif.actual.encoded(), as: ReferenceFolder.gifFileName)
                result.gif?.status = .recorded
            }
            // The mark, with the frame each PNG holds.
            recording.put(marker(result.frames, old: stored.marker, fps: header.fps, removing: unused).encoded(),
                          as: ReferenceMarker.fileName)
        } else {
            result.unused = unused
        }
        result.content = content
        let done = try recording.commit()
        result.written = done.written
        result.removed = done.removed
        // Only for a scene still failing: one recorded over has no expected frames left to show.
        if options.filmstrip, result.failed {
            result.animation = try check.filmstrip(content, keyResults: result.frames, recorded: recordedFrames,
                                                   watched: watched, expected: expected)
        }
    }

    /// The frame the PNG `file` was recorded from: by the mark when it lists
    /// the file (its index, when its time is this frame's too; -1 otherwise),
    /// else the recorded frame whose digest is the picture's own, else nil
    /// (nothing recorded says: the PNG is taken for its role's frame).
    static func heldFrame(_ picture: Frame, file: String, for index: Int, marker: ReferenceMarker?, recorded: FramesRecord?, fps: Int) -> Int? {
        if let e = marker?.entry(file) {
            return abs(e.time - ReferenceMarker.time(e.frame, fps: fps)) < 1e-6 ? e.frame : -1
        }
        guard let recorded else { return nil }
        guard recorded.fps == fps else { return -1 }
        let digest = FrameDigest.of(picture)
        if index < recorded.digests.count, recorded.digests[index] == digest { return index }
        return recorded.digests.firstIndex(of: digest) ?? -1
    }

    /// The new mark: each key-frame PNG the folder will hold and the frame it
    /// holds, from this run where it wrote or compared it, else as marked before.
    static func marker(_ frames: [FrameResult], old: ReferenceMarker?, fps: Int, removing: [String]) -> ReferenceMarker {
        var entries: [String: ReferenceMarker.KeyFrameEntry] = [:]
        for e in old?.keyFrames ?? [] { entries[e.file] = e }
        for f in frames {
            let file = f.keyFrame.role + ".png"
            switch f.status {
            case .recorded: break
            case .matched, .withinBudget, .changed:
                guard case .keyFramePNG(let name) = f.expectedSource, name == file else { continue }
            default: continue
            }
            entries[file] = .init(file: file, frame: f.keyFrame.index, time: ReferenceMarker.time(f.keyFrame.index, fps: fps))
        }
        let gone = Set(removing.map { ($0 as NSString).lastPathComponent })
        return ReferenceMarker(keyFrames: entries.values.filter { !gone.contains($0.file) })
    }

    /// Every frame's digest, the frames in `keeping`, and with `gif` the
    /// whole GIF's record and its palette, from the one play `frolic render`
    /// makes (`SceneRenderer.play`) at scale 1, with `beside` (the recorded
    /// scene) played alongside for `watch`. The GIF goes to a temporary
    /// file that is digested and removed: the encoding check then covers the
    /// whole GIF's bytes, not a sample of frames.
    static func renderEveryFrame(_ renderer: SceneRenderer, keeping: Set<Int>, gif: Bool, watch: ChangeWatch? = nil,
                                 beside: SceneRenderer? = nil) throws
        -> (digests: [String], kept: [Int: Frame], gif: (record: GIFRecord, palette: Palette)?) {
        let count = renderer.timeline.frameCount
        let sink = SnapshotSink(frames: count, keeping: keeping, watch: watch)
        guard gif else {
            _ = try renderer.play(gif: nil, sinks: [sink], beside: beside)
            return (sink.digests, sink.keyFrames, nil)
        }
        guard count > 0 else { throw GIFRecordError.noFrames(scenePath: renderer.scenePath) }
        let temp = NSTemporaryDirectory() + "/frolic-snapshot-\(getpid())-\(UUID().uuidString).gif"
        // Its name is this run's alone: removed when done, and by a signal that ends frolic meanwhile.
        let pending = PendingFiles(capacity: 1)
        pending.add(temp, created: true)
        pending.activate()
        defer { pending.removeAll() }
        let (report, palette) = try renderer.play(gif: temp, sinks: [sink], beside: beside)
        guard let bytes = FileManager.default.contents(atPath: temp) else { throw GIFRecordError.notReadBack(path: temp) }
        let record = GIFRecord(digest: "fnv1a64:" + FNV1a.hex(bytes), bytes: bytes.count, frames: count,
                               gifFrames: report.gifFrames, palette: palette.colors.map(hexColor), mapping: sink.mapping)
        return (sink.digests, sink.keyFrames, (record, palette))
    }

    /// A key frame against the PNG recorded for that very frame (by index
    /// and time): pixel figures whenever the two differ at all. A PNG that
    /// holds another frame is no reference for this one, and the result says so.
    private static func compareKeyFrame(_ key: KeyFrame, _ frame: Frame, folder: ReferenceFolder, check: ContentCheck,
                                        marker: ReferenceMarker?, recorded: FramesRecord?) throws -> FrameResult {
        let diffOptions = check.diffOptions
        var r = FrameResult(keyFrame: key, status: .matched, diff: nil, expected: nil, actual: frame)
        guard let stored = try folder.readFrame(key) else { r.status = .missing; return r }
        let file = stored.indexNamed ? FrameFileName.png(key.index) : key.role + ".png"
        if !stored.indexNamed, let held = heldFrame(stored.frame, file: file, for: key.index, marker: marker, recorded: recorded, fps: check.renderer.header.fps),
           held != key.index {
            r.status = .otherFrame(file: file, recordedFrame: held >= 0 ? held : nil)
            return r
        }
        let expected = stored.frame
        r.expected = expected
        r.expectedSource = .keyFramePNG(file)
        guard expected != frame else { return r }
        if let diff = check.compare(expected, frame, key.index) {
            r.diff = diff
            if diff.changedPixels > 0 || diff.antiAliasedPixels > 0 {
                r.status = diff.passes(diffOptions) ? .withinBudget : .changed
            }
        } else {
            r.status = .sizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height)
        }
        return r
    }
}
