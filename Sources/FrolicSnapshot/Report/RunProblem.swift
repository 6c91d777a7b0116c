/// Something wrong with a snapshot run as a whole rather than with one
/// scene's pictures: a reference folder whose scene is gone, a selection of
/// no scene, a scene path that is not there. It fails the run, so it has its
/// test case in the JUnit file and its annotation, or a green JUnit file
/// would contradict a red run.
package struct RunProblem: Sendable, Equatable {
    package enum Severity: String, Sendable { case failure, error, warning }

    /// The test case's name, e.g. `references refs/old-scene`.
    package var name: String
    /// The file or folder it is about, as the run names it; empty when none (a `--filter` of nothing).
    package var path: String
    package var message: String
    package var severity: Severity

    package init(name: String, path: String, message: String, severity: Severity) {
        self.name = name; self.path = path; self.message = message; self.severity = severity
    }
}
