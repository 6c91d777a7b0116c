import FrolicCore
import Synchronization

/// Offscreen layers kept between frames, for a group that moves as a whole:
/// a screen that wobbles on a shake is dozens of rows, labels and pictures
/// painted again every frame only to be composited a few pixels over.
///
/// An entry is the offscreen as `LayerDrawer` paints it (children drawn,
/// then blurred) for one list of commands, region and blur, so a hit gives
/// exactly the pixels a miss paints, and what a frame shows does not depend
/// on which thread filled the cache first. Only large offscreens are kept
/// (small ones cost less to paint than to compare), the most recent first.
final class LayerCache: Sendable {
    /// What an offscreen's pixels follow from, with the rasterizer's scale
    /// and pictures, which are fixed for the cache's life (a picture's name
    /// stands for its pixels for the whole render).
    struct Key: Equatable {
        var region: PixelRect
        var blur: Double
        var commands: [DrawCommand]
    }

    /// Offscreens below this many pixels are painted every time.
    static let minimumPixels = 64 * 64
    /// How many offscreens are kept (each a canvas of its region).
    static let capacity = 4
    /// At most this many pixels in all (32 MiB); a larger offscreen is not kept.
    static let budget = 8 * 1024 * 1024

    private let entries = Mutex<[(key: Key, pixels: [UInt32])]>([])

    /// The offscreen for `key`, from the cache or from `paint` (outside the
    /// lock, so threads that miss together both paint, alike).
    func pixels(_ key: Key, paint: () throws -> [UInt32]) rethrows -> [UInt32] {
        guard (Self.minimumPixels...Self.budget).contains(key.region.pixelCount) else { return try paint() }
        if let hit = lookup(key) { return hit }
        let pixels = try paint()
        entries.withLock { entries in
            guard !entries.contains(where: { $0.key == key }) else { return }
            entries.insert((key, pixels), at: 0)
            while entries.count > Self.capacity || entries.reduce(0, { $0 + $1.pixels.count }) > Self.budget {
                entries.removeLast()
            }
        }
        return pixels
    }

    private func lookup(_ key: Key) -> [UInt32]? {
        entries.withLock { entries in
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: i)
            entries.insert(entry, at: 0)
            return entry.pixels
        }
    }
}
