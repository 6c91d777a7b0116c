import FrolicRaster
import FrolicRender
import Synchronization

/// What a snapshot keeps of the frames that changed, as the one play of the
/// scene hands them over (`SnapshotSink`), with the recorded scene played
/// beside it (`SceneRenderer.play(beside:)`): a frame whose digest is not the
/// recorded one has its expected pixels painted from the recorded scene,
/// trusted only when they hash to the recorded digest, and measured against
/// it. Kept: the figures, every changed key frame's expected pixels, the
/// first and the worst of the other changed frames whole (the report's
/// images), and for a filmstrip every frame's thumbnail with the changed
/// frames' expected and diff thumbnails, so memory holds thumbnails, not frames.
final class ChangeWatch: Sendable {
    /// A changed frame kept whole, with its expected pixels when known.
    struct Whole: Sendable {
        var index: Int
        var expected: Frame?
        var actual: Frame
        var figures: DiffFigures?
    }

    struct Kept: Sendable {
        /// Figures of the changed frames whose expected pixels are known.
        var figures: [Int: DiffFigures] = [:]
        /// Changed frames painted from the recorded scene that did not hash to their recorded digest.
        var renderedOtherwise = 0
        /// Expected pixels of changed key frames, as painted.
        var keyExpected: [Int: Frame] = [:]
        /// The lowest changed frame that is not a key frame, and not changed under masks only.
        var first: Whole?
        /// The measured frame, not a key frame, with most changed pixels (`ContentResult.worstMeasured`).
        var worst: Whole?
        /// With a filmstrip: every frame's thumbnail, and the changed frames' expected and diff thumbnails.
        var thumbnails: [Frame?]
        var expectedThumbnails: [Int: Frame] = [:]
        var diffThumbnails: [Int: Frame] = [:]
    }

    /// The recorded digests (empty: none recorded, nothing is changed).
    private let recorded: [String]
    /// Frames whose expected pixels can be painted: the recorded ones, when recorded at this size.
    private let comparable: Int
    private let keys: Set<Int>
    private let filmstrip: Bool
    private let masks: [SnapshotMask]
    private let fps: Int
    private let diffOptions: DiffOptions
    private let kept: Mutex<Kept>

    init(frames: Int, recorded: FramesRecord?, width: Int, height: Int, keys: Set<Int>, filmstrip: Bool,
         masks: [SnapshotMask], fps: Int, diffOptions: DiffOptions) {
        self.recorded = recorded?.digests ?? []
        comparable = recorded.map { $0.width == width && $0.height == height ? $0.digests.count : 0 } ?? 0
        self.keys = keys; self.filmstrip = filmstrip
        self.masks = masks; self.fps = fps; self.diffOptions = diffOptions
        kept = Mutex(Kept(thumbnails: filmstrip ? Array(repeating: nil, count: frames) : []))
    }

    /// Whether expected frames can be painted at all: a play beside is only worth it then.
    var paints: Bool { comparable > 0 }

    /// Frame `played`, whose digest is `digest`, on the worker that made it.
    func see(_ played: PlayedFrame, digest: String) throws {
        let i = played.index
        let thumbnail = filmstrip ? played.frame.shrunk(by: Filmstrip.factor) : nil
        guard !recorded.isEmpty, i >= recorded.count || recorded[i] != digest else {
            if let thumbnail { kept.withLock { $0.thumbnails[i] = thumbnail } }
            return
        }
        var expected: Frame?, painted = false
        if i < comparable, let paint = played.beside {
            let frame = try paint()
            painted = true
            if FrameDigest.of(frame) == recorded[i] { expected = frame }
        }
        let diff = expected.flatMap {
            SnapshotMask.compare(expected: $0, actual: played.frame, masks: masks, frame: i, fps: fps, options: diffOptions)
        }
        let figures = diff.map(DiffFigures.init)
        let expectedThumbnail = filmstrip && figures != nil ? expected?.shrunk(by: Filmstrip.factor) : nil
        let diffThumbnail = filmstrip ? diff?.image.shrunkKeepingMarks(by: Filmstrip.factor) : nil
        let whole = Whole(index: i, expected: figures == nil ? nil : expected, actual: played.frame, figures: figures)
        let isKey = keys.contains(i)
        kept.withLock { k in
            if let thumbnail { k.thumbnails[i] = thumbnail }
            if painted && expected == nil { k.renderedOtherwise += 1 }
            if let figures { k.figures[i] = figures }
            if let expectedThumbnail { k.expectedThumbnails[i] = expectedThumbnail }
            if let diffThumbnail { k.diffThumbnails[i] = diffThumbnail }
            if isKey {
                if figures != nil { k.keyExpected[i] = expected }
                return
            }
            // Compared as `ContentResult` picks them, so the frames kept are the ones it names, whatever order they come in.
            if figures?.anyDifference ?? true, k.first.map({ i < $0.index }) ?? true { k.first = whole }
            if let f = figures, f.anyDifference, k.worst.map({ Self.rank(f, i) > Self.rank($0.figures!, $0.index) }) ?? true {
                k.worst = whole
            }
        }
    }

    /// The order `ContentResult.worstMeasured` ranks frames in.
    private static func rank(_ f: DiffFigures, _ index: Int) -> (Int, Int, Int) {
        (f.changedPixels, f.belowThresholdPixels, -index)
    }

    /// What was kept, once the play is over.
    var result: Kept { kept.withLock { $0 } }
}
