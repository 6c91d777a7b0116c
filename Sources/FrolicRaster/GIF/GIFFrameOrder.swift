/// A render's frames into its GIF, in frame order: each frame is made lossy
/// once the truecolor frame after it is known (`LossyPlanner`, which needs
/// it to tell which pixels settle) and planned by the writer (merging,
/// delays, the canvas it is drawn over); the writes handed back are encoded
/// on any thread and `append`ed in the order handed out. `finish` plans the
/// frame still held before it closes the GIF, so no frame is ever dropped.
///
/// The one way a render and a snapshot put frames into a GIF: it alone holds
/// the planner and the writer, and the planner alone reads the writer's canvas.
package final class GIFFrameOrder {
    private let writer: GIFWriter
    private let planner: LossyPlanner
    /// The last frame added, held until the one after it comes.
    private var held: (frame: IndexedFrame, truecolor: Frame, changedWithin: ChangedRect?)?

    /// A frame as the GIF shows it, with its truecolor frame.
    package typealias Shown = (frame: IndexedFrame, truecolor: Frame)

    /// A GIF at `path` (see `GIFWriter`) whose frames are made lossy within
    /// `tolerance` (`--lossy`). `loopFrames`: the animation is a loop of that
    /// many frames, the last leading into the first (nil: it is not), which
    /// its last second closes (`LoopClosing`).
    package init(path: String, width: Int, height: Int, palette: Palette, fps: Int, totalCentiseconds: Int? = nil,
                 tolerance: Int, loopFrames: Int? = nil, claim: ClaimedFile? = nil) throws {
        writer = try GIFWriter(path: path, width: width, height: height, palette: palette, fps: fps,
                               totalCentiseconds: totalCentiseconds, claim: claim)
        planner = LossyPlanner(palette: palette, width: width, tolerance: tolerance,
                               closing: loopFrames.map { LoopClosing(loopFrames: $0, fps: fps) })
    }

    /// The hidden file the GIF grows in until `finish`.
    package var tempPath: String { writer.tempPath }
    /// What `append` puts the encoded writes into, which can take them on
    /// another thread while this plans the next frame.
    package var file: GIFFile { writer.file }
    /// Frames stored in the GIF, after merging.
    package var writtenFrames: Int { writer.writtenFrames }
    /// Size of the finished file; 0 until `finish` succeeds.
    package var bytesWritten: Int { writer.bytesWritten }
    /// What the GIF shows so far, as planned.
    var canvas: GIFCanvas { writer.canvas }

    /// The next frame, in order, mapped, with its truecolor frame; outside
    /// `changedWithin` (nil: not known) both are known to be the frame
    /// before's. It is held, and the frame before it planned: returns that
    /// frame as the GIF shows it (nil for the first) and the write it
    /// completes, if any, to encode and `append` in the order handed out.
    package func add(_ frame: IndexedFrame, truecolor: Frame, changedWithin: ChangedRect? = nil) throws
        -> (shown: Shown?, write: GIFWriter.Write?) {
        try writer.checkOpen()
        let before = held
        held = (frame, truecolor, changedWithin)
        guard let before else { return (nil, nil) }
        return try plan(before, next: truecolor)
    }

    /// Appends an encoded write; writes must come in the order handed out.
    package func append(_ image: [UInt8]) throws {
        try writer.append(image)
    }

    /// Plans, encodes and appends the frame still held, then writes the
    /// trailer and moves the GIF to its path: returns the last frame as the
    /// GIF shows it (nil without frames, which is an error).
    @discardableResult
    package func finish() throws -> Shown? {
        var last: Shown?
        if let frame = held {
            held = nil
            do {
                let (shown, write) = try plan(frame, next: nil)
                last = shown
                if let write { try writer.append(write.encode()) }
            } catch {
                writer.cancel()
                throw error
            }
        }
        try writer.finish()
        return last
    }

    /// Abandons the GIF: nothing is left at its path or beside it.
    package func cancel() {
        held = nil
        writer.cancel()
    }

    private func plan(_ frame: (frame: IndexedFrame, truecolor: Frame, changedWithin: ChangedRect?), next: Frame?) throws
        -> (shown: Shown?, write: GIFWriter.Write?) {
        let planned = planner.plan(frame.frame, truecolor: frame.truecolor, next: next, over: writer.canvas,
                                   changedWithin: frame.changedWithin)
        return ((planned.frame, frame.truecolor), try writer.plan(planned))
    }
}
