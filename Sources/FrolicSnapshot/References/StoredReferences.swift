import Foundation
import FrolicCore
import FrolicScenes

/// A scene's JSON references as read at the start of a check. A broken one
/// (`ReferenceFile`) stops the check with its error, unless the run records
/// (`--record`, `--record-failing`): then it counts as absent, is written
/// anew, and is listed in `corrupt` so the run says what it replaced.
struct StoredReferences {
    var frames: FramesRecord?
    var gif: GIFRecord?
    var scene: Data?
    var inputs: InputsRecord?
    /// The folder's mark, nil for one recorded before marks (or not yet recorded).
    var marker: ReferenceMarker?
    /// Broken files this recording run writes over, with why each is broken.
    var corrupt: [String] = []

    init(_ folder: ReferenceFolder, record: RecordMode) throws {
        let rewrites = record == .all || record == .failing
        var corrupt: [String] = []
        func read<T>(_ load: () throws -> T?) throws -> T? {
            do { return try load() } catch let error as LocatedError where rewrites && (error is SceneFileError || error is ReferenceFileError) {
                corrupt.append(error.file)
                return nil
            }
        }
        frames = try read(folder.readFramesRecord)
        gif = try read { try GIFRecord.load(folder.gifPath) }
        scene = try read(folder.readRecordedScene)
        inputs = try read(folder.readInputsRecord)
        marker = try read(folder.readMarker)
        self.corrupt = corrupt
    }
}
