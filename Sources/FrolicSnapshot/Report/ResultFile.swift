import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// A file a snapshot run writes for CI (`--junit`), under the rules `-o`
/// follows (`OutputPath`), less its `.gif` name: only a regular file is ever
/// replaced, never a device, pipe or socket; a link is followed and the file
/// it points to replaced, the link kept; nothing the run reads (a scene file,
/// a reference file) is the output under any of its names; the file is
/// replaced whole (a temporary file renamed over it), so a reader never sees
/// half of it.
package enum ResultFile {
    /// The file to write for `path`, checked before the run starts.
    package static func check(_ path: String, inputs: [InputFile]) throws(OutputPathError) -> String {
        try OutputPath.check(path, inputs: inputs, gifOnly: false)
    }

    /// Writes `data` to `target` (from `check`) through a temporary file beside it, renamed over it.
    package static func write(_ data: Data, to target: String, path: String) throws(ResultFileError) {
        do { try WholeFile.replace(target, with: data) } catch {
            throw ResultFileError(path: path, reason: error.reason)
        }
    }

    /// The files a snapshot run reads: its scene files and every file in the
    /// reference folders under `referencesRoot`.
    package static func inputs(scenes: [String], referencesRoot: String) -> [InputFile] {
        var inputs = scenes.map { InputFile(path: $0, role: .scene) }
        let fm = FileManager.default
        for folder in (try? fm.contentsOfDirectory(atPath: referencesRoot)) ?? [] {
            let path = referencesRoot + "/" + folder
            for file in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                inputs.append(InputFile(path: path + "/" + file, role: .reference))
            }
        }
        return inputs
    }
}

/// A result file (`JUnitReport`) could not be written at `path`, for the
/// system's `reason`; the caller reports it at the option that named the file.
package struct ResultFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "cannot write: \(reason)" }
}
