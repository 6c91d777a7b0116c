import Foundation

/// A new empty folder for one test's files, private to the user (`mkdtemp`,
/// mode 0700, as the preview's own folders are), removed with everything in
/// it when the test lets go of it. Every folder of a test process is made in
/// one folder of its own, removed when the process exits, so a folder a
/// crashed or interrupted test never released goes too.
package final class TemporaryFolder: Sendable {
    /// The folder's path, without a trailing slash.
    package let path: String
    private let removedOnRelease: Bool

    /// A folder removed when released; with `keptUntilExit`, one that stays until
    /// the test process exits (for servers and tasks that outlive the scope that made it).
    package init(keptUntilExit: Bool = false) throws {
        path = try Self.makeFolder(in: Self.root(), prefix: "test")
        removedOnRelease = !keptUntilExit
    }

    deinit {
        if removedOnRelease { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The path of `name` (a file or a relative path) inside the folder.
    package func file(_ name: String) -> String { path + "/" + name }

    /// The folder as a file URL.
    package var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Writes `text` to `name` (whole, atomically) and returns its path.
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        try text.write(toFile: file(name), atomically: true, encoding: .utf8)
        return file(name)
    }

    /// Removes the folder now, before it is released (as it is on release anyway).
    package func remove() { try? FileManager.default.removeItem(atPath: path) }

    package func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// The names in the folder (or in `sub`, a folder inside it), sorted; none when it is missing.
    package func contents(_ sub: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sub.map(file) ?? path)) ?? []).sorted()
    }

    /// This process's folder of test folders, made on first use and removed at exit.
    private static func root() throws -> String {
        try rootFolder.get()
    }

    private static let rootFolder: Result<String, Error> = Result {
        let root = try makeFolder(in: NSTemporaryDirectory(), prefix: "frolic-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(atPath: TemporaryFolder.rootPath) }
        return root
    }

    /// The root's path for the exit handler (a C function pointer captures nothing).
    private static var rootPath: String { (try? rootFolder.get()) ?? "/nonexistent" }

    private static func makeFolder(in parent: String, prefix: String) throws -> String {
        let parent = parent.hasSuffix("/") ? String(parent.dropLast()) : parent
        var template = Array((parent + "/" + prefix + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: parent,
                                                         NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        return String(cString: made)
    }
}
