/// The command that accepts a run's changes: `frolic snapshot --record`
/// with the run's own scene paths (as typed, so it works from the folder the
/// run was started in) and every flag that decides where references live.
/// A bare `frolic snapshot --record scenes/a.json` from a run with
/// `--references refs` would record into the default folder and leave `refs`
/// stale, so every accept or record hint is made from this one value.
public struct AcceptCommand: Sendable, Hashable, CustomStringConvertible {
    /// Where references live unless `--references` says otherwise.
    public static let defaultReferences = "Tests/Snapshots"

    /// The references root as given on the command line.
    package var references: String
    /// Scene files or folders as given; empty means the default folder.
    package var scenes: [String]
    /// Also remove reference folders whose scene is gone (`--prune`: whole folders of scenes only).
    package var prune: Bool

    /// The command for the scenes at `scenes` (the default folder when empty), with references under `references`.
    public init(references: String = AcceptCommand.defaultReferences, scenes: [String] = [], prune: Bool = false) {
        self.references = references
        self.scenes = scenes
        self.prune = prune
    }

    /// The command for one scene file of the run.
    package func only(_ scene: String) -> AcceptCommand {
        only([scene])
    }

    /// The command for some scene files of the run (the failing ones).
    package func only(_ scenes: [String]) -> AcceptCommand {
        AcceptCommand(references: references, scenes: scenes)
    }

    /// The command that removes unused reference folders, over `folders` of scenes.
    package func pruning(_ folders: [String]) -> AcceptCommand {
        AcceptCommand(references: references, scenes: folders, prune: true)
    }

    /// The words of the command, before shell quoting.
    package var arguments: [String] {
        var words = ["frolic", "snapshot", "--record"] + (prune ? ["--prune"] : [])
        if references != Self.defaultReferences {
            // `--references=-x`: a value starting with a dash would read as a flag.
            words += references.hasPrefix("-") ? ["--references=" + references] : ["--references", references]
        }
        if scenes.contains(where: { $0.hasPrefix("-") }) { words.append("--") }
        return words + scenes
    }

    /// The command as a shell line, each word quoted when the shell would split or expand it.
    public var description: String { arguments.map(Self.shellQuoted).joined(separator: " ") }

    /// `word` as a POSIX shell reads it back: bare when made of safe
    /// characters only, otherwise in single quotes (a single quote inside as `'\''`).
    package static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
