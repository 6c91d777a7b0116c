import Foundation
import FrolicCore

/// Offscreen layers kept between frames, for a group that moves as a whole:
/// a screen that wobbles on a shake is dozens of rows, labels and pictures
/// painted again every frame only to be composited a few pixels over.
///
/// An entry is the offscreen as `LayerDrawer` paints it (children drawn,
/// then blurred) for one list of commands, region and blur, so a hit gives
/// exactly the pixels a miss paints, and what a frame shows does not depend
/// on which thread filled the cache first. Only large offscreens are kept
/// (small ones cost less to paint than to compare), the most recent first.
final class LayerCache: @unchecked Sendable {  // unchecked: `entries` is touched only under `lock`
    struct Key: Equatable {
        var commands: [DrawCommand]
        var region: PixelRect
        var blur: Double
    }

    /// Offscreens below this many pixels are painted every time.
    static let minimumPixels = 64 * 64
    /// How many offscreens are kept (each a canvas of its region).
    static let capacity = 4

    private let lock = NSLock()
    private var entries: [(key: Key, pixels: [UInt32])] = []

    /// The offscreen for `key`, from the cache or from `paint` (outside the
    /// lock, so threads that miss together both paint, alike).
    func pixels(_ key: Key, paint: () throws -> [UInt32]) rethrows -> [UInt32] {
        guard key.region.pixelCount >= Self.minimumPixels else { return try paint() }
        if let hit = lookup(key) { return hit }
        let pixels = try paint()
        lock.lock(); defer { lock.unlock() }
        if !entries.contains(where: { $0.key == key }) {
            entries.insert((key, pixels), at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
        }
        return pixels
    }

    private func lookup(_ key: Key) -> [UInt32]? {
        lock.lock(); defer { lock.unlock() }
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: i)
        entries.insert(entry, at: 0)
        return entry.pixels
    }
}
