/// What a render did and what it cost: the figures `frolic bench` prints.
public struct RenderReport: Sendable {
    /// Seconds spent in each stage, summed over the threads that ran it.
    public struct Stages: Sendable {
        public var simulate = 0.0
        public var rasterize = 0.0
        public var quantize = 0.0
        /// The in-order step, one frame at a time: `--lossy` (`LossyPlanner`),
        /// then the writer's plan (merging, delays, the canvas under the frame).
        public var lossy = 0.0
        public var encode = 0.0
        public var palette = 0.0
    }

    public var frames = 0
    /// Frames in the GIF after identical neighbours were merged.
    public var gifFrames = 0
    public var width = 0
    public var height = 0
    public var bytes = 0
    public var stages = Stages()
    /// Pixels painted and mapped again in each frame, in frame order
    /// (`Damage`): the rest of a frame was an earlier frame's.
    public var damagedPixels: [Int] = []
    /// Seconds each frame with nothing damaged took to paint, map and
    /// order (summed over its stages; its encoding, if any, is not counted).
    public var unchangedFrames: [Double] = []
    /// Wall-clock seconds for the whole render.
    public var wall = 0.0
    /// Peak signal-to-noise ratio of the GIF's colours against the truecolor
    /// frames, in dB (when measured; infinity means lossless).
    public var psnr: Double?
}
