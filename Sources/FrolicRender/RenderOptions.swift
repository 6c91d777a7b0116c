import Foundation
import FrolicCore
import FrolicRaster
import FrolicScenes

/// How to render a scene: the command line's overrides and output choices.
public struct RenderOptions: Sendable {
    /// Replaces the scene file's `seed`.
    public var seed: UInt64?
    /// "Today" for date-dependent scenes (the snow window).
    public var today: CalendarDate?
    /// A remote-configuration JSON file for the snow scene.
    public var configPath: String?
    /// Pixels per point: 1, or 2 for retina-sharp GIFs with the same motion.
    public var scale: Int
    /// Also write every truecolor frame as `frame-NNNN.png` here.
    public var framesDirectory: String?
    /// `--dither`: ordered dithering of every pixel not in the GIF palette,
    /// instead of only the smooth gradients'.
    public var dither: Bool
    /// `--lossy`: replaces the scene's `lossy` (how far, in RGB distance, a
    /// shown pixel may be from its palette colour). Nil:
    /// the scene's.
    public var lossy: Int?
    /// Frames rasterized at once; output does not depend on it.
    public var threads: Int

    /// The scene's own seed, date and `lossy`, at scale 1, undithered, one thread a core.
    public init(seed: UInt64? = nil, today: CalendarDate? = nil, configPath: String? = nil, scale: Int = 1,
                framesDirectory: String? = nil, dither: Bool = false, lossy: Int? = nil, threads: Int = RenderOptions.defaultThreads) {
        self.seed = seed; self.today = today; self.configPath = configPath; self.scale = scale
        self.framesDirectory = framesDirectory; self.dither = dither; self.lossy = lossy
        self.threads = threads
    }

    /// How frames are mapped to the GIF palette: smooth gradients dithered (no
    /// contour bands, few extra bytes), or every pixel with `--dither`.
    package var dithering: ColorMapper.Dithering { dither ? .everywhere : .gradients }

    /// The least `lossy` at which colours are also chosen for LZW (`LossyPlanner.searchFrom`).
    package static let lossySearchFrom = LossyPlanner.searchFrom

    /// One thread a core, at most 8.
    public static var defaultThreads: Int { max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Refuses a scale or a `lossy` no render takes, before a scene is read.
    package func check() throws(RenderOptionsError) {
        guard CanvasSize.scales.contains(scale) else { throw .scale(scale) }
        if let lossy, !SceneHeader.lossyRange.contains(lossy) { throw .lossy(lossy) }
    }
}

/// An option a render cannot take; the caller reports it at the option
/// that gave it.
public enum RenderOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of `CanvasSize.scales`.
    case scale(Int)
    /// Outside `SceneHeader.lossyRange`.
    case lossy(Int)
    /// A remote configuration for the scene at `scenePath`, which reads none.
    case configWithoutSeason(scenePath: String)

    /// What is wrong, for the caller's error line.
    public var message: String {
        switch self {
        case let .scale(scale):
            return "must be 1, 2 or 3, got \(scale)"
        case let .lossy(lossy):
            let range = SceneHeader.lossyRange
            return "must be \(range.lowerBound)…\(range.upperBound), got \(lossy)"
        case let .configWithoutSeason(scenePath):
            return "only a snow with a season reads a remote configuration; \(scenePath) has none (a snow block, or a snow layer with a season)"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
