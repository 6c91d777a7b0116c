import Foundation
import FrolicCore

/// A decoded and validated scene file: the common header and what it shows
/// (a backdrop and layers, written out or as a preset's block).
///
///     { "name": "snow-globe", "size": [375, 667], "fps": 25, "duration": 8,
///       "seed": 7, "script": [{ "at": 0.8, "gesture": "shake" }],
///       "snow": { … } }
public struct SceneFile: Sendable {
    /// The keys every scene has: name, size, frame rate, duration, seed, script.
    public var header: SceneHeader
    /// What it shows: a backdrop or a flow of screens, the layers over it, its frame.
    package var composition: Composition
    /// The preset the file's block names, nil for `backdrop` and `effects`.
    var preset: (any PresetModel)? { composition.preset }
    /// Where the file came from: errors found while the scene is built name it.
    public var path: String
    /// The backdrop whose picture gives the scene its size, when the file
    /// gives no `size`: the picture's pixels over its density, never over
    /// `--scale`, so that the layout is the same at every scale. Until the
    /// renderer has found the picture, `header.size` is zero.
    package var sizeBackdrop: Backdrop? = nil
    /// Whether `header.duration` is the backdrop movie's, once the renderer
    /// has read it (the file gives no `duration`); until then it is zero.
    package var durationFromMovie = false
    /// The picture of `sizeBackdrop`.
    package var sizePicture: String? { sizeBackdrop?.shown }
    /// Where that picture is named: a flow's first screen, or the backdrop.
    package var sizePictureField: String {
        (sizeBackdrop ?? Backdrop()).shownField(composition.flow == nil ? "backdrop" : "\(Flow.screensKey)[0]")
    }

    /// Decodes `data`.
    /// - Throws: ``SceneFileError`` naming `path`, the field and the kind of problem.
    public static func decode(_ data: Data, path: String) throws(SceneFileError) -> SceneFile {
        try decode(data, path: path, effects: .standard)
    }

    /// Decodes `data`, whose effects are those of `effects`.
    package static func decode(_ data: Data, path: String, effects: EffectRegistry) throws(SceneFileError) -> SceneFile {
        var file = try SceneFileError.decode(SceneFileValue.self, from: [UInt8](data), file: path, effects: effects).file
        file.path = path
        return file
    }

    /// Reads and decodes the file at `path`.
    /// - Throws: ``SceneFileError``; a missing or unreadable file is one at its `file` field
    ///   (``SceneFileError/Problem/noSuchFile``, ``SceneFileError/Problem/unreadable``).
    public static func load(path: String) throws(SceneFileError) -> SceneFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(file: path, field: "file",
                                 problem: FileManager.default.fileExists(atPath: path) ? .unreadable : .noSuchFile)
        }
        return try decode(data, path: path)
    }

    /// The scene's simulation; a field that only the environment could have
    /// filled in (and did not) is reported against this file.
    package func makeSimulation(environment: SceneEnvironment) throws -> any Simulation {
        do {
            return try composition.makeSimulation(scene: header, environment: environment)
        } catch let error as SceneFieldError {
            throw SceneFileError(file: path, field: error.field, problem: error.problem)
        }
    }
}

extension SceneFile {
    /// The keys that hold a composed scene: what it is drawn over, and the layers over that.
    static let backdropKey = "backdrop", effectsKey = "effects"
    /// The device frame around a composed scene's screen.
    static let frameKey = "frame"

    /// Gives the scene its screen's size in points, as its backdrop picture
    /// does once found: the scene is that grown by its device frame.
    package mutating func setScreenSize(_ size: Size) {
        header.size = composition.frame.outerSize(screen: size)
    }
}

private struct SceneFileValue: Decodable {
    var file: SceneFile

