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
    package private(set) var scene: PictureScene
    /// What the picture shows, as the scene's defaults were fitted to it.
    package let content: ScreenContent
    /// The folder the scene file is (or would be) in.
    package let folder: String

    /// Lines to show before the render: how screens of other sizes were fitted to the first.
    package let notes: [String]
    /// Every picture, as the command line named it, in order.
    package let pictures: [String]

    /// Whether a command-line argument names a picture rather than a scene
    /// file or an example: a picture's extension; or, with another or none,
    /// a file that is not JSON (a PNG saved without an extension is a
    /// picture; so is a GIF, to be told it is not one Frolic reads).
    package static func isPicture(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if PictureLibrary.extensions.contains(ext) || MovieHeader.extensions.contains(ext) { return true }
        if ext == "json" { return false }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        let text = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return !head.isEmpty && text.first != UInt8(ascii: "{")
    }

    /// The scene for `effects` over the picture at `picturePath`, as a file in
    /// `folder` (the picture's own when nil), with the defaults fitted to the
    /// blocks the picture shows (`ContentAnalysis`). A picture that cannot be
    /// read is an error naming it, and pictures that would take more than
    /// `PictureLimits.decodedBudget` are refused from their headers, before
    /// any is decoded.
    /// With `more` pictures, a flow through them (`PictureFlow`): a tap at
    /// `tap` (the centre when nil) pushes each, and the effects, fitted to the
    /// last picture, start once it is in. A screen of another size than the
    /// first meets it as `fit` says (fill when nil, with a note). `frame`
    /// puts the screen in a device.
    package init(picture picturePath: String, effects: [any LayerEffect.Type], folder: String? = nil,
                 more: [String] = [], tap: Point? = nil, frame: DeviceFrame.Device? = nil, fit: Backdrop.Fit? = nil) throws {
        let all = [picturePath] + more
        let library = PictureLibrary(searchPaths: [])
        func unusable(_ path: String, _ error: PictureError) -> UnusablePicture { UnusablePicture(path: path, problem: .picture(error)) }
        for path in all {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw UnusablePicture(path: path, problem: .folder)
            }
            do { _ = try library.path(of: Self.absolute(path)) } catch let error as PictureError { throw unusable(path, error) }
        }
        if let past = library.firstPastBudget(all.map(Self.absolute)) {
            throw SceneRenderError(scenePath: all[past.index], problem: .picturesPastBudget(
                name: all[past.index], field: "file", width: past.width, height: past.height, bytes: past.bytes))
        }
        var sizes: [Size] = []
        for path in all {
            do { sizes.append(try library.headerPixelSize(of: Self.absolute(path)) ?? library.pixelSize(of: Self.absolute(path))) }
            catch let error as PictureError { throw unusable(path, error) }
        }
        let shown = more.last ?? picturePath
        let content: ScreenContent
        do {
            content = try library.content(of: Self.absolute(shown), density: PictureDensity.inferred(pixels: sizes[all.count - 1]))
        } catch let error as PictureError {
            throw unusable(shown, error)
        }
        let pixels = sizes[0]
        let folder = folder ?? Self.parent(of: picturePath)
        let stem = ((picturePath as NSString).lastPathComponent as NSString).deletingPathExtension
        self.picturePath = picturePath
        self.pictures = all
        self.folder = folder
        self.content = content
        if more.isEmpty && frame == nil {
            scene = PictureScene(picture: Self.relative(picturePath, from: folder), pixels: pixels, stem: stem,
                                 effects: effects, content: content)
            notes = []
        } else {
            // A screen that is not the first's size in points meets it as `fit` says.
            let backdrop = Backdrop()
            let size = backdrop.sceneSize(picturePixels: pixels)
            var fits: [Backdrop.Fit?] = [nil], notes: [String] = []
            for i in all.indices.dropFirst() {
                let points = backdrop.sceneSize(picturePixels: sizes[i])
                let differs = abs(points.width - size.width) > 0.5 || abs(points.height - size.height) > 0.5
                fits.append(differs ? fit ?? .fill : nil)
                if differs && fit == nil {
                    notes.append("note: \(all[i]): \(Self.text(points)) points, the first screen \(Self.text(size)): "
                                 + "filled and centred, its edges clipped (--fit fit shows it whole, --fit stretch ignores the aspect)")
                }
            }
            scene = PictureFlow.scene(pictures: all.map { Self.relative($0, from: folder) }, pixels: pixels, stem: stem,
                                      effects: effects, content: content, tap: tap, frame: frame, fits: fits)
            self.notes = notes
        }
        for path in all where try library.timeline(of: Self.absolute(path)) != nil {
            scene.movies.insert(Self.relative(path, from: folder))
        }
        // A recording shown last plays whole, its effects over it.
        if let movie = try library.timeline(of: Self.absolute(shown)) {
            let whole = (scene.flow.last?.at ?? 0) + Double(movie.duration) / 1_000_000
            scene.duration = min(SceneLimits.seconds, effects.isEmpty ? whole : max(scene.duration, whole))
        }
        if let tap, !more.isEmpty, !Rect(origin: .zero, size: scene.size).contains(tap) {
            throw FrolicError(file: "command line", field: "--tap",
                              "\(FrolicError.number(tap.x)),\(FrolicError.number(tap.y)) is outside the "
                                  + "\(FrolicError.number(scene.size.width))×\(FrolicError.number(scene.size.height)) screen of \(picturePath)")
        }
    }

    private static func text(_ s: Size) -> String { "\(FrolicError.number(s.width))×\(FrolicError.number(s.height))" }

    /// The scene file's bytes.
    package var data: Data { Data(scene.text.utf8) }

    /// Where the scene is rendered as if it were a file: `<scene name>.json` in its folder.
    package var scenePath: String { (folder as NSString).appendingPathComponent(scene.name + ".json") }

    /// The renderer of this scene as a file at `scenePath`; an error about
    /// that file is reported against what the command line gave (`place`).
    package func renderer(options: RenderOptions) throws -> SceneRenderer {
        let path = scenePath
        do {
            return try SceneRenderer(scenePath: path, contents: data, options: options)
        } catch var error as SceneFileError where error.file == path {
            (error.file, error.field) = place(of: error.field)
            throw error
        } catch let error as SceneRenderError where error.scenePath == path {
            let (file, field) = place(of: error.field)
            if case let .picture(problem, _) = error.problem, field == "file" { throw UnusablePicture(path: file, problem: .picture(problem)) }
            throw SceneRenderError(scenePath: file, problem: error.problem.at(field))
        }
    }

    /// The renderer's `warning:` lines, each at what the command line gave (`place`).
    package func warnings(of renderer: SceneRenderer) -> [String] {
        let prefix = "warning: \(scenePath): "
        return renderer.warnings.map { line in
            guard line.hasPrefix(prefix) else { return line }
            let rest = line.dropFirst(prefix.count)
            guard let colon = rest.range(of: ": ") else { return line }
            let (file, field) = place(of: String(rest[..<colon.lowerBound]))
            return "warning: \(file): \(field): " + rest[colon.upperBound...]
        }
    }

    /// Where a field of the written scene came from on the command line: a
    /// screen's keys from its picture (`file`), a flow's taps from `--tap`,
    /// a layer from its `--effect`, anything else from the first picture.
    /// The user wrote no scene file, so no line names one of its fields.
    func place(of field: String) -> (file: String, field: String) {
        if field.hasPrefix("backdrop.") { return (picturePath, "file") }
        if field.hasPrefix("screens["), let end = field.firstIndex(of: "]"),
           let i = Int(field[field.index(field.startIndex, offsetBy: 8) ..< end]), pictures.indices.contains(i) {
            return (pictures[i], "file")
        }
        if field.hasPrefix("flow[") { return ("command line", "--tap") }
        if field.hasPrefix("effects["), let i = field.firstIndex(of: "]"), let dot = field[i...].firstIndex(of: ".") {
            return ("command line", "--effect " + field[field.index(after: dot)...])
        }
        return (picturePath, "file")
    }

    /// The names beside the picture for what it becomes, in the order they
    /// are tried: `<stem>-<effects>.<ext>`, then with `-2`, `-3`, … added.
    package func names(extension ext: String) -> [String] {
        let folder = (picturePath as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? scene.name : (folder as NSString).appendingPathComponent(scene.name)
        return Self.names(base, extension: ext)
    }

    /// `<base>.<ext>`, then `<base>-2.<ext>`, `-3`, …
    static func names(_ base: String, extension ext: String) -> [String] {
        (1...Self.maxNumbered).map { base + ($0 == 1 ? "" : "-\($0)") + "." + ext }
    }

    /// The first of `names` that no file has (another program may take it
    /// before it is written: `claimName` and `createNew` take it at once).
    package func freeName(extension ext: String) throws(NoFreeName) -> String {
        try Self.firstFree(names(extension: ext))
    }

    /// `<base>.<ext>`, or `<base>-2.<ext>`, `-3`, …: the first that no file
    /// (not even a dangling link) has.
    package static func freeName(_ base: String, extension ext: String) throws(NoFreeName) -> String {
        try firstFree(names(base, extension: ext))
    }

    private static func firstFree(_ names: [String]) throws(NoFreeName) -> String {
        for path in names {
            var info = stat()
            if lstat(path, &info) != 0 && errno == ENOENT { return path }
        }
        throw NoFreeName(path: names[0], numbered: Self.maxNumbered - 1)
    }

    /// Takes the first of `names` that no file has for the output, with an
    /// empty placeholder (`OutputClaim`), so that runs started together
    /// each take one of their own.
    package func claimName(extension ext: String) throws -> OutputClaim {
        let names = names(extension: ext)
        do {
            guard let claim = try OutputClaim.first(of: names) else { throw NoFreeName(path: names[0], numbered: Self.maxNumbered - 1) }
            return claim
        } catch let failure as TemporaryFile.Failure {
            throw NewFileError.unwritable(path: names[0], reason: failure.reason)
        }
    }

    /// Creates the first of `names` that no file has, holding `data`; a name
    /// taken meanwhile (by a run started together) passes to the next.
    package func createNew(extension ext: String, with data: Data) throws -> String {
        let names = names(extension: ext)
        for path in names {
            do { try NewFile.create(path, with: data) } catch .exists { continue }
            return path
        }
        throw NoFreeName(path: names[0], numbered: Self.maxNumbered - 1)
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
        case .notAPicture: return "not a PNG, JPEG or WebP picture"
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
