import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The hidden file a GIF grows in (`TemporaryFile`) until `finish` moves it
/// to its path, and what went into it. It is the writer's file apart from
/// the writer's planning, so that a render can append one frame's encoded
/// image while it plans the next on another thread (`GIFWriter`). Its
/// stream is reached only under its own lock, which planning takes only to
/// see that the file is still open.
package final class GIFFile: Sendable {
    /// Where the GIF goes in `finish`.
    package let path: String
    /// The hidden file the GIF grows in until `finish` renames it to `path`.
    package let tempPath: String
    /// The name taken for the GIF (`ClaimedFile`), whose placeholder alone `finish` replaces.
    private let claim: ClaimedFile?
    private let state: Mutex<State>

    private struct State {
        /// Nil once finished or cancelled.
        var stream: UnsafeMutablePointer<FILE>?
        var writtenFrames = 0
        var bytesWritten = 0
    }

    /// `stream` writes to `tempPath`; the file takes it over.
    init(path: String, tempPath: String, stream: sending UnsafeMutablePointer<FILE>, claim: ClaimedFile?) {
        self.path = path; self.tempPath = tempPath; self.claim = claim
        state = Mutex(State(stream: stream))
    }

    deinit { cancel() }

    /// Frames appended (`append`).
    package var writtenFrames: Int { state.withLock { $0.writtenFrames } }
    /// Size of the finished file; 0 until `finish` succeeds.
    package var bytesWritten: Int { state.withLock { $0.bytesWritten } }
    /// Neither finished nor cancelled.
    var isOpen: Bool { state.withLock { $0.stream != nil } }

    /// Appends one frame's encoded image; images must come in the order planned.
    package func append(_ image: [UInt8]) throws {
        try put(image, frames: 1)
    }

    /// Writes what `encoded` returns. Takes the encoder's call rather than
    /// its bytes so that libgd running out of memory surfaces as
    /// `cannotWrite` like every other write failure.
    func put(_ encoded: @autoclosure () throws -> [UInt8], frames: Int = 0) throws {
        try state.withLock { state in
            guard let stream = state.stream else { throw GIFWriterError(path: path, .finished) }
            let bytes: [UInt8]
            do { bytes = try encoded() } catch is LibgdGIFError {
                throw GIFWriterError(path: path, .cannotWrite("out of memory"))
            }
            let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
            guard written == bytes.count else {
                throw GIFWriterError(path: path, .cannotWrite(String(cString: strerror(errno))))
            }
            state.writtenFrames += frames
        }
    }

    /// Flushes and closes the file, then moves it to `path` (with a claim,
    /// over its placeholder only). On failure nothing is left of it.
    func finish() throws {
        try state.withLock { state in
            guard let stream = state.stream else { throw GIFWriterError(path: path, .finished) }
            let failed = fflush(stream) != 0 || ferror(stream) != 0 || fsync(fileno(stream)) != 0
            let reason = String(cString: strerror(errno))
            state.stream = nil
            if fclose(stream) != 0 || failed {
                unlink(tempPath)
                throw GIFWriterError(path: path, .cannotWrite(reason))
            }
            if let claim {
                do {
                    guard try claim.fill(with: tempPath) else { throw GIFWriterError(path: path, .taken) }
                } catch let failure as TemporaryFile.Failure {
                    throw GIFWriterError(path: path, .cannotWrite(failure.reason))
                }
            } else if rename(tempPath, path) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(tempPath)
                throw GIFWriterError(path: path, .cannotWrite(reason))
            }
            syncFolder()
            var info = stat()
            state.bytesWritten = stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
    }

    /// Abandons the file: nothing is left of it.
    package func cancel() {
        state.withLock { state in
            if let stream = state.stream {
                fclose(stream)
                state.stream = nil
                unlink(tempPath)
            }
        }
    }

    /// Makes the rename itself durable.
    private func syncFolder() {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(folder, O_RDONLY)
        if fd >= 0 { _ = fsync(fd); close(fd) }
    }
}
