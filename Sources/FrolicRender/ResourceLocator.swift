import Foundation

/// Where Frolic finds its built-in examples and the pictures scenes use.
/// Looked up beside the scene file first, then in the working directory, then
/// in the source checkout this binary was built from, so `frolic render
/// snow-globe` works from any folder.
public enum ResourceLocator {
    /// The package root of the checkout that built this binary.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // FrolicRender, Sources, root
        return url.path
    }()

    static var cwd: String { FileManager.default.currentDirectoryPath }

    /// Folders that hold the example scene files, nearest first, without repeats.
    public static var exampleDirectories: [String] {
        unique([cwd + "/Examples", packageRoot + "/Examples"])
    }

    /// Folders searched for pictures for a scene file at `scenePath`.
    public static func assetDirectories(forScene scenePath: String) -> [String] {
        let sceneDir = (scenePath as NSString).deletingLastPathComponent
        let base = sceneDir.isEmpty ? "." : sceneDir
        return unique([base, base + "/../Assets", cwd + "/Assets", packageRoot + "/Assets"])
    }

    /// The path of a scene given as a file path or as an example's name.
    public static func scenePath(for argument: String) -> String? {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: argument, isDirectory: &isDir), !isDir.boolValue { return argument }
        guard !argument.contains("/"), !argument.hasSuffix(".json") else { return nil }
        return exampleDirectories.map { "\($0)/\(argument).json" }.first { fm.fileExists(atPath: $0) }
    }

    /// Every example scene file, sorted by name (one per name, nearest folder wins).
    public static func examples() -> [String] {
        var seen: [String] = []
        var paths: [String] = []
        for dir in exampleDirectories {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted()
            for name in names where !seen.contains(name) {
                seen.append(name)
                paths.append(dir + "/" + name)
            }
        }
        return paths.sorted { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }
    }

    private static func unique(_ dirs: [String]) -> [String] {
        var out: [String] = []
        for d in dirs {
            let std = (d as NSString).standardizingPath
            if !out.contains(std) { out.append(std) }
        }
        return out
    }
}
