import Foundation
import FrolicCore
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
public enum OutputPath {
    /// The file to write for `path`: `path` itself, or the file a link at
    /// `path` points to. `flag` is the option that named `path` (`-o`);
    /// `inputs` are the files the render reads, with what each is. With
    /// `gifOnly` false (a report or a JUnit file), any name goes.
    public static func check(_ path: String, flag: String, inputs: [InputFile] = [], gifOnly: Bool = true) throws -> String {
        guard !path.isEmpty else {
            throw FrolicError(file: FrolicError.commandLine, field: flag, "is empty; give the name of a \(gifOnly ? ".gif " : "")file")
        }
        let target = try resolveLinks(path, flag: flag)
        for name in Set([path, target]) where gifOnly && !isGIFName(name) {
            // An error, not a warning: GIF bytes in out.png mislead every program
            // that opens the file by its name, and a name with no extension opens in none.
            throw FrolicError(file: FrolicError.commandLine, field: flag, name == path
                ? "\(FrolicError.quoted(path)) must end in .gif (frolic writes GIF files only)"
                : "\(FrolicError.quoted(path)) is a link to \(FrolicError.quoted(target)), which must end in .gif too")
        }
        var info = stat()
        if path.hasSuffix("/") || (stat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) {
            throw FrolicError(file: path, field: flag, "is a folder, not a file")
        }
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw FrolicError(file: path, field: flag, "is not a regular file (a device, pipe or socket); frolic replaces only regular files")
        }
        for input in inputs where sameFile(target, input.path) {
            throw FrolicError(file: path, field: flag, "is the \(input.role) \(input.path); writing there would destroy it")
        }
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) is not writable")
        }
        return target
    }

    private static func isGIFName(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "gif"
    }

    /// Follows symbolic links from `path` to the first name that is not one
    /// (which may not exist yet).
    private static func resolveLinks(_ path: String, flag: String) throws -> String {
        var current = path
        // Linux's own limit on links followed in one lookup.
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw FrolicError(file: path, field: flag, "is a symbolic link in a loop (or a chain of more than 40)")
    }

    /// Whether both names lead to one existing file (links and hard links included).
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
