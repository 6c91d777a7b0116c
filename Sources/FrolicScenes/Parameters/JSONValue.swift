import FrolicCore

/// A JSON value built in code, for the scene-file schema and the defaults in
/// the reference tables. Objects keep their keys in the order they were
/// written, so the printed schema is the same on every run.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
    package func hash(into h: inout Hasher) { h.combine(compact) }

    /// One line, no spaces: the form the reference tables show defaults in.
    package var compact: String { render(indent: nil, depth: 0) }

    /// Two-space indented, for `frolic schema`.
    package var pretty: String { render(indent: "  ", depth: 0) }

    private func render(indent: String?, depth: Int) -> String {
        let newline = indent.map { "\n" + String(repeating: $0, count: depth + 1) } ?? ""
        let close = indent.map { "\n" + String(repeating: $0, count: depth) } ?? ""
        let colon = indent == nil ? ":" : ": "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return FrolicError.number(v)
        case .string(let s): return Self.quote(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            // Short arrays of numbers stay on one line: `[375, 667]`.
            if indent != nil, items.count <= 4, items.allSatisfy({ if case .number = $0 { return true }; return false }) {
                return "[" + items.map { $0.compact }.joined(separator: ", ") + "]"
            }
            return "[" + items.map { newline + $0.render(indent: indent, depth: depth + 1) }.joined(separator: ",") + close + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{" + pairs.map { newline + Self.quote($0.0) + colon + $0.1.render(indent: indent, depth: depth + 1) }
                .joined(separator: ",") + close + "}"
        }
    }

    private static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
