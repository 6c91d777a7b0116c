import FrolicCore

/// JSON Schema (draft 2020-12) pieces for the parameters, and the schema of a
/// whole block. Every block forbids unknown keys, as the decoder does.
enum ParameterSchema {
    /// The schema of an object holding `parameters`, with the defaults `model` has.
    static func object<Model>(_ parameters: [Parameter<Model>], defaults model: Model) -> [(String, JSONValue)] {
        let required = (Model.self as? any ParameterModel.Type)?.requiredKeys ?? []
        return [("type", "object"),
                ("properties", .object(parameters.map { ($0.key, .object(property($0, model, required: required))) }))]
            + (required.isEmpty ? [] : [("required", .array(required.map(JSONValue.string)))])
            + [("additionalProperties", .bool(false))]
    }

    /// A required key has no default: the model's value for it is a placeholder.
    static func property<Model>(_ p: Parameter<Model>, _ model: Model, required: [String]) -> [(String, JSONValue)] {
        var out = p.children.isEmpty ? p.schema : object(p.children, defaults: model)
        out.append(("description", .string(p.doc)))
        if !required.contains(p.key), let value = p.current(model) { out.append(("default", value)) }
        return out
    }

    static let pair: [(String, JSONValue)] = [("type", "array"), ("items", .object([("type", "number")])),
                                               ("minItems", .number(2)), ("maxItems", .number(2))]

    static func pair(_ sides: ClosedRange<Double>) -> [(String, JSONValue)] {
        [("type", "array"),
         ("items", .object([("type", "number"), ("minimum", .number(sides.lowerBound)), ("maximum", .number(sides.upperBound))])),
         ("minItems", .number(2)), ("maxItems", .number(2))]
    }

    /// A colour in the docs' words; the README's opening says what one is
    /// (`"#RRGGBB"`, `"#RGB"`, `"#RRGGBBAA"` or `[r, g, b(, a)]` in 0…1), as `color` checks it.
    static let colorWords = "a colour"

    static let color: [(String, JSONValue)] = [("oneOf", .array([
        .object([("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
        .object([("type", "array"), ("items", .object([("type", "number"), ("minimum", 0), ("maximum", 1)])),
                 ("minItems", 3), ("maxItems", 4)]),
    ]))]
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// Four decimals: enough for every default, short enough for a table.
    static func rounded(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

    static func point(_ p: Point) -> JSONValue { .array([.number(rounded(p.x)), .number(rounded(p.y))]) }
    static func size(_ s: Size) -> JSONValue { .array([.number(rounded(s.width)), .number(rounded(s.height))]) }
    static func rect(_ r: Rect) -> JSONValue {
        .array([r.minX, r.minY, r.width, r.height].map { .number(rounded($0)) })
    }
    static func color(_ c: Color) -> JSONValue {
        .array((c.a == 1 ? [c.r, c.g, c.b] : [c.r, c.g, c.b, c.a]).map { .number(rounded($0)) })
    }
    /// A model as the object a scene file would write for it.
    static func model<M: ParameterModel>(_ m: M) -> JSONValue {
        .object(M.parameters.compactMap { p in p.current(m).map { (p.key, $0) } })
    }
}
