import ArgumentParser
import Foundation
import FrolicCore
import FrolicPreview
import FrolicRender
import FrolicScenes

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a scene (or a picture with effects, or a flow of pictures): it re-renders when a file it reads changes.",
        discussion: """
        Open the printed address in a browser: play, scrub and step the animation, read coordinates in points \
        (drag for a rectangle, or click a block found on a screenshot), see the scene's warnings, tune the parameters and save them. Ctrl-C stops the server. \
        With pictures, the same as `frolic render` takes (one and --effect, or more: a flow, with --frame, --tap, --fit), \
        the page shows what `frolic render` writes for them (same bytes), its screens as thumbnails and each move's fields, \
        and follows the pictures; Save then writes the edited scene to a new file beside the first picture, \
        <picture name>-<effect>….json (with -2, -3, … added if that file exists, so no file is replaced, \
        as `frolic new` names it), and the page previews that file from then on. \
        A built-in example by name (`frolic preview flow`) is never written over: Save writes <example>-edited.json \
        (or -edited-2.json, …) in the current folder, and the page previews that file from then on.
        """
    )

    @Argument(help: "A scene file, the name of a built-in example, or a picture (PNG, JPEG or WebP) to put --effect over.")
    var scene: String

    @OptionGroup var serving: ServingOptions

    @OptionGroup var options: SceneOptions

    @OptionGroup var flow: FlowOptions

    func run() throws {
        try reportingErrors {
            try serving.checkPort()
            let render = try options.renderOptions()
            let subject: PreviewSubject
            if let effects = try options.pictureLayers(scene, flow: !flow.more.isEmpty) {
                let pictures = PictureOptions(more: flow.more, tap: try flow.point(), frame: try flow.device(), fit: try flow.fitting())
                subject = .picture(scene, effects: effects, options: pictures)
                // Pictures whose scene does not render are the command's error, as for `frolic render`.
                let file = try subject.pictureScene()!
                file.notes.forEach(printError)
                file.warnings(of: try file.renderer(options: render)).forEach(printError)
            } else {
                try flow.checkNone()
                let path = try resolveScene(scene)
                // A scene that cannot be read at all is the command's error; a broken one is shown on the page.
                _ = try InputFile(path: path, role: .scene).read()
                // An example by name is the installation's file: Save makes `<example>-edited.json` here instead.
                subject = path == scene ? .sceneFile(path) : .example(path, saveFolder: FileManager.default.currentDirectoryPath)
            }
            // Before the warning about who reaches the page: no server starts on a host it cannot listen on.
            try serving.checkListening()
            let host = serving.host, port = serving.port
            if let warning = RequestPolicy.exposureWarning(host: host, reach: "read the scene and save over it") { printError(warning) }
            do {
                try LocalServer.block {
                    try await Preview.serve(subject, options: render, host: host, port: port, errorLine: errorLine(for:)) { policy in
                        printLine("Preview at \(policy.pageURL)")
                    }
                }
            } catch let error where errorLine(for: error) != nil {
                throw error
            } catch {
                throw FrolicError(file: FrolicError.commandLine, field: "--host", "cannot serve on \(FrolicError.quoted(host)) port \(port): \(error)")
            }
        }
    }
}
