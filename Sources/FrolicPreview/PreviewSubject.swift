import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

/// What a preview shows: a scene file, or a picture with effects over it.
/// A picture's scene is built by `PictureSceneFile`, the builder of `frolic
/// render <picture> --effect`, so the page's GIF is that command's, byte for
/// byte; it is built again for every render, as the picture may have changed.
package enum PreviewSubject: Sendable {
    case sceneFile(String)
    case picture(String, effects: [any LayerEffect.Type])

    /// The file the preview follows even when a render fails: the scene file, or the picture.
    package var path: String {
        switch self {
        case .sceneFile(let path), .picture(let path, _): return path
        }
    }

    /// Whether Save makes a new scene file (beside the picture) rather than
    /// writing over the one previewed.
    package var savesNewFile: Bool {
        if case .picture = self { return true }
        return false
    }

    /// The picture's scene, as a file beside the picture; nil for a scene file.
    package func pictureScene() throws -> PictureSceneFile? {
        guard case .picture(let path, let effects) = self else { return nil }
        return try PictureSceneFile(picture: path, effects: effects)
    }

    /// The renderer of the subject, or of `draft` (the scene edited in the
    /// page) in its place: a picture's draft is rendered where its scene file
    /// would be, so the picture it names is found.
    package func renderer(draft: Data?, options: RenderOptions) throws -> SceneRenderer {
        switch self {
        case .sceneFile(let path):
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
