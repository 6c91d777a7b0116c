import ArgumentParser
import FrolicCore
import FrolicPreview

/// Where a page is served: `preview`'s, and `snapshot --review`'s.
struct ServingOptions: ParsableArguments {
    @Option(help: "The port the page is served on (0: any free port).")
    var port = 8080

    @Option(help: ArgumentHelp("The address the page is served on; one other machines reach (not 127.0.0.1, ::1 or localhost) "
                               + "lets them see the page and act on it (save the scene, accept changes)."))
    var host = Preview.defaultHost

    /// A port outside 0…65535 is an error at `--port`.
    func checkPort() throws {
        guard (0...65535).contains(port) else {
            throw FrolicError(file: FrolicError.commandLine, field: "--port", "must be 0…65535, got \(port)")
        }
    }

    /// The host must be one to listen on, so that no server starts where it cannot.
    func checkListening() throws {
        try ListenCheck.check(host: host, port: port)
    }
}
