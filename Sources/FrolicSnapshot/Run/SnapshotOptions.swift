/// How a snapshot run compares and records.
public struct SnapshotOptions: Sendable {
    public var diff: DiffOptions
    public var record: RecordMode
    /// Also compare the GIF the scene encodes to (palette, frame optimisation,
    /// bytes). It costs the palette's sample frames besides the key frames and
    /// simulates to the last frame; only the key frames are encoded.
    public var checkGIF: Bool

    public init(diff: DiffOptions = DiffOptions(), record: RecordMode = .from(record: false), checkGIF: Bool = true) {
        self.diff = diff; self.record = record; self.checkGIF = checkGIF
    }
}
