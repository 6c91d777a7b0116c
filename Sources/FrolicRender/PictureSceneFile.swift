import Foundation
import FrolicCore
import FrolicRaster
import FrolicScenes

/// The scene made for a picture (`PictureScene`) as the scene file it would
/// be in a given folder: the text `frolic new` writes, and the renderer of
/// `frolic render <picture> --effect`, which renders that same text as if it
/// were a file beside the picture.
package struct PictureSceneFile {
    /// The picture as the command line named it.
    package let picturePath: String
    package let scene: PictureScene
    /// What the picture shows, as the scene's defaults were fitted to it.
    package let content: ScreenContent
    /// The folder the scene file is (or would be) in.
    package let folder: String

    /// Whether a command-line argument names a picture rather than a scene file (by its extension).
    package static func isPicture(_ path: String) -> Bool {
        PictureLibrary.extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The scene for `effects` over the picture at `picturePath`, as a file in
    /// `folder` (the picture's own when nil), with the defaults fitted to the
    /// blocks the picture shows (`ContentAnalysis`). A picture that cannot be
    /// read is an error naming it.
    /// With `more` pictures, a flow through them (`PictureFlow`): a tap at
    /// `tap` (the centre when nil) pushes each, and the effects, fitted to the
    /// last picture, start once it is in. `frame` puts the screen in a device.
    package init(picture picturePath: String, effects: [any LayerEffect.Type], folder: String? = nil,
                 more: [String] = [], tap: Point? = nil, frame: DeviceFrame.Device? = nil) throws {
        let pixels: Size, content: ScreenContent
        for path in [picturePath] + more {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw UnusablePicture(path: path, problem: .folder)
            }
        }
        let shown = more.last ?? picturePath
        do {
            let library = PictureLibrary(searchPaths: [])
            for path in more {
                do { _ = try library.pixelSize(of: Self.absolute(path)) } catch let error as PictureError {
                    throw UnusablePicture(path: path, problem: .picture(error))
                }
            }
            pixels = try library.pixelSize(of: Self.absolute(picturePath))
            content = try library.content(of: Self.absolute(shown), density: PictureDensity.inferred(pixels: pixels))
        } catch let error as PictureError {
            throw UnusablePicture(path: picturePath, problem: .picture(error))
        }
        let folder = folder ?? Self.parent(of: picturePath)
        let stem = ((picturePath as NSString).lastPathComponent as NSString).deletingPathExtension
        self.picturePath = picturePath
        self.folder = folder
        self.content = content
        if more.isEmpty && frame == nil {
            scene = PictureScene(picture: Self.relative(picturePath, from: folder), pixels: pixels, stem: stem,
                                 effects: effects, content: content)
        } else {
            scene = PictureFlow.scene(pictures: ([picturePath] + more).map { Self.relative($0, from: folder) }, pixels: pixels,
                                      stem: stem, effects: effects, content: content, tap: tap, frame: frame)
        }
        if let tap, !more.isEmpty, !Rect(origin: .zero, size: scene.size).contains(tap) {
            throw FrolicError(file: "command line", field: "--tap",
                              "\(FrolicError.number(tap.x)),\(FrolicError.number(tap.y)) is outside the "
                                  + "\(FrolicError.number(scene.size.width))×\(FrolicError.number(scene.size.height)) screen of \(picturePath)")
        }
    }

    /// The scene file's bytes.
    package var data: Data { Data(scene.text.utf8) }

    /// Where the scene is rendered as if it were a file: `<scene name>.json` in its folder.
    package var scenePath: String { (folder as NSString).appendingPathComponent(scene.name + ".json") }

    /// The renderer of this scene as a file at `scenePath`; an error about
    /// that file is reported against the picture.
    package func renderer(options: RenderOptions) throws -> SceneRenderer {
        let path = scenePath
        do {
            return try SceneRenderer(scenePath: path, contents: data, options: options)
        } catch var error as SceneFileError where error.file == path {
            error.file = picturePath
            throw error
        } catch let error as SceneRenderError where error.scenePath == path {
            throw SceneRenderError(scenePath: picturePath, problem: error.problem)
        }
    }

    /// A name beside the picture for what it becomes, `<stem>-<effects>.<ext>`,
    /// that no file has: with `-2`, `-3`, … added when it is taken.
    package func freeName(extension ext: String) throws(NoFreeName) -> String {
        let folder = (picturePath as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? scene.name : (folder as NSString).appendingPathComponent(scene.name)
        return try Self.freeName(base, extension: ext)
    }

    /// `<base>.<ext>`, or `<base>-2.<ext>`, `-3`, …: the first that no file
    /// (not even a dangling link) has.
    package static func freeName(_ base: String, extension ext: String) throws(NoFreeName) -> String {
        for n in 1...Self.maxNumbered {
            let path = base + (n == 1 ? "" : "-\(n)") + "." + ext
            var info = stat()
            if lstat(path, &info) != 0 && errno == ENOENT { return path }
        }
        throw NoFreeName(path: base + "." + ext, numbered: Self.maxNumbered - 1)
    }

    /// `freeName` found the name and its numbered names all taken; the caller
    /// asks for a name of the user's choosing.
    package struct NoFreeName: Error, Hashable, Sendable {
        /// The name without a number.
        package var path: String
        /// How many numbered names were tried besides it.
        package var numbered: Int
    }

    /// The picture a command names cannot be made into a scene; the error is
    /// at the picture's file.
    package struct UnusablePicture: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
        package var path: String
        package var problem: Problem

        package enum Problem: Hashable, Sendable {
            case folder
            case picture(PictureError)
        }

        package var file: String { path }
        package var field: String { "file" }

        package var message: String {
            switch problem {
            case .folder: return "is a folder, not a picture"
            case let .picture(error): return PictureSceneFile.message(error)
            }
        }

        package var description: String { message }
    }

    /// How far `freeName` counts before giving up.
    static let maxNumbered = 999

    /// What is wrong with the picture, the path left out: the line names it.
    private static func message(_ error: PictureError) -> String {
        switch error {
        case .notFound: return "no such file"
        case .unreadable(_, let format): return "not a readable \(format) picture"
        case .badSize(let path, _, _), .damaged(let path, _, _): return String(error.description.dropFirst(path.count + 2))
        case .badResample: return error.description
        }
    }

    private static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// `path` from the current folder, as the system will resolve it (`..`
    /// after a link goes to the link's target's parent, as in the shell's
    /// `ls ../shot.png`): joined, never tidied by hand.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `path` relative to `folder` (`../shots/home.png`), both taken from the
    /// current folder: compared as the system resolves them (links and `..`
    /// in the folders resolved), so the scene file finds the picture from its folder.
    static func relative(_ path: String, from folder: String) -> String {
        let name = (path as NSString).lastPathComponent
        let target = components(resolved(parent(of: path))) + [name]
        let base = components(resolved(folder))
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// The folder's path with links and `..` resolved; for one that does not
    /// exist, its absolute path with `.` and `..` taken away by name.
    private static func resolved(_ folder: String) -> String {
        if let real = realpath(absolute(folder), nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var parts: [Substring] = []
        for part in absolute(folder).split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }
}
