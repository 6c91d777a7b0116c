import FrolicRaster
import FrolicRender
import Synchronization

/// What a snapshot keeps of its one play of a scene (`SceneRenderer.play`,
/// as `frolic render` plays it): every frame's digest (`frames.json`), the
/// digest of its palette indices (`gif.json`'s mapping) and the key frames,
/// by frame index, as the worker threads hand them over; and, with a
/// `watch`, what it needs of the frames that changed (`ChangeWatch`).
final class SnapshotSink: FrameSink {
    private struct Kept {
        var digests: [String]
        var mapping: [String]
        var keyFrames: [Int: Frame] = [:]
    }

    private let keeping: Set<Int>
    private let watch: ChangeWatch?
    private let kept: Mutex<Kept>

    /// A sink for a play of `frames` frames that keeps the frames at `keeping`.
    init(frames: Int, keeping: Set<Int>, watch: ChangeWatch? = nil) {
        self.keeping = keeping
        self.watch = watch
        let none = [String](repeating: "", count: frames)
        kept = Mutex(Kept(digests: none, mapping: none))
    }

    func take(_ played: PlayedFrame) throws {
        // Digested on the worker, outside the lock.
        let (digest, indices) = FrameDigest.of(played.frame, mapped: played.indexed)
        let mapping = "fnv1a64:" + indices
        let key = keeping.contains(played.index) ? played.frame : nil
        kept.withLock {
            $0.digests[played.index] = digest
            $0.mapping[played.index] = mapping
            if let key { $0.keyFrames[played.index] = key }
        }
        try watch?.see(played, digest: digest)
    }

    /// `FrameDigest` of each frame, in frame order.
    var digests: [String] { kept.withLock { $0.digests } }
    /// The digest of each frame's palette indices, in frame order.
    var mapping: [String] { kept.withLock { $0.mapping } }
    /// The frames asked for, by index.
    var keyFrames: [Int: Frame] { kept.withLock { $0.keyFrames } }
}
