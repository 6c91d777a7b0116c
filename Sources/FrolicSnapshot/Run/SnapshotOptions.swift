/// How a snapshot run compares and records.
public struct SnapshotOptions: Sendable {
    public var diff: DiffOptions
    public var record: RecordMode
    /// Also compare the GIF the scene encodes to (palette, frame optimisation,
    /// bytes). It renders every frame, so it costs more than the key frames alone.
    public var checkGIF: Bool

    public init(diff: DiffOptions = DiffOptions(), record: RecordMode = .from(record: false), checkGIF: Bool = true) {
        self.diff = diff; self.record = record; self.checkGIF = checkGIF
    }
}
