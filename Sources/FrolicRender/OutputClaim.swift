import FrolicRaster

/// The name a command chose for its output when the user gave none, taken
/// (`ClaimedFile`) before the work starts, so that runs started together
/// each write a file of their own. Until the output fills it, the
/// placeholder goes on an error (`release`) and on a signal that ends frolic.
package final class OutputClaim {
    package let file: ClaimedFile
    /// The placeholder, for a signal's clean-up; the render's own files are removed before it.
    let pending = PendingFiles(capacity: 1)
    private var released = false

    /// Takes the first of `names` where nothing is; nil when every one is taken.
    package static func first(of names: some Sequence<String>) throws(TemporaryFile.Failure) -> OutputClaim? {
        for name in names {
            if let file = try ClaimedFile.claim(name) { return OutputClaim(file) }
        }
        return nil
    }

    private init(_ file: ClaimedFile) {
        self.file = file
        pending.add(file.path, created: true)
        pending.activate()
    }

    deinit { release() }

    package var path: String { file.path }

    /// The output is in place: nothing is removed any more.
    package func filled() {
        released = true
        pending.keep()
    }

    /// The placeholder goes (unless the output filled it).
    package func release() {
        guard !released else { return }
        released = true
        pending.keep()
        file.release()
    }
}
