import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

/// `inputs.json`: a digest of every file the scene reads besides itself (each
/// picture, a `--config` file), so that a changed frame is blamed on what
/// changed — `picture shots/home.png changed` — rather than on the renderer,
/// and so the recorded scene is rendered for expected frames only when what
/// it reads is as recorded. One input a line, so a re-record reads in review
/// as the inputs that changed. Reference folders without it still work; their
/// changes are attributed less precisely.
struct InputsRecord: Hashable, Sendable {
    struct Input: Hashable, Sendable {
        /// `picture`, `movie` (a screen recording) or `config`.
        var kind: String
        /// As a reviewer knows it: relative to the scene's folder, `Assets/…` for a built-in picture.
        var name: String
        /// The first scene field that names it (`backdrop.picture`).
        var field: String
        /// FNV-1a 64 of the file's bytes.
        var digest: String
    }

    var inputs: [Input]

    static let fileName = "inputs.json"

    /// The `field` recorded for the remote configuration: a word of the
    /// reference format, kept so that recorded references stay equal.
    static let configField = "--config"

    /// The inputs `renderer` reads now, in the order the scene names them, each file once.
    static func of(_ renderer: SceneRenderer) throws -> InputsRecord {
        let sceneFolder = (renderer.scenePath as NSString).deletingLastPathComponent
        var seen = Set<String>(), inputs: [Input] = []
        func add(_ kind: String, _ input: InputFile, field: String) throws {
            guard seen.insert(input.path).inserted else { return }
            let (path, data) = (input.path, try input.read(pipes: false))
            inputs.append(Input(kind: kind, name: displayName(path, sceneFolder: sceneFolder), field: field, digest: FNV1a.hex(data)))
        }
        for use in renderer.file.composition.pictureUses {
            if let path = try? renderer.pictures.path(of: use.name) {
                try add(use.field.hasSuffix(".movie") ? "movie" : "picture", InputFile(path: path, role: .picture(field: use.field)), field: use.field)
            }
        }
        if let config = renderer.options.configPath {
            try add("config", InputFile(path: config, role: .remoteConfig), field: configField)
        }
        return InputsRecord(inputs: inputs)
    }

    static func displayName(_ path: String, sceneFolder: String) -> String {
        let assets = ResourceLocator.builtInPictures + "/"
        if path.hasPrefix(assets) { return "Assets/" + path.dropFirst(assets.count) }
        let folder = sceneFolder.isEmpty ? "" : sceneFolder + "/"
        if !folder.isEmpty, path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        return path
    }

    /// What differs from `recorded`, one phrase per input: changed, new or no longer read.
    func changes(from recorded: InputsRecord) -> [String] {
        var out: [String] = []
        let old = Dictionary(recorded.inputs.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let now = Set(inputs.map(\.name))
        for i in inputs {
            if let o = old[i.name] {
                if o.digest != i.digest { out.append("\(i.kind) \(i.name) changed") }
            } else {
                out.append("\(i.kind) \(i.name) newly read (at \(i.field))")
            }
        }
        for o in recorded.inputs where !now.contains(o.name) { out.append("\(o.kind) \(o.name) no longer read") }
        return out
    }

    /// `picture shots/home.png` for each input changed, new or no longer read.
    func changedNames(from recorded: InputsRecord) -> [String] {
        let old = Set(recorded.inputs), now = Set(inputs)
        return (inputs.filter { !old.contains($0) } + recorded.inputs.filter { !now.contains($0) && !inputs.map(\.name).contains($0.name) })
            .map { "\($0.kind) \($0.name)" }
    }

    /// Stable text through `JSONValue`: fixed key order, one input a line.
    func encoded() -> Data {
        let value = JSONValue.object([
            ("digest", .string("FNV-1a 64 over each file's bytes")),
            ("inputs", .array(inputs.map { i in
                .object([("kind", .string(i.kind)), ("name", .string(i.name)), ("field", .string(i.field)), ("digest", .string(i.digest))])
            })),
        ])
        return Data((value.pretty + "\n").utf8)
    }

    private struct Stored: Decodable {
        struct Item: Decodable { var kind: String; var name: String; var field: String; var digest: String }
        var inputs: [Item]
    }

    /// The record at `path`, nil when there is none; a broken one is an error at its path (`ReferenceFile`).
    static func load(_ path: String) throws -> InputsRecord? {
        guard let s = try ReferenceFile.decode(Stored.self, from: path) else { return nil }
        return InputsRecord(inputs: s.inputs.map { Input(kind: $0.kind, name: $0.name, field: $0.field, digest: $0.digest) })
    }
}
