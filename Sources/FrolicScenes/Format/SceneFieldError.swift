/// A problem an effect finds only when it is built, because the caller may
/// supply the value instead (e.g. the snow scene's "today").
/// Effects do not know their file; `SceneFile.makeSimulation` adds it.
package struct SceneFieldError: Error {
    package var field: String
    package var problem: SceneFileError.Problem

    package init(field: String, problem: SceneFileError.Problem) { self.field = field; self.problem = problem }
}
