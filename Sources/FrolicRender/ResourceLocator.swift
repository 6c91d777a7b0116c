import Foundation
import FrolicCore

/// Where Frolic finds its built-in examples and pictures.
///
/// An installed `frolic` (`make install`) reads them from `share/frolic`
/// beside its `bin` folder, found from the running executable, so the
/// checkout it was built from may be moved or deleted, and a symlinked
/// binary still finds its own tree. Only when no such folder exists (a
/// `swift run` or `swift test` build, or a package that uses the libraries)
/// does it fall back to the source checkout the code was compiled from. An
/// installed binary never mixes the two: a file missing from its share folder
/// is an error, not a silent read from some checkout.
package enum ResourceLocator {
    /// The folder holding `Examples/` and `Assets/`.
    package static let root: String = installedRoot ?? sourceRoot

    /// `<prefix>/share/frolic` for an executable at `<prefix>/bin/frolic`.
    static let installedRoot: String? = {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
        let share = prefix.appendingPathComponent("share/frolic").path
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: share + "/Examples", isDirectory: &isDir) && isDir.boolValue
            ? share : nil
    }()

    /// The package root of the checkout these sources were compiled in.
    static let sourceRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // ResourceLocator.swift, FrolicRender, Sources
        return url.path
    }()

    /// The built-in example scene files.
    package static var examplesDirectory: String { root + "/Examples" }

    /// The built-in pictures, found by bare name (`"pig"`, `"snowflake-1"`).
    package static var builtInPictures: String { root + "/Assets" }

    /// The path of a scene given as a file path or as an example's name.
    package static func scenePath(for argument: String) -> String? {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: argument, isDirectory: &isDir), !isDir.boolValue { return argument }
        guard !argument.contains("/"), !argument.hasSuffix(".json") else { return nil }
        let path = "\(examplesDirectory)/\(argument).json"
        return fm.fileExists(atPath: path) ? path : nil
    }

    /// Every built-in example scene file, sorted by name. None at all means
    /// a broken installation, which is an error rather than an empty list.
    package static func examples() throws(NoExamples) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw NoExamples(folder: examplesDirectory)
        }
        return names.map { examplesDirectory + "/" + $0 }
    }
}

/// The installation's examples folder holds no scene file.
package struct NoExamples: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    package var folder: String

    package var file: String { folder }
    package var field: String { "examples" }
    package var message: String { "no example scene files here: the installation is incomplete (run `make install` again)" }
    package var description: String { message }
}
