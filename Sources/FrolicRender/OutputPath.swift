import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Checks an output path before any work is done, so a typo fails in
/// milliseconds rather than after the render, and settles which file is
/// written:
///
/// - only a regular file is ever replaced, never a device, pipe or socket;
/// - a symbolic link is followed, as editors do: the file it points to is
///   replaced atomically (a dangling link's target is created) and the link
///   stays a link;
/// - a file the render reads (the scene, `--config`, a picture) is never the
///   output, under any of its names.
package enum OutputPath {
    /// The file to write for `path`: `path` itself, or the file a link at
    /// `path` points to. `inputs` are the files the render reads, with what
    /// each is. With `gifOnly` false (a report or a JUnit file), any name goes.
    package static func check(_ path: String, inputs: [InputFile] = [], gifOnly: Bool = true) throws(OutputPathError) -> String {
        guard !path.isEmpty else { throw .empty(gifOnly: gifOnly) }
        let target = try resolveLinks(path)
        for name in Set([path, target]) where gifOnly && !isGIFName(name) {
            // An error, not a warning: GIF bytes in out.png mislead every program
            // that opens the file by its name, and a name with no extension opens in none.
            throw name == path ? .notGIFName(path: path) : .linkNotGIFName(path: path, target: target)
        }
        var info = stat()
        if path.hasSuffix("/") || (stat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) {
            throw .folder(path: path)
        }
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw .notRegularFile(path: path)
        }
        for input in inputs where sameFile(target, input.path) {
            throw .input(path: path, input)
        }
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw .missingFolder(path: path, folder: folder)
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .unwritableFolder(path: path, folder: folder)
        }
        return target
    }

    private static func isGIFName(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "gif"
    }

    /// Follows symbolic links from `path` to the first name that is not one
    /// (which may not exist yet).
    private static func resolveLinks(_ path: String) throws(OutputPathError) -> String {
        var current = path
        // Linux's own limit on links followed in one lookup.
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw .linkLoop(path: path)
    }

    /// Whether both names lead to one existing file (links and hard links included).
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