    init(from decoder: Decoder) throws {
        let effects = decoder.effects
        var header = try SceneHeader.decode(from: decoder, alongside: effects.presetNames
            + [SceneFile.backdropKey, SceneFile.effectsKey, Flow.screensKey, Flow.flowKey, SceneFile.frameKey])
        let composition = try Self.content(decoder.container(keyedBy: AnyCodingKey.self), decoder: decoder, effects: effects)
        // Without a size, a backdrop screen gives it, or a backdrop picture once it is found.
        // A preset's block gives a size, as its original did.
        let backdrop = composition.preset == nil ? composition.flow?.screens[0] ?? composition.backdrop : nil
        let size = header.size != Size(0, 0) ? header.size : backdrop?.screen?.size
        let sizeBackdrop = size == nil && backdrop?.shown != nil ? backdrop : nil
        guard size != nil || sizeBackdrop != nil else {
            throw DecodingError.keyNotFound(AnyCodingKey(stringValue: "size"), .init(codingPath: decoder.codingPath,
                debugDescription: "missing (it may be left out only with a backdrop picture or screen, which then gives it)"))
        }
        // In the file's order, which the header's script (in time order) no longer has.
        let script = AnyCodingKey(stringValue: "script")
        let entries = try decoder.container(keyedBy: AnyCodingKey.self).contains(script)
            ? ScriptEventValue.script(from: decoder.container(keyedBy: AnyCodingKey.self).superDecoder(forKey: script)) : []
        try Self.checkBurstItems(entries, composition, decoder: decoder)
        if let taps = composition.flow?.taps, !taps.isEmpty { header.script = Script(header.script.events + taps) }
        // Without a duration, a lone backdrop movie gives it once it is read.
        let durationFromMovie = header.duration == 0
        if durationFromMovie, composition.flow != nil || composition.preset != nil || composition.backdrop.movie == nil {
            throw DecodingError.keyNotFound(AnyCodingKey(stringValue: "duration"), .init(codingPath: decoder.codingPath,
                debugDescription: "missing (it may be left out only with a backdrop movie, which then gives it)"))
        }
        header.size = Size(0, 0)
        file = SceneFile(header: header, composition: composition, path: "", sizeBackdrop: sizeBackdrop)
        file.durationFromMovie = durationFromMovie
        if let size { file.setScreenSize(size) }
    }

    /// The script's gesture whose burst takes the scene past `BurstLayer.maxItems`
    /// is an error at its entry.
    private static func checkBurstItems(_ script: [ScriptEvent], _ composition: Composition, decoder: Decoder) throws {
        var items = 0
        for (n, event) in script.enumerated() {
            let more = composition.burstItems(for: event.gesture)
            items += more
            guard items > BurstLayer.maxItems else { continue }
            throw DecodingError.scene(.outOfRange("this gesture bursts \(more) items, \(items) in the scene so far; "
                    + "a scene bursts at most \(BurstLayer.maxItems) items in all (taps × itemsPerTap)"),
                at: decoder.codingPath + [AnyCodingKey(stringValue: "script"), AnyCodingKey(intValue: n)])
        }
    }

    /// One of the five presets' blocks, or `effects` (with an optional `backdrop`).
    private static func content(_ c: KeyedDecodingContainer<AnyCodingKey>, decoder: Decoder,
                                effects: EffectRegistry) throws -> Composition {
        func key(_ s: String) -> AnyCodingKey { AnyCodingKey(stringValue: s) }
        let effectKeys = effects.presetNames
        let present = effects.presets.filter { c.contains(key($0.key)) }
        let composed = [SceneFile.effectsKey, SceneFile.backdropKey, Flow.screensKey, Flow.flowKey, SceneFile.frameKey]
        if composed.contains(where: { c.contains(key($0)) }) {
            if let block = present.first {
                throw DecodingError.scene(.notAllowed("an effect block with its own screen cannot go with backdrop and effects; use one or the other"),
                                          forKey: key(block.key), in: c)
            }
            let hasScreens = c.contains(key(Flow.screensKey))
            if hasScreens, c.contains(key(SceneFile.backdropKey)) {
                throw DecodingError.scene(.notAllowed("give `backdrop` (one screen) or `screens` (a flow), not both"), forKey: key(Flow.screensKey), in: c)
            }
            if !hasScreens, c.contains(key(Flow.flowKey)) {
                throw DecodingError.scene(.notAllowed("moves between `screens`, which the scene does not list"), forKey: key(Flow.flowKey), in: c)
            }
            let backdrop = c.contains(key(SceneFile.backdropKey)) ? try Backdrop.decode(from: c.superDecoder(forKey: key(SceneFile.backdropKey))) : Backdrop()
            // A flow, or a recording, may stand alone; any other composed scene has effects.
            guard c.contains(key(SceneFile.effectsKey)) || hasScreens || backdrop.movie != nil else {
                throw DecodingError.keyNotFound(key(SceneFile.effectsKey), .init(codingPath: decoder.codingPath, debugDescription: "missing"))
            }
            let layers = c.contains(key(SceneFile.effectsKey))
                ? try Composition.decodeLayers(c.superDecoder(forKey: key(SceneFile.effectsKey)), effects: effects) : []
            var composition = Composition(backdrop: backdrop, layers: layers)
            if hasScreens { composition.flow = try Flow.decode(c, effects: effects) }
            if c.contains(key(SceneFile.frameKey)) {
                composition.frame = try DeviceFrame.decode(from: c.superDecoder(forKey: key(SceneFile.frameKey)))
            }
            return composition
        }
        guard present.count == 1, let kind = present.first else {
            throw DecodingError.scene(present.isEmpty ? .missingEffect(choices: effectKeys)
                                      : .notAllowed("more than one effect block (\(present.map { $0.key }.joined(separator: ", ")))"),
                                      at: decoder.codingPath)
        }
        return try kind.decode(from: c.superDecoder(forKey: key(kind.key)))
    }
}
