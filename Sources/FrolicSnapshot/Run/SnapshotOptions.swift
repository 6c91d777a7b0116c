import FrolicRender

/// How a snapshot run compares and records.
public struct SnapshotOptions: Sendable {
    /// How two frames are compared, and how many changed pixels pass.
    public var diff: DiffOptions
    /// When references are written.
    public var record: RecordMode
    /// Also compare the GIF encoding (palette, colour mapping, the writer's
    /// bytes for the key frames). Judged only when every frame's content is
    /// identical; `--no-gif` skips it and nothing else.
    public var checkGIF: Bool
    /// Fail on any change of any frame's pixels, even below the threshold or
    /// within the budget, and on any platform (`--exact`).
    public var exact: Bool
    /// Frames rasterized at once; the result does not depend on it.
    public var threads: Int
    /// Build the report's every-frame animation for a failing
    /// scene: one more play of it, so only when a report will be written.
    public var filmstrip: Bool
    /// The command that accepts this run's changes, named in every record hint.
    package var accept: AcceptCommand
    /// What the review page showed of the scene: the check refuses, recording
    /// nothing, when the scene or a file it reads is no longer that.
    package var shown: SceneInputs?

    /// The options of a `frolic snapshot` run without flags (references recorded only when missing, and never in CI).
    public init(diff: DiffOptions = DiffOptions(), record: RecordMode = .from(record: false), checkGIF: Bool = true,
                exact: Bool = false, threads: Int = RenderOptions.defaultThreads, filmstrip: Bool = true,
                accept: AcceptCommand = AcceptCommand()) {
        self.diff = diff; self.record = record; self.checkGIF = checkGIF; self.exact = exact; self.threads = threads
        self.filmstrip = filmstrip; self.accept = accept
    }
}
