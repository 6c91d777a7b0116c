import Foundation
import FrolicCore
import Synchronization

/// Encodes one frame of the GIF (graphic control extension + image) from the
/// frame and the canvas it is drawn over, with nothing else: no state, so
/// frames can be encoded on several threads at once and only appended in order.
///
/// After the first, a frame is cropped to the rectangle that changed against
/// the canvas; inside it, unchanged pixels are sent as they are, as
/// transparent, or as either by stretches (`FramePatch`), by what its LZW
/// size model counts smallest; libgd then writes the chosen patch
/// (`LibgdGIF`). The canvas under a frame is the writer's to say
/// (`GIFCanvas.under`): the frame written before it, or what was under that one.
struct FrameEncoder: Sendable {
    let path: String
    let width: Int
    let height: Int
    let palette: Palette
    /// Palette entries the frames may use (an empty palette still gets black).
    let colorCount: Int
    /// One scratch for each encode that runs at once, lent to it and handed back after.
    let scratches = LendingPool(making: { Scratch() })

    /// The string tables and the mixed patch's pixels one encode sizes with,
    /// kept between frames (`scratches`) so that encoding allocates nothing
    /// per frame. One encode at a time uses it; each table is emptied before use.
    final class Scratch {
        let opaque = LZWStringTable(), holey = LZWStringTable(), mixed = LZWStringTable()
        /// Room for the largest mixed patch so far.
        private(set) var mixedPixels = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        private var capacity = 1
        init() {}
        deinit { mixedPixels.deallocate() }

        /// `mixedPixels`, with room for `count` pixels.
        func reserveMixedPixels(_ count: Int) -> UnsafeMutablePointer<UInt8> {
            if count > capacity {
                mixedPixels.deallocate()
                mixedPixels = .allocate(capacity: count)
                capacity = count
            }
            return mixedPixels
        }
    }

    /// `canvas` is nil for the first frame, which is sent whole; outside
    /// `changedWithin` (nil: not known) the frame is known to be `canvas`.
    /// The patch is chosen here; libgd writes it.
    func encode(_ planned: PlannedFrame, over canvas: [UInt8]?, changedWithin: ChangedRect? = nil, delay: Int, disposal: Disposal,
                scratch: Scratch) throws -> [UInt8] {
        let frame = planned.frame
        guard let canvas else {
            let highest = Int(frame.indices.max() ?? 0)
            try check(frame, highest: highest)
            let whole = LibgdGIF.Placement(left: 0, top: 0, width: width, height: height)
            return try LibgdGIF.image(frame.indices, at: whole, palette: palette, entries: highest + 1, transparent: nil,
                                      delay: delay, disposal: disposal)
        }
        // A frame equal to the canvas can only follow a merged-away short frame;
        // it still needs writing to carry its delay, as one unchanged pixel.
        let rect = ChangedRect(from: canvas, to: frame.indices, width: width, height: height, within: changedWithin)
            ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
        let patch = FramePatch(frame: frame.indices, canvas: canvas, width: width, rect: rect,
                               unchangedAsColour: planned.unchangedAsColour)
        // Outside the rectangle the frame is the canvas, an earlier frame checked before it.
        try check(frame, highest: patch.opaqueEntries - 1)
        let place = LibgdGIF.Placement(left: rect.x, top: rect.y, width: rect.width, height: rect.height)
        let choice = patch.smallest(scratch)
        return try LibgdGIF.image(at: place, palette: palette, entries: choice.entries, transparent: choice.transparent,
                                  delay: delay, disposal: disposal, rows: choice.row)
    }

    /// A frame whose `highest` index is past the palette is an error, naming its first such index.
    private func check(_ frame: IndexedFrame, highest: Int) throws {
        guard highest >= colorCount, let bad = frame.indices.first(where: { Int($0) >= colorCount }) else { return }
        throw GIFWriterError(path: path, .colourIndex(Int(bad), colours: palette.colors.count))
    }
}
