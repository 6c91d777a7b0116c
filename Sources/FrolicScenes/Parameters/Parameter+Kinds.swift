import FrolicCore

/// The kinds of value a scene file holds, each with its decoding, its checks,
/// its words for the docs and its JSON Schema.
extension Parameter {
    package static func number(_ key: String, _ path: WritableKeyPath<Model, Double> & Sendable, _ range: ClosedRange<Double>,
                               _ doc: String) -> Parameter {
        value(key, path, accepts: "\(FrolicError.number(range.lowerBound))…\(FrolicError.number(range.upperBound))",
              schema: [("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))],
              json: { .number(JSONValue.rounded($0)) },
              decode: { c, k in try c.checked(k, Check.range(range.lowerBound, range.upperBound)) }, doc)
    }

    /// A number that must also pass `check` (which says what is wrong), e.g. a rate that divides the tick rate.
    package static func integer(_ key: String, _ path: WritableKeyPath<Model, Int> & Sendable, _ range: ClosedRange<Int>,
                                _ doc: String, check: (@Sendable (Int) -> SceneFileError.Problem?)? = nil) -> Parameter {
        value(key, path, accepts: "\(range.lowerBound)…\(range.upperBound)",
              schema: [("type", "integer"), ("minimum", .number(Double(range.lowerBound))),
                       ("maximum", .number(Double(range.upperBound)))],
              json: { .number(Double($0)) },
              decode: { c, k in try c.wholeNumber(k, range, check: check) }, doc)
    }

    package static func flag(_ key: String, _ path: WritableKeyPath<Model, Bool> & Sendable, _ doc: String) -> Parameter {
        value(key, path, accepts: "true, false", schema: [("type", "boolean")], json: { .bool($0) },
              decode: { c, k in try c.decodeIfPresent(Bool.self, forKey: k) }, doc)
    }

    package static func text(_ key: String, _ path: WritableKeyPath<Model, String> & Sendable, nonEmpty: Bool = false,
                             _ doc: String) -> Parameter {
        value(key, path, accepts: nonEmpty ? "text, not empty" : "text",
              schema: [("type", "string")] + (nonEmpty ? [("minLength", .number(1))] : []), json: { .string($0) },
              decode: { c, k in try c.checked(k) { (s: String) in nonEmpty && s.isEmpty ? .notAllowed("must not be empty") : nil } }, doc)
    }

    package static func choice<E: RawRepresentable & CaseIterable & Sendable>(_ key: String, _ path: WritableKeyPath<Model, E> & Sendable,
                                                                 _ doc: String) -> Parameter where E.RawValue == String {
        value(key, path, accepts: choiceWords(E.self), schema: choiceSchema(E.self), json: { .string($0.rawValue) },
              decode: decodeChoice, doc)
    }

    /// A choice that may be left out: absent (nil in the model) means `absent`.
    package static func choice<E: RawRepresentable & CaseIterable & Sendable>(_ key: String, _ path: WritableKeyPath<Model, E?> & Sendable,
                                                                 absent: String, _ doc: String) -> Parameter where E.RawValue == String {
        optional(key, path, absent: absent, accepts: choiceWords(E.self), schema: choiceSchema(E.self),
                 json: { .string($0.rawValue) }, decode: decodeChoice, doc)
    }

    private static func choiceWords<E: RawRepresentable & CaseIterable & Sendable>(_: E.Type) -> String where E.RawValue == String {
        E.allCases.map { "`\"\($0.rawValue)\"`" }.joined(separator: ", ")
    }

    private static func choiceSchema<E: RawRepresentable & CaseIterable & Sendable>(_: E.Type) -> [(String, JSONValue)] where E.RawValue == String {
        [("enum", .array(E.allCases.map { JSONValue.string($0.rawValue) }))]
    }

    private static func decodeChoice<E: RawRepresentable & CaseIterable & Sendable>(_ c: KeyedDecodingContainer<AnyCodingKey>,
                                                                         _ k: AnyCodingKey) throws -> E? where E.RawValue == String {
        guard let raw = try c.decodeIfPresent(String.self, forKey: k) else { return nil }
        guard let v = E(rawValue: raw) else {
            throw DecodingError.scene(.notAllowed("expected one of \(E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(raw)\""),
                                      forKey: k, in: c)
        }
        return v
    }

    package static func point(_ key: String, _ path: WritableKeyPath<Model, Point> & Sendable, _ doc: String) -> Parameter {
        value(key, path, accepts: "[x, y]", schema: ParameterSchema.pair, json: JSONValue.point,
              decode: { c, k in try c.decodeIfPresent(PointValue.self, forKey: k)?.point }, doc)
    }

    package static func point(_ key: String, _ path: WritableKeyPath<Model, Point?> & Sendable, absent: String,
                              _ doc: String) -> Parameter {
        optional(key, path, absent: absent, accepts: "[x, y]", schema: ParameterSchema.pair, json: JSONValue.point,
                 decode: { c, k in try c.decodeIfPresent(PointValue.self, forKey: k)?.point }, doc)
    }

    /// A `[width, height]` whose sides lie in `sides`.
    package static func size(_ key: String, _ path: WritableKeyPath<Model, Size> & Sendable, sides: ClosedRange<Double>,
                             _ doc: String) -> Parameter {
        value(key, path, accepts: "[w, h], each \(FrolicError.number(sides.lowerBound))…\(FrolicError.number(sides.upperBound))",
              schema: ParameterSchema.pair(sides), json: JSONValue.size,
              decode: { c, k in try c.size(k, sides) }, doc)
    }

    package static func size(_ key: String, _ path: WritableKeyPath<Model, Size?> & Sendable, sides: ClosedRange<Double>,
                             absent: String, _ doc: String) -> Parameter {
        optional(key, path, absent: absent,
                 accepts: "[w, h], each \(FrolicError.number(sides.lowerBound))…\(FrolicError.number(sides.upperBound))",
                 schema: ParameterSchema.pair(sides), json: JSONValue.size,
                 decode: { c, k in try c.size(k, sides) }, doc)
    }

    package static func color(_ key: String, _ path: WritableKeyPath<Model, Color> & Sendable, _ doc: String) -> Parameter {
        value(key, path, accepts: ParameterSchema.colorWords, schema: ParameterSchema.color,
              json: JSONValue.color, decode: { c, k in try c.decodeIfPresent(ColorValue.self, forKey: k)?.color }, doc)
    }

    package static func curve(_ key: String, _ path: WritableKeyPath<Model, TimingCurve> & Sendable, _ doc: String) -> Parameter {
        value(key, path, accepts: "[x1, y1, x2, y2], x in 0…1",
              schema: [("type", "array"), ("items", .object([("type", "number")])),
                       ("minItems", .number(4)), ("maxItems", .number(4))],
              json: { .array([$0.c1.x, $0.c1.y, $0.c2.x, $0.c2.y].map { .number(JSONValue.rounded($0)) }) },
              decode: { c, k in try c.decodeIfPresent(TimingCurveValue.self, forKey: k)?.curve }, doc)
    }

    /// A list of names (pictures, track titles), each not empty.
    package static func strings(_ key: String, _ path: WritableKeyPath<Model, [String]> & Sendable, count: ClosedRange<Int>,
                                _ doc: String) -> Parameter {
        value(key, path, accepts: "\(count.lowerBound)…\(count.upperBound) strings",
              schema: [("type", "array"), ("items", .object([("type", "string"), ("minLength", .number(1))])),
                       ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))],
              json: { .array($0.map(JSONValue.string)) },
              decode: { c, k in
                  try c.checked(k) { (names: [String]) in
                      !count.contains(names.count) ? .outOfRange("expected \(count.lowerBound) to \(count.upperBound) names, got \(names.count)")
                          : names.contains(where: \.isEmpty) ? .notAllowed("names must not be empty") : nil
                  }
              }, doc)
    }

