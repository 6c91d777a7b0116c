import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import Hummingbird
#if canImport(Glibc)
import Glibc
#endif

/// The preview's addresses, over a `LivePreview`:
///
///     GET  /               the page
///     GET  /render.gif     the latest render (422 and the error line while the scene is broken)
///     GET  /info.json      size, frames, gestures and the error of the latest render
///     GET  /events         Server-Sent Events: one per render shown
///     GET  /scene.json     the scene as the page edits it (the file on disk, or a picture's scene)
///     GET  /schema.json    the scene format, from the parameter declarations
///     GET  /pictures/NAME  a picture the scene uses (by the name it gives it)
///     GET  /screens/N      the picture of a flow's screen N (0 is the first), for its thumbnail
///     POST /draft          renders the body (an edited scene) in memory
///     POST /save           writes an edited scene to the file (`{"base", "text"}`), or
///                          a picture's to a new file beside it (an example's to
///                          `<example>-edited.json` in the current folder), which is previewed from then on;
///                          only a text that decodes as a scene (422 and its line otherwise)
///
/// A POST body over `maxBodyBytes` is answered 413.
package struct PreviewRoutes: Sendable {
    package let preview: LivePreview

    /// The largest body a POST may carry: a scene file, many times over.
    package static let maxBodyBytes = 4 << 20

    package init(preview: LivePreview) { self.preview = preview }

    package func respond(_ request: Request, _ path: ServedPath) async throws -> Response {
        let get = request.method == .get || request.method == .head
        switch (path.segments.first ?? "", path.segments.count) {
        case ("", 0) where get: return .page(PreviewPage.html)
        case ("render.gif", 1) where get: return renderGIF()
        case ("info.json", 1) where get: return .json(info())
        case ("events", 1) where get:
            let (stream, current) = preview.subscribe()
            return .events(stream, first: current.map { "data: \($0)\n\n" } ?? "")
        case ("scene.json", 1) where get:
            do { return .bytes(.ok, "application/json", try preview.subject.sceneText()) } catch {
                return .text(.notFound, preview.line(for: error, subject: preview.subject))
            }
        case ("schema.json", 1) where get: return .json(SceneSchema.json.compact)
        case ("pictures", 2) where get: return picture(path.segments[1])
        case ("screens", 2) where get: return screen(path.segments[1])
        case ("draft", 1) where request.method == .post:
            guard let body = try await body(of: request) else { return Self.tooLarge }
            let number = preview.ask(.draft(Data(buffer: body)))
            return .json(#"{"asked":\#(number)}"#, status: .accepted)
        case ("save", 1) where request.method == .post:
            guard let body = try await body(of: request) else { return Self.tooLarge }
            return save(Data(buffer: body))
        case ("", 0), ("render.gif", 1), ("info.json", 1), ("events", 1), ("scene.json", 1), ("schema.json", 1), ("pictures", 2),
             ("screens", 2), ("draft", 1), ("save", 1):
            return .text(.methodNotAllowed, "not with \(request.method.rawValue)")
        default:
            return .text(.notFound, "no such page")
        }
    }

    /// The request's body; nil when it is over `maxBodyBytes`.
    private func body(of request: Request) async throws -> ByteBuffer? {
        var request = request
        do { return try await request.collectBody(upTo: Self.maxBodyBytes) } catch let error as any HTTPResponseError
            where error.status == .contentTooLarge { return nil }
    }

    private static var tooLarge: Response { .text(.contentTooLarge, "the body is over \(maxBodyBytes >> 20) MiB, the most a scene may take here; nothing was done") }

    private func renderGIF() -> Response {
        guard let shown = preview.shown else { return .text(.serviceUnavailable, "rendering") }
        switch shown.render.outcome {
        case .rendered(let gif, _): return .bytes(.ok, "image/gif", gif)
        case .failed(let line): return .text(.unprocessableContent, line)
        }
    }

    /// The latest render's facts, its version and whether it is an unsaved edit.
    private func info() -> String {
        guard let shown = preview.shown else { return #"{"version":0}"# }
        let subject = preview.subject
        var pairs: [(String, JSONValue)] = [("version", .number(Double(shown.version))), ("draft", .bool(shown.draft)),
                                            ("file", .string(subject.path))]
        if case .picture(_, let effects, _) = subject {
            pairs.append(("effects", .array(effects.map { .string($0.key) })))
            pairs.append(("pictures", .array(subject.files.map(JSONValue.string))))
        }
        if case .example = subject { pairs.append(("example", .bool(true))) }
        switch shown.render.outcome {
        case .rendered(_, let info): pairs.append(("scene", info))
        case .failed(let line): pairs.append(("error", .string(line)))
        }
        return JSONValue.object(pairs).compact
    }

    /// Only a picture the latest render used, by the name the scene gives it.
    private func picture(_ name: String) -> Response {
        guard let path = preview.shown?.render.pictures[name], let data = FileManager.default.contents(atPath: path) else {
            return .text(.notFound, "the scene uses no picture named \(FrolicError.quoted(name))")
        }
        return .bytes(.ok, Self.mediaType(path, data), data)
    }

    /// Only the picture of a screen of the latest render's flow, by its place
    /// (`0`, `1`, … written plainly): no other file, no name, no path.
    private func screen(_ segment: String) -> Response {
        let screens = preview.shown?.render.screens ?? []
        guard segment.utf8.count <= 2, segment.allSatisfy({ $0.isASCII && $0.isNumber }), let i = Int(segment),
              String(i) == segment, screens.indices.contains(i) else {
            return .text(.notFound, "no screen \(FrolicError.quoted(segment)): the scene's flow has \(screens.count) screens")
        }
        guard let path = screens[i], let data = FileManager.default.contents(atPath: path) else {
            return .text(.notFound, "screen \(i) shows no picture")
        }
        return .bytes(.ok, Self.mediaType(path, data), data)
    }

    /// A picture's type by its first bytes (a picture may be named without
    /// an extension), else by its extension.
    static func mediaType(_ path: String, _ data: Data) -> String {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8...]) == Array("WEBP".utf8) { return "image/webp" }
        return mediaType(path)
    }

    static func mediaType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        case "gif": return "image/gif"
        default: return "application/octet-stream"
        }
    }

    /// Writes the page's scene over the file, atomically, unless the file
    /// is no longer what the page loaded (`base`): an editor saved meanwhile.
    /// A picture's scene goes to a new file beside the picture instead.
    private func save(_ body: Data) -> Response {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let base = object["base"] as? String, let text = object["text"] as? String else {
            return .text(.badRequest, "a save is {\"base\": the file as loaded, \"text\": the new file}")
        }
        let subject = preview.subject
        if let refusal = notAScene(text, subject) { return refusal }
        if subject.savesNewFile { return saveNew(Data(text.utf8), subject) }
        let path = subject.path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            return .text(.conflict, "error: \(path): file: is not a plain file (a symbolic link?); Save writes only plain files: copy the JSON instead")
        }
        guard let current = FileManager.default.contents(atPath: path), current == Data(base.utf8) else {
            return .text(.conflict, "error: \(path): file: changed on disk since the page loaded it; nothing was saved (reload to get the new version)")
        }
        do { try WholeFile.replace(path, with: Data(text.utf8)) } catch {
            return .text(.internalServerError, "error: \(path): file: cannot write: \(error.reason)")
        }
        preview.poll()
        return saved(path)
    }

    /// Save writes only what `frolic render` reads as a scene: a text that
    /// does not decode (a page that could not parse a broken file sends
    /// `null`) is refused with its error line, and no file is touched.
    private func notAScene(_ text: String, _ subject: PreviewSubject) -> Response? {
        do {
            _ = try SceneFile.decode(Data(text.utf8), path: subject.path)
            return nil
        } catch {
            // The command line's words, as the page's other error lines.
            var line = preview.errorLine(error) ?? FrolicError(error)
            line.message += " (nothing was saved)"
            return .text(.unprocessableContent, line.description)
        }
    }

    /// Creates the scene file `frolic new` would name for the picture
    /// (`<picture>-<effects>.json`), or `<example>-edited.json` in the current
    /// folder for an example (numbered when taken; never an existing file),
    /// then previews that file, so the next Save writes to it.
    private func saveNew(_ text: Data, _ subject: PreviewSubject) -> Response {
        do {
            guard let path = try subject.newFileName() else { return .text(.internalServerError, "not a new file's subject") }
            try NewFile.create(path, with: text)
            preview.follow(.sceneFile(path))
            return saved(path)
        } catch let error as NewFileError {
            // The page's Save button stands where the command line has `-o`.
            return .text(.conflict, FrolicError(file: error.path, field: "save", error.message).description)
        } catch let error as PictureSceneFile.NoFreeName {
            return .text(.conflict, FrolicError(file: error.path, field: "save", "it and \(error.numbered) numbered names beside it are taken").description)
        } catch {
            return .text(.conflict, preview.line(for: error, subject: subject))
        }
    }

    private func saved(_ path: String) -> Response {
        .json(JSONValue.object([("saved", .bool(true)), ("file", .string(path))]).compact)
    }
}
