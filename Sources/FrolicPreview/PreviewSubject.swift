import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

/// What a preview shows: a scene file, a built-in example named on the
/// command line, or a picture with effects over it (or a flow of pictures).
/// A picture's scene is built by `PictureSceneFile`, the builder of `frolic
/// render <picture> [<picture>…] --effect`, so the page's GIF is that
/// command's, byte for byte; it is built again for every render, as the
/// pictures may have changed.
package enum PreviewSubject: Sendable {
    case sceneFile(String)
    /// A built-in example (`frolic preview flow`), at its file: the
    /// installation's, not the user's, so Save never writes over it but
    /// makes a new file in `saveFolder` (the current folder).
    case example(String, saveFolder: String)
    /// The first picture, the effects, and the rest of what the command line said about the pictures.
    case picture(String, effects: [any LayerEffect.Type], options: PictureOptions = PictureOptions())

    /// The scene file, or the (first) picture: what errors and Save are about.
    package var path: String {
        switch self {
        case .sceneFile(let path), .example(let path, _), .picture(let path, _, _): return path
        }
    }

    /// Whether Save makes a new scene file (beside the picture, or in the
    /// current folder for an example) rather than writing over the one previewed.
    package var savesNewFile: Bool {
        if case .sceneFile = self { return false }
        return true
    }

    /// The file Save creates: `frolic new`'s name for a picture's scene, or
    /// `<example>-edited.json` in the current folder; either with `-2`, `-3`, …
    /// added when taken. Nil for a scene file, which Save writes over.
    package func newFileName() throws -> String? {
        switch self {
        case .sceneFile: return nil
        case .picture: return try pictureScene()!.freeName(extension: "json")
        case .example(let path, let folder):
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return try PictureSceneFile.freeName((folder as NSString).appendingPathComponent(stem + "-edited"), extension: "json")
        }
    }

    /// The picture's scene, as a file beside the (first) picture; nil for a scene file.
    package func pictureScene() throws -> PictureSceneFile? {
        guard case .picture(let path, let effects, let o) = self else { return nil }
        return try PictureSceneFile(picture: path, effects: effects, more: o.more, tap: o.tap, frame: o.frame, fit: o.fit)
    }

    /// The files the preview follows even when a render fails: the scene
    /// file, or every picture the command line named, in order.
    package var files: [String] {
        guard case .picture(let path, _, let options) = self else { return [path] }
        return [path] + options.more
    }

    /// The renderer of the subject, or of `draft` (the scene edited in the
    /// page) in its place: a picture's draft is rendered where its scene file
    /// would be, so the picture it names is found.
    package func renderer(draft: Data?, options: RenderOptions) throws -> SceneRenderer {
        switch self {
        case .sceneFile(let path), .example(let path, _):
            return try SceneRenderer(scenePath: path, contents: draft, options: options)
        case .picture:
            let file = try pictureScene()!
            guard let draft else { return try file.renderer(options: options) }
            return try SceneRenderer(scenePath: file.scenePath, contents: draft, options: options)
        }
    }

    /// The scene as the page edits it: the file as it is on disk, or the
    /// text `frolic new` would write for the picture.
    package func sceneText() throws -> Data {
        if let file = try pictureScene() { return file.data }
        return try InputFile(path: path, role: .scene).read()
    }
}