    /// A list of objects, each a model of its own (`products`, `rects`).
    package static func list<Item: ParameterModel>(_ key: String, _ path: WritableKeyPath<Model, [Item]> & Sendable,
                                                   count: ClosedRange<Int>, _ doc: String) -> Parameter {
        var p = value(key, path, accepts: "\(count.lowerBound)…\(count.upperBound) objects (below)",
              schema: [("type", "array"), ("items", .object(ParameterSchema.object(Item.parameters, defaults: Item()))),
                       ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))],
              json: { .array($0.map { JSONValue.model($0) }) },
              decode: { c, k in
                  guard let items = try c.decodeIfPresent([Decoded<Item>].self, forKey: k) else { return nil }
                  guard count.contains(items.count) else {
                      throw DecodingError.scene(.outOfRange("expected \(count.lowerBound) to \(count.upperBound) items, got \(items.count)"),
                                                forKey: k, in: c)
                  }
                  return items.map(\.model)
              }, doc)
        p.itemTable = ReferenceTable.markdown(Item.self)
        return p
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The value at `key` if present; one that fails `check` is an error at the key.
    func checked<T: Decodable>(_ key: Key, _ check: (T) -> SceneFileError.Problem?) throws -> T? {
        guard let v = try decodeIfPresent(T.self, forKey: key) else { return nil }
        if let problem = check(v) { throw DecodingError.scene(problem, forKey: key, in: self) }
        return v
    }

    /// A `[width, height]` at `key` if present, each side in `sides`.
    func size(_ key: Key, _ sides: ClosedRange<Double>) throws -> Size? {
        guard contains(key) else { return nil }
        return try size(key, default: Size(0, 0), Check.range(sides.lowerBound, sides.upperBound))
    }
}

