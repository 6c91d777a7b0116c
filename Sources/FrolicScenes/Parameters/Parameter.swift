import FrolicCore

/// One key of a scene-file block, declared once: its name, what it accepts,
/// its doc line and where its value goes in the model. Decoding (with its
/// unknown-key and range errors), the reference tables in Examples/README.md
/// and the JSON Schema of `frolic schema` are all read off this value, so
/// they cannot drift apart. The default is not declared here: it is the
/// model's own value in `Model()`, so the code's default is the documented one.
///
/// Build one with the constructors in `Parameter+Kinds.swift`
/// (`.number("birthRate", \.birthRate, 0...200, "…")`).
package struct Parameter<Model>: Sendable {
    package let key: String
    package let doc: String
    /// What the value may be, in words: `0…200`, `"line" | "point"`, `[x, y]`.
    package let accepts: String
    /// The JSON Schema of the value, without its default and description.
    let schema: [(String, JSONValue)]
    /// The value of `model` at this key as JSON; nil where it has none yet
    /// (an optional left for the scene to fill in, e.g. a picture's own size).
    let current: @Sendable (Model) -> JSONValue?
    /// What an absent optional means, for the docs (`"the picture's own size"`).
    let absentMeaning: String?
    /// The keys of a nested object whose values go into the same model.
    let children: [Parameter<Model>]
    /// The reference table of a list's items (`products`), when the value is a list of objects.
    var itemTable: String?
    /// Where the docs show it: in a row of its own, or in the row of the key declared before it.
    var row = ReferenceRow.Place.own
    let read: @Sendable (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey, inout Model) throws -> Void

    /// The value read from `key` (when present) and stored at `path`.
    static func value<V>(_ key: String, _ path: WritableKeyPath<Model, V> & Sendable, accepts: String,
                         schema: [(String, JSONValue)], json: @escaping @Sendable (V) -> JSONValue,
                         decode: @escaping @Sendable (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> V?,
                         _ doc: String) -> Parameter {
        Parameter(key: key, doc: doc, accepts: accepts, schema: schema, current: { json($0[keyPath: path]) },
                  absentMeaning: nil, children: []) { c, k, model in
            if let v = try decode(c, k) { model[keyPath: path] = v }
        }
    }

    /// An optional value: absent (nil in the model) means `absent`.
    static func optional<V>(_ key: String, _ path: WritableKeyPath<Model, V?> & Sendable, absent: String, accepts: String,
                            schema: [(String, JSONValue)], json: @escaping @Sendable (V) -> JSONValue,
                            decode: @escaping @Sendable (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> V?,
                            _ doc: String) -> Parameter {
        Parameter(key: key, doc: doc, accepts: accepts, schema: schema, current: { $0[keyPath: path].map(json) },
                  absentMeaning: absent, children: []) { c, k, model in
            if let v = try decode(c, k) { model[keyPath: path] = v }
        }
    }

    /// A nested object (`"emitter": { … }`) whose keys are parameters of the same model.
    package static func group(_ key: String, _ doc: String, _ children: [Parameter]) -> Parameter {
        Parameter(key: key, doc: doc, accepts: "object (below)", schema: [],
                  current: { _ in nil }, absentMeaning: nil, children: children) { c, k, model in
            guard c.contains(k) else { return }
            try readAll(children, from: c.superDecoder(forKey: k), into: &model)
        }
    }

    /// The same declaration read into the part at `path` of a larger model:
    /// how a preset's block maps its keys onto its layer's and its screen's
    /// parameters, declared once there. `key` and `doc` rename it for the
    /// block (the plain view's `background` is its backdrop's `color`).
    func mapped<Outer>(into path: WritableKeyPath<Outer, Model> & Sendable, as key: String? = nil, doc: String? = nil) -> Parameter<Outer> {
        var p = Parameter<Outer>(key: key ?? self.key, doc: doc ?? self.doc, accepts: accepts, schema: schema,
                                 current: { [current] in current($0[keyPath: path]) }, absentMeaning: absentMeaning,
                                 children: children.map { $0.mapped(into: path) }) { [read] c, k, outer in
            try read(c, k, &outer[keyPath: path])
        }
        p.itemTable = itemTable
        p.row = row
        return p
    }

    /// Reads `parameters` from the object `decoder` holds into `model`; a key
    /// that is not one of them (or of `alongside`) is an error.
    static func readAll(_ parameters: [Parameter], from decoder: Decoder, into model: inout Model,
                        alongside: [String] = []) throws {
        try decoder.rejectUnknownKeys(parameters.map(\.key) + alongside)
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        for p in parameters { try p.read(c, AnyCodingKey(stringValue: p.key), &model) }
    }
}

extension Array {
    /// The parameters named `keys`, in that order (all of them but `except`
    /// without `keys`), each mapped into the part at `path` of a preset.
    func mapped<Part, Outer>(_ keys: [String]? = nil, except: [String] = [],
                             into path: WritableKeyPath<Outer, Part> & Sendable) -> [Parameter<Outer>]
    where Element == Parameter<Part> {
        let chosen = keys.map { $0.map(named) } ?? filter { !except.contains($0.key) }
        return chosen.map { $0.mapped(into: path) }
    }

    /// The parameter declared as `key`.
    func named<Part>(_ key: String) -> Parameter<Part> where Element == Parameter<Part> {
        guard let p = first(where: { $0.key == key }) else { preconditionFailure("no parameter \(key) to map") }
        return p
    }
}
