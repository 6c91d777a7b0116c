import Foundation
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// The folder a render also writes its frames into as PNGs, and what it will do in it, settled
/// before anything is written: each frame's PNG is either new (created, and
/// removed if the render fails) or replaces a frame an earlier render wrote
/// there (told by its `FrameMarker`; replaced atomically, keeping its mode,
/// and never removed). Anything else at a frame's name is refused: a file
/// the render reads, a link, a user's own `frame-0000.png`.
package struct FramesFolder: Sendable {
    package let path: String
    /// Whether the folder is to be made (one level: a missing parent is an error, as for the GIF).
    package let isNew: Bool
    /// For each frame, the mode of the earlier frame it replaces, or nil for a new file.
    private let replaced: [mode_t?]

    /// Checks `path` for `frames` frames against the files the render reads.
    package init(_ path: String, frames: Int, inputs: [InputFile]) throws(FramesFolderError) {
        guard !path.isEmpty else { throw FramesFolderError(file: nil, problem: .empty) }
        func refuse(_ file: String, _ problem: FramesFolderError.Problem) -> FramesFolderError {
            FramesFolderError(file: file, problem: problem)
        }
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let parent = (path as NSString).deletingLastPathComponent
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent.isEmpty ? "." : parent, isDirectory: &isDir), isDir.boolValue else {
                throw refuse(path, .missingParent(parent))
            }
            isNew = true
            replaced = Array(repeating: nil, count: frames)
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            if let input = inputs.first(where: { OutputPath.sameFile(path, $0.path) }) {
                throw refuse(path, .input(input, frame: nil))
            }
            throw refuse(path, .file)
        }
        guard access(path, W_OK | X_OK) == 0 else { throw refuse(path, .unwritable) }
        isNew = false
        replaced = try (0..<frames).map { (index: Int) throws(FramesFolderError) -> mode_t? in
            let file = Self.framePath(path, index)
            guard lstat(file, &info) == 0 else { return nil }
            if let input = inputs.first(where: { OutputPath.sameFile(file, $0.path) }) {
                throw refuse(file, .input(input, frame: index))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw refuse(file, .link)
            default: throw refuse(file, .notRegularFile)
            }
            // A frame another render into the same folder is writing now is not marked yet.
            guard Self.becomesEarlierFrame(file) else { throw refuse(file, .foreign) }
            return info.st_mode
        }
    }

    package static func framePath(_ dir: String, _ index: Int) -> String {
        dir + "/" + FrameFileName.png(index)
    }

    /// Where frame `index` is written first: its own name, or the temporary
    /// file that replaces an earlier frame.
    package func writePath(_ index: Int) -> String {
        let file = Self.framePath(path, index)
        return replaced[index] == nil ? file : TemporaryFile.path(beside: file, serial: 0)
    }

    /// Makes the folder if it is new (true when made), or removes the
    /// temporary files a killed render left in it.
    package func prepare() throws(FramesFolderError) -> Bool {
        guard isNew else {
            TemporaryFile.removeAbandoned(in: path) { prefix in
                prefix.hasPrefix(".frame-") && prefix.hasSuffix(".png.tmp-")
                    && prefix.dropFirst(7).dropLast(9).allSatisfy { $0.isASCII && $0.isNumber }
            }
            return false
        }
        guard mkdir(path, 0o777) == 0 else {
            let reason = errno
            // Made meanwhile by another render into the same folder: theirs, and used as it is.
            var info = stat()
            if reason == EEXIST, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return false }
            throw FramesFolderError(file: path, problem: .cannotCreate(String(cString: strerror(reason))))
        }
        return true
    }

    /// Writes frame `index`'s PNG, marked, to `writePath(index)` (calling
    /// `created` once a file is there for the render to remove should it
    /// fail), then moves a replacement into place. A frame another render
    /// into the same folder wrote meanwhile at a new frame's name is replaced
    /// as an earlier one is (through `WholeFile`); anything else there is
    /// left alone and refused.
    package func write(_ png: Data, frame index: Int, created: () -> Void) throws(FramesFolderError) {
        let file = Self.framePath(path, index)
        func fail(_ problem: FramesFolderError.Problem) -> FramesFolderError { FramesFolderError(file: file, problem: problem) }
        let bytes = FrameMarker.marked(png)
        var changed = false
        /// Renames a replacement over the earlier frame: nil, or the `errno` of a failure.
        func place(_ replacement: String) -> Int32? {
            // Still an earlier frame: nothing of the user's took its place while the render ran.
            guard Self.isEarlierFrame(file) else { changed = true; return EEXIST }
            return rename(replacement, file) == 0 ? nil : errno
        }
        let fd: Int32
        if let mode = replaced[index] {
            do { fd = try TemporaryFile.create(writePath(index), mode: mode) } catch { throw fail(.cannotWrite(error.reason)) }
        } else {
            let made = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            let reason = errno
            if made >= 0 {
                fd = made
            } else if reason == EEXIST, Self.becomesEarlierFrame(file) {
                // The frame's slot names the frame, so its replacement is a set of its own.
                do { try WholeFile.write(bytes, beside: file, mode: nil, place: place) } catch {
                    throw fail(changed ? .changed : .cannotWrite(error.reason))
                }
                created()
                return
            } else {
                throw fail(reason == EEXIST ? .appeared : .cannotWrite(String(cString: strerror(reason))))
            }
        }
        created()
        let replacement = replaced[index] == nil ? nil : writePath(index)
        var written = 0
        let failure: Int32? = bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 { if errno == EINTR { continue }; return errno }
                written += n
            }
            return nil
        }
        if close(fd) != 0 || failure != nil {
            if let replacement { unlink(replacement) }
            throw fail(.cannotWrite(String(cString: strerror(failure ?? errno))))
        }
        guard let replacement else { return }
        if let code = place(replacement) {
            unlink(replacement)
            throw fail(changed ? .changed : .cannotWrite(String(cString: strerror(code))))
        }
    }

    /// Removes the frames an earlier, longer render wrote past this one's
    /// last (`frame-NNNN.png` from `frames` on, marked as Frolic's), so the
    /// folder holds one sequence; a file of anyone else's stays. Called once
    /// the render has written all of its own.
    package func removeFramesPastTheEnd() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            guard let index = Self.frameIndex(name), index >= replaced.count else { continue }
            let file = path + "/" + name
            if Self.isEarlierFrame(file) { unlink(file) }
        }
    }

    /// Whether `file` is a plain file Frolic wrote as a frame (its `FrameMarker`).
    static func isEarlierFrame(_ file: String) -> Bool {
        var info = stat()
        return lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && FrameMarker.isMarked(file: file)
    }

    /// Whether `file` is a frame Frolic wrote or another render is writing
    /// now: marked within a moment of its creation (the mark follows the
    /// PNG's header, in the first write); a file of anyone else's never is.
    static func becomesEarlierFrame(_ file: String) -> Bool {
        for _ in 0..<50 {
            if isEarlierFrame(file) { return true }
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < FrameMarker.markedPrefix else { return false }
            usleep(20_000)
        }
        return false
    }

    /// The index of a frame's file name, as `FrameFileName` writes it; nil for any other name.
    static func frameIndex(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 4, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(digits),
              FrameFileName.png(index) == name else { return nil }
        return index
    }
}
