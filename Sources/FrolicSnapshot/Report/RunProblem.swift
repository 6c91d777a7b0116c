/// Something wrong with a snapshot run as a whole rather than with one
/// scene's pictures: a reference folder whose scene is gone, a selection of
/// no scene, a scene path that is not there. It fails the run, so it has its
/// test case in the JUnit file and its annotation, or a green JUnit file
/// would contradict a red run.
public struct RunProblem: Sendable, Equatable {
    public enum Severity: String, Sendable { case failure, error, warning }

    /// The test case's name, e.g. `references refs/old-scene`.
    public var name: String
    /// The file or folder it is about, as the run names it; empty when none (a `--filter` of nothing).
    public var path: String
    public var message: String
    public var severity: Severity

    public init(name: String, path: String, message: String, severity: Severity) {
        self.name = name; self.path = path; self.message = message; self.severity = severity
    }
}
