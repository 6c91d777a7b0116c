/// A problem an effect finds only when it is built, because the command line
/// may supply the value instead (e.g. the snow scene's "today" and `--date`).
/// Effects do not know their file; `SceneFile.makeSimulation` adds it.
package struct SceneFieldError: Error {
    package var field: String
    package var message: String

    package init(field: String, _ message: String) { self.field = field; self.message = message }
}
