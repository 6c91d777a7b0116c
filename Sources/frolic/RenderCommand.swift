import ArgumentParser
import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (or a built-in example by name, or a picture with effects) to an animated GIF.",
        discussion: """
        With a picture (PNG, JPEG or WebP) and one or more --effect, the effects play over the picture at its own size, \
        each with its defaults, its start given by the script (a shake, a tap at the centre or a pull, half a second in), \
        until the last has played out: the scene `frolic new` writes, same bytes. \
        With more pictures, a flow: each shows for a moment, a tap (--tap) pushes the next, and the effects start \
        on the last; a picture of another size than the first fills its screen (--fit says otherwise); \
        --frame shows it in a phone or a window.
        """
    )

    @Argument(help: "A scene file, the name of a built-in example (see `frolic examples`), or a picture to put --effect over.")
    var scene: String

    @Option(name: .shortAndLong, help: """
        The GIF to write (default: <scene name>.gif; for a picture, <picture name>-<effect>….gif beside it, \
        with -2, -3, … added if that file exists, so no file is replaced).
        """)
    var output: String?

    @Option(name: .customLong("frames-dir"), help: "Also write every truecolor frame as PNG (frame-0000.png, …) into this folder; only frames frolic wrote there are replaced.")
    var framesDir: String?

    @OptionGroup var options: SceneOptions

    @OptionGroup var flow: FlowOptions

    @Flag(help: "No progress bar (it is off anyway when stderr is not a terminal).")
    var quiet = false

    func run() throws {
        try reportingErrors {
            let renderer: SceneRenderer, out: String?, file: PictureSceneFile?
            if let effects = try options.pictureLayers(scene, flow: !flow.more.isEmpty) {
                let picture = try PictureSceneFile(picture: scene, effects: effects, more: flow.more, tap: try flow.point(),
                                                   frame: try flow.device(), fit: try flow.fitting())
                picture.notes.forEach(printError)
                renderer = try picture.renderer(options: try options.renderOptions(framesDirectory: framesDir))
                out = output
                file = picture
            } else {
                try flow.checkNone()
                renderer = try SceneRenderer(scenePath: try resolveScene(scene), options: try options.renderOptions(framesDirectory: framesDir))
                out = output ?? renderer.header.name + ".gif"
                file = nil
            }
            (file.map { $0.warnings(of: renderer) } ?? renderer.warnings).forEach(printError)
            let bar = ProgressBar(enabled: !quiet, label: renderer.header.name)
            let report: RenderReport, written: String
            if let out {
                let target = try atOption("-o") { try OutputPath.check(out, inputs: renderer.inputFiles) }
                report = try renderer.renderGIF(to: target) { done, total in bar.update(done, total) }
                written = out
            } else {
                // No name given: one is taken at once, so that runs started together each write their own.
                let claim = try atOption("-o") { try file!.claimName(extension: "gif") }
                defer { claim.release() }
                report = try renderer.renderGIF(into: claim) { done, total in bar.update(done, total) }
                written = claim.path
            }
            bar.finish()
            if !quiet {
                printError("wrote \(written): \(report.width)×\(report.height), \(report.frames) frames "
                           + "(\(report.gifFrames) in the GIF), \(report.bytes / 1024) KiB")
            }
        }
    }
}

/// A `--seed`: the range a scene file's `seed` has, so that every seed given
/// on the command line can be written in a scene file too.
func parseSeed(_ text: String) throws -> UInt64 {
    guard let seed = UInt64(text), seed <= UInt64(Int.max) else {
        throw ValidationError("must be a whole number from 0 to \(Int.max)")
    }
    return seed
}

/// The scene file for an argument that is a path or an example's name.
func resolveScene(_ argument: String) throws -> String {
    guard let path = ResourceLocator.scenePath(for: argument) else {
        let names = ((try? ResourceLocator.examples()) ?? []).map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "") }
        throw FrolicError(file: argument, field: "file", "no such scene file or example (examples: \(names.joined(separator: ", ")))")
    }
    return path
}
