import ArgumentParser
import FrolicCore
import FrolicPreview
import FrolicRender
import FrolicScenes

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a scene: it re-renders when the scene file or a picture it uses changes.",
        discussion: """
        Open the printed address in a browser: play, scrub and step the animation, read coordinates in points \
        (drag for a rectangle), tune the parameters and save them. Ctrl-C stops the server.
        """
    )

    @Argument(help: "A scene file, or the name of a built-in example.")
    var scene: String

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on; anything but 127.0.0.1 lets other machines see the page and save the scene.")
    var host = Preview.defaultHost

    @Option(parsing: .unconditional, help: "Replace the scene's seed (as `frolic render --seed`).", transform: parseSeed)
    var seed: UInt64?

    @Option(help: "\"Today\" for date-dependent scenes, as YYYY-MM-DD (as `frolic render --date`).")
    var date: String?

    @Option(help: "A remote-configuration JSON file for the snow scene (watched like the scene).")
    var config: String?

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 1

    @Flag(help: "Ordered dithering of every pixel (as `frolic render --dither`).")
    var dither = false

    @Option(help: ArgumentHelp("As `frolic render --lossy`.", valueName: "distance"))
    var lossy = RenderOptions.defaultLossy

    func run() throws {
        try reportingErrors {
            guard (0...65535).contains(port) else {
                throw FrolicError(file: FrolicError.commandLine, field: "--port", "must be 0…65535, got \(port)")
            }
            let path = try resolveScene(scene)
            var today: CalendarDate?
            if let date {
                do { today = try CalendarDate(date) } catch let error as CalendarDate.Invalid {
                    throw FrolicError(file: FrolicError.commandLine, field: "--date", error.message)
                }
            }
            let options = RenderOptions(seed: seed, today: today, configPath: config, scale: scale, dither: dither, lossy: lossy)
            try options.check()
            // A scene that cannot be read at all is the command's error; a broken one is shown on the page.
            _ = try InputFile(path: path, role: .scene).read()
            if host != Preview.defaultHost {
                printError("warning: --host \(host): the page is served beyond 127.0.0.1; who reaches it can read the scene and save over it")
            }
            do {
                try LocalServer.block {
                    try await Preview.serve(scenePath: path, options: options, host: host, port: port) { policy in
                        printLine("Preview at \(policy.pageURL)")
                    }
                }
            } catch let error where errorLine(for: error) != nil {
                throw error
            } catch {
                throw FrolicError(file: FrolicError.commandLine, field: "--port", "cannot listen on \(host):\(port): \(error)")
            }
        }
    }
}
