/// What a render did and what it cost: the figures `frolic bench` prints.
public struct RenderReport: Sendable {
    /// Seconds spent in each stage, summed over the threads that ran it.
    public struct Stages: Sendable {
        /// Stepping the scene and drawing its display lists.
        public var simulate = 0.0
        /// Painting the display lists into truecolor frames.
        public var rasterize = 0.0
        /// Mapping the frames onto the palette.
        public var quantize = 0.0
        /// The in-order step, one frame at a time: `--lossy`,
        /// then the writer's plan (merging, delays, the canvas under the frame).
        public var lossy = 0.0
        /// Compressing the frames (LZW).
        public var encode = 0.0
        /// Choosing the palette from sampled frames.
        public var palette = 0.0
    }

    /// Frames of the scene's timeline.
    public var frames = 0
    /// Frames in the GIF after identical neighbours were merged.
    public var gifFrames = 0
    /// The GIF's width in pixels.
    public var width = 0
    /// The GIF's height in pixels.
    public var height = 0
    /// The GIF file's size in bytes.
    public var bytes = 0
    /// Where the time went.
    public var stages = Stages()
    /// Pixels painted and mapped again in each frame, in frame order
    /// (`Damage`): the rest of a frame was an earlier frame's.
    package var damagedPixels: [Int] = []
    /// Seconds each frame with nothing damaged took to paint, map and
    /// order (summed over its stages; its encoding, if any, is not counted).
    package var unchangedFrames: [Double] = []
    /// Wall-clock seconds for the whole render.
    public var wall = 0.0
    /// Peak signal-to-noise ratio of the GIF's colours against the truecolor
    /// frames, in dB (when measured; infinity means lossless).
    public var psnr: Double?
}
