import Foundation

/// A JSON value as a schema check needs it: numbers apart from booleans.
indirect enum JSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSON].self)) }
    }

    static func parse(_ data: Data) throws -> JSON { try JSONDecoder().decode(JSON.self, from: data) }
}

/// The part of JSON Schema (draft 2020-12) that `frolic schema` writes, checked
/// independently of the code that writes it: a keyword it does not know is a
/// failure, so the schema cannot grow past what this checks unnoticed.
struct SchemaValidator {
    static let keywords: Set<String> = ["$schema", "title", "description", "default", "type", "properties", "required",
                                        "additionalProperties", "items", "minItems", "maxItems", "minimum", "maximum",
                                        "exclusiveMinimum", "enum", "const", "pattern", "minLength", "maxLength", "oneOf", "anyOf"]

    /// The problems of `value` against `schema`, each with its path; empty when it is valid.
    static func problems(_ value: JSON, _ schema: JSON, at path: String = "") -> [String] {
        guard case .object(let s) = schema else { return ["\(path): schema is not an object"] }
        var out: [String] = []
        if let unknown = s.keys.first(where: { !keywords.contains($0) }) { return ["\(path): schema keyword \(unknown) not checked"] }
        if case .string(let type)? = s["type"], !has(type, value) { return ["\(path): not \(type)"] }
        if let e = s["enum"], case .array(let options) = e, !options.contains(value) { out.append("\(path): not in enum") }
        if let c = s["const"], c != value { out.append("\(path): not \(c)") }
        if case .number(let n) = value {
            if case .number(let lo)? = s["minimum"], n < lo { out.append("\(path): below minimum") }
            if case .number(let hi)? = s["maximum"], n > hi { out.append("\(path): above maximum") }
            if case .number(let lo)? = s["exclusiveMinimum"], n <= lo { out.append("\(path): not above exclusiveMinimum") }
        }
        if case .string(let text) = value {
            if case .number(let lo)? = s["minLength"], Double(text.count) < lo { out.append("\(path): too short") }
            if case .number(let hi)? = s["maxLength"], Double(text.count) > hi { out.append("\(path): too long") }
            if case .string(let p)? = s["pattern"], text.range(of: p, options: .regularExpression) == nil { out.append("\(path): pattern") }
        }
        if case .array(let items) = value {
            if case .number(let lo)? = s["minItems"], Double(items.count) < lo { out.append("\(path): too few items") }
            if case .number(let hi)? = s["maxItems"], Double(items.count) > hi { out.append("\(path): too many items") }
            if let itemSchema = s["items"] {
                for (i, item) in items.enumerated() { out += problems(item, itemSchema, at: "\(path)[\(i)]") }
            }
        }
        if case .object(let fields) = value {
            var properties: [String: JSON] = [:]
            if case .object(let p)? = s["properties"] { properties = p }
            if case .array(let required)? = s["required"] {
                for case .string(let key) in required where fields[key] == nil { out.append("\(path).\(key): missing") }
            }
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                if let p = properties[key] { out += problems(field, p, at: "\(path).\(key)") }
                else if s["additionalProperties"] == .bool(false) { out.append("\(path).\(key): not allowed") }
            }
        }
        if case .array(let branches)? = s["oneOf"] {
            let passing = branches.filter { problems(value, $0, at: path).isEmpty }.count
            if passing != 1 { out.append("\(path): \(passing) of oneOf's \(branches.count) match") }
        }
        if case .array(let branches)? = s["anyOf"], !branches.contains(where: { problems(value, $0, at: path).isEmpty }) {
            out.append("\(path): none of anyOf's \(branches.count) match")
        }
        return out
    }

    private static func has(_ type: String, _ value: JSON) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number), ("null", .null): return true
        case ("integer", .number(let n)): return n == n.rounded()
        default: return false
        }
    }
}
