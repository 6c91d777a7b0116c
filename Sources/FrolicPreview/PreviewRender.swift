import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

/// One render of the previewed scene: the GIF `frolic render` would write
/// for the same file and flags, made by the same `SceneRenderer.renderGIF`,
/// or the one line the CLI would print for the scene's error.
package struct PreviewRender: Sendable {
    package enum Outcome: Sendable {
        case rendered(gif: Data, info: JSONValue)
        case failed(line: String)
    }

    package var outcome: Outcome
    /// Every file the render read (the scene file, its pictures, a `--config`
    /// file), for the watcher; only the subject's files when it could not be decoded.
    package var inputs: [String]
    /// The pictures the scene names → their files: what `/pictures/NAME` serves.
    package var pictures: [String: String]
    /// A flow's screens' picture files, by their place in `screens` (nil for
    /// a screen that shows no picture): what `/screens/N` serves, the page's
    /// thumbnails. Empty for a scene of one screen.
    package var screens: [String?] = []

    /// Renders `subject` (or `draft` in its place, a copy edited in the
    /// page) into a file in `folder`, read back and removed.
    /// `stop` is asked before each frame: true ends the render at once (`stopped`).
    /// `errorLine` is the line for an error (`LivePreview.line(for:subject:)`).
    package static func render(_ subject: PreviewSubject, draft: Data? = nil, options: RenderOptions,
                               folder: String, serial: Int, stop: (@Sendable () -> Bool)? = nil,
                               errorLine: (any Error) -> String) -> PreviewRender {
        let failed = { (line: String) in PreviewRender(outcome: .failed(line: line), inputs: subject.files, pictures: [:]) }
        do {
            let renderer = try subject.renderer(draft: draft, options: options)
            renderer.shouldStop = stop
            let inputs = renderer.inputFiles.map(\.path)
            var pictures: [String: String] = [:]
            for use in renderer.file.composition.pictureUses {
                if let path = try? renderer.pictures.path(of: use.name) { pictures[use.name] = path }
            }
            let screens = renderer.file.composition.flow?.screens.map { screen in
                screen.picture.flatMap { try? renderer.pictures.path(of: $0) }
            } ?? []
            let output = (folder as NSString).appendingPathComponent("render-\(serial).gif")
            let report = try renderer.renderGIF(to: output)
            defer { unlink(output) }
            guard let gif = FileManager.default.contents(atPath: output) else {
                throw FrolicError(file: output, field: "file", "the render's GIF could not be read back")
            }
            let info = SceneInfo.json(renderer, pixels: (report.width, report.height), warnings: renderer.warnings,
                                      thumbnails: screens.map { $0 != nil })
            return PreviewRender(outcome: .rendered(gif: gif, info: info), inputs: inputs, pictures: pictures, screens: screens)
        } catch is RenderStopped {
            return failed(Self.stopped)
        } catch {
            return failed(errorLine(error))
        }
    }

    /// The outcome of a render stopped for a newer one (never shown).
    static let stopped = "stopped: a newer version of the scene came"

    /// The error line, when the scene is broken.
    package var errorLine: String? {
        if case .failed(let line) = outcome { return line }
        return nil
    }
}
