import Foundation
import FrolicRaster

/// `--frames-dir`: each frame of the play as a PNG, written on the worker
/// that made it. A failed or interrupted render removes every frame it made
/// (`pending`, one slot a frame).
struct FramesFolderSink: FrameSink {
    let folder: FramesFolder
    let pending: PendingFiles

    func take(_ played: PlayedFrame) throws {
        let path = FramesFolder.framePath(folder.path, played.index)
        do {
            let png = try PNGFile.encode(played.frame, path: path)
            try pending.creating(played.index) { created in try folder.write(png, frame: played.index, created: created) }
        } catch let error as PNGFileError {
            // Reported at the frames folder the user can change, rather than PNGFile's "file".
            throw FramesFolderError(file: error.file, problem: .cannotEncode(error))
        }
    }
}