extension Parameter {
    /// A fixed-length list of numbers (thresholds), each in `range`, that must also pass `check`.
    package static func numbers(_ key: String, _ path: WritableKeyPath<Model, [Double]> & Sendable, count: ClosedRange<Int>,
                                _ range: ClosedRange<Double>, _ doc: String,
                                check: (@Sendable ([Double]) -> SceneFileError.Problem?)? = nil) -> Parameter {
        value(key, path, accepts: "\(count.lowerBound)…\(count.upperBound) numbers in \(FrolicError.number(range.lowerBound))…\(FrolicError.number(range.upperBound))",
              schema: [("type", "array"),
                       ("items", .object([("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])),
                       ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))],
              json: { .array($0.map { .number(JSONValue.rounded($0)) }) },
              decode: { c, k in
                  try c.checked(k) { (v: [Double]) in
                      !count.contains(v.count) || !v.allSatisfy({ range.contains($0) })
                          ? .outOfRange("expected \(count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)") numbers between \(FrolicError.number(range.lowerBound)) and \(FrolicError.number(range.upperBound))")
                          : check?(v)
                  }
              }, doc)
    }
}

extension Parameter {
    static var rectSchema: [(String, JSONValue)] {
        [("type", "array"), ("items", .object([("type", "number")])), ("minItems", 4), ("maxItems", 4)]
    }

    /// A rectangle `[x, y, width, height]` in points, or absent (`absent` says what that means).
    package static func rect(_ key: String, _ path: WritableKeyPath<Model, Rect?> & Sendable, absent: String,
                             _ doc: String) -> Parameter {
        optional(key, path, absent: absent, accepts: "[x, y, w, h]", schema: rectSchema, json: JSONValue.rect,
                 decode: { c, k in try c.decodeIfPresent(RectValue.self, forKey: k)?.rect }, doc)
    }

    /// A list of rectangles `[[x, y, w, h], …]`.
    package static func rects(_ key: String, _ path: WritableKeyPath<Model, [Rect]> & Sendable, count: ClosedRange<Int>,
                              _ doc: String) -> Parameter {
        value(key, path, accepts: "\(count.lowerBound)…\(count.upperBound) of [x, y, w, h]",
              schema: [("type", "array"), ("items", .object(rectSchema)),
                       ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))],
              json: { .array($0.map(JSONValue.rect)) },
              decode: { c, k in
                  guard let rects = try c.decodeIfPresent([RectValue].self, forKey: k) else { return nil }
                  guard count.contains(rects.count) else {
                      throw DecodingError.scene(.outOfRange("expected \(count.lowerBound) to \(count.upperBound) rectangles, got \(rects.count)"),
                                                forKey: k, in: c)
                  }
                  return rects.map(\.rect)
              }, doc)
    }
}
