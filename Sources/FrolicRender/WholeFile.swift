import Foundation
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// A file put in place whole: its bytes grow in a temporary file beside it
/// (`TemporaryFile`), registered in `PendingFiles`, so that a signal that
/// ends frolic while it is written removes it. A report, a JUnit file, a
/// report's manifest, the preview's Save, the scene of `frolic new` and a
/// frame that appeared during a render never leave a `.NAME.tmp-PID-N` behind.
package enum WholeFile {
    /// Replaces `path` with `data`, renamed over it, so a reader sees the old
    /// file or the new one, never half of one. A replaced file keeps its mode.
    package static func replace(_ path: String, with data: Data) throws(TemporaryFile.Failure) {
        var existing = stat()
        let mode = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode : nil
        try write(data, beside: path, mode: mode) { rename($0, path) == 0 ? nil : errno }
    }

    /// Writes `data` to a new temporary file beside `path` (its mode `mode`,
    /// or that of a new file), then `place`s it (returning the `errno` of a
    /// failure), in one step a signal's clean-up waits for. The temporary
    /// file is gone afterwards, whether `place` renamed it, linked it or failed.
    package static func write(_ data: Data, beside path: String, mode: mode_t?,
                              place: (_ temporary: String) -> Int32?) throws(TemporaryFile.Failure) {
        while true {
            let temporary = TemporaryFile.nextPath(beside: path)
            let pending = PendingFiles(capacity: 1)
            pending.add(temporary)
            pending.activate()
            defer { pending.removeAll() }
            var failure: TemporaryFile.Failure?
            var taken = false
            pending.creating(0) { created in
                let fd: Int32
                do throws(TemporaryFile.Failure) { fd = try TemporaryFile.create(temporary, mode: mode) } catch {
                    // Left by a killed process that had this pid: take the next name.
                    if error.code == EEXIST { taken = true } else { failure = error }
                    return
                }
                created()
                data.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                        if n < 0 { if errno == EINTR { continue }; failure = TemporaryFile.Failure(code: errno); return }
                        offset += n
                    }
                }
                if close(fd) != 0, failure == nil { failure = TemporaryFile.Failure(code: errno) }
                if failure == nil, let code = place(temporary) { failure = TemporaryFile.Failure(code: code) }
            }
            if let failure { throw failure }
            if !taken { return }
        }
    }
}
