import ArgumentParser
import Foundation
import FrolicCore
import FrolicRender

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a scene file that puts effects over a picture, to edit and render.",
        discussion: """
        The scene is the one `frolic render <picture> --effect …` renders (same bytes): the picture as the backdrop, \
        each effect with its start and what its defaults leave open (fitted to the blocks found on the picture: \
        headings, text, cards, pictures, bars, as rectangles in points), the script's gestures and the duration. \
        The picture is named relative to the scene file's folder.
        """
    )

    @Argument(help: "The picture (PNG, JPEG or WebP) or screen recording (MOV, MP4 or WebM) the effects play over.")
    var picture: String

    @OptionGroup var effects: EffectOptions

    @Option(name: .shortAndLong, help: """
        The scene file to write, ending in .json (default: <picture name>-<effect>….json beside the picture, \
        with -2, -3, … added if that file exists). An existing file is never replaced.
        """)
    var output: String?

    @OptionGroup var flow: FlowOptions

    @Flag(help: "Say nothing when the file is written.")
    var quiet = false

    func run() throws {
        try reportingErrors {
            guard PictureSceneFile.isPicture(picture) else {
                throw FrolicError(file: picture, field: "<picture>",
                                  "is not a picture: give a .png, .jpg, .jpeg or .webp file")
            }
            let types = try effects.layers(over: picture, flow: !flow.more.isEmpty)
            if let output, (output as NSString).pathExtension.lowercased() != "json" {
                throw FrolicError(file: FrolicError.commandLine, field: "-o",
                                  "\(FrolicError.quoted(output)) must end in .json (frolic render reads it as a scene by that name)")
            }
            if let output { try atOption("-o") { try NewFile.check(output) } }
            let folder = output.map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 }
            for more in flow.more where !PictureSceneFile.isPicture(more) {
                throw FrolicError(file: more, field: "<picture>", "is not a picture: give a .png, .jpg, .jpeg or .webp file")
            }
            let file = try PictureSceneFile(picture: picture, effects: types, folder: folder, more: flow.more,
                                            tap: try flow.point(), frame: try flow.device(), fit: try flow.fitting())
            file.notes.forEach(printError)
            let renderer = try file.renderer(options: RenderOptions())   // never write a scene that does not render
            file.warnings(of: renderer).forEach(printError)
            let path: String
            if let output {
                try atOption("-o") { try NewFile.create(output, with: file.data) }
                path = output
            } else {
                path = try atOption("-o") { try file.createNew(extension: "json", with: file.data) }
            }
            if !quiet {
                printError("wrote \(path): \(summary(file)), \(FrolicError.number(file.scene.duration)) s; render it with `frolic render \(path)`")
            }
        }
    }

    /// What the scene holds: its effects over the picture, and the blocks
    /// found on the picture they were fitted to, which in a flow is the last one.
    func summary(_ file: PictureSceneFile) -> String {
        let blocks = file.content.blocks.count
        let found = "\(blocks) block\(blocks == 1 ? "" : "s") found"
        let effects = file.scene.layers.map { type(of: $0).key }.joined(separator: " + ")
        guard let last = flow.more.last else {
            return effects.isEmpty ? "\(file.scene.picture) alone" : "\(effects) over \(file.scene.picture) (\(found))"
        }
        let flowOf = "a flow of \(flow.more.count + 1) pictures"
        return effects.isEmpty ? flowOf : "\(effects) over \(last) (\(found) on it), the last of \(flowOf)"
    }
}
