/// Why `SnapshotSuite.sceneFiles` selects no scenes; the caller reports it
/// at the argument or option at fault.
package enum SceneSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A scene path names nothing.
    case missing(path: String)
    /// A folder holds no `*.json` file.
    case noScenes(folder: String)
    /// No scene file's name contains `filter`; `names` are those it was tried on.
    case filterKeepsNone(filter: String, names: [String])

    /// The scene path at fault, or nil when the filter is.
    package var path: String? {
        switch self {
        case let .missing(path), let .noScenes(path): return path
        case .filterKeepsNone: return nil
        }
    }

    package var description: String {
        switch self {
        case .missing: return "no such scene file or folder"
        case .noScenes: return "no scene files (*.json) in this folder"
        case let .filterKeepsNone(filter, names):
            return "no scene file name contains \"\(filter)\" (scenes: \(names.joined(separator: ", ")))"
        }
    }
}
