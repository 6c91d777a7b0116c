import Foundation
import FrolicCore

extension SceneFileError {
    /// `T` from the JSON text `json`, every problem a `SceneFileError` of
    /// `file`: syntax at its line and column, anything else at its field, and a
    /// number or list of numbers a field cannot take with its line and column
    /// too (`fps: line 3, column 10: expected a whole number 1…100, got 29.97`),
    /// and so does a key the format does not know (at its value).
    static func decode<T: Decodable>(_ type: T.Type, from json: [UInt8], file: String,
                                      effects: EffectRegistry = .standard) throws(SceneFileError) -> T {
        try checkSyntax(of: json, file: file)
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[.effects] = effects
            return try decoder.decode(T.self, from: Data(json))
        } catch let error as DecodingError {
            var e = SceneFileError(decoding: error, file: file)
            guard e.field != "file" else { throw e }
            switch e.problem {
            case .wrongType:
                // What was found, where: `expected a number, got a string "0.6"`.
                if let found = JSONSyntax.foundValue(at: e.field, in: json) {
                    e.found = found.words
                    e.position = Position(line: found.line, column: found.column)
                }
            case .unknownKey:
                if let (line, column) = JSONSyntax.valuePosition(at: e.field, in: json) { e.position = Position(line: line, column: column) }
            default:
                if let (line, column) = JSONSyntax.numberPosition(at: e.field, in: json) { e.position = Position(line: line, column: column) }
            }
            throw e
        } catch {
            // `Decodable` initialisers here throw only `DecodingError`; anything else is reported, not trapped.
            throw SceneFileError(file: file, field: "file", problem: .notAllowed("\(error)"))
        }
    }

    /// Throws the first syntax error in `json` at its line and column, e.g.
    /// `error: broken.json: line 3, column 12: expected ',' or '}', found `"fps"``,
    /// or a duplicate key, a `null` or a number no `Double` holds at its path.
    /// Run before decoding, whose own errors have no position (`JSONSyntax`).
    package static func checkSyntax(of json: [UInt8], file: String) throws(SceneFileError) {
        guard let syntax = JSONSyntax.firstError(in: json) else { return }
        switch syntax.kind {
        case .grammar:
            throw SceneFileError(file: file, field: "line \(syntax.line), column \(syntax.column)",
                                 problem: .syntax(line: syntax.line, column: syntax.column, words: syntax.message))
        case .duplicateKey:
            throw SceneFileError(file: file, field: syntax.path ?? "file", problem: .duplicateKey(syntax.message))
        case .null:
            throw SceneFileError(file: file, field: syntax.path ?? "file", problem: .null(syntax.message))
        case let .number(words):
            throw SceneFileError(file: file, field: syntax.path ?? "file", position: Position(line: syntax.line, column: syntax.column),
                                 problem: .outOfRange(words))
        }
    }

    /// A `DecodingError` as a located problem: the field as a path like
    /// `snow.cells[2].birthRate`, and the kind of problem; one with the whole
    /// file (`[1, 2]` where an object belongs) is at `file`. A check's own
    /// problem travels as the error's underlying `FieldProblem`.
    package init(decoding error: DecodingError, file: String) {
        func path(_ keys: [CodingKey]) -> String {
            var s = ""
            for k in keys {
                if let i = k.intValue { s += "[\(i)]" } else { s += s.isEmpty ? k.stringValue : "." + k.stringValue }
            }
            return s.isEmpty ? "file" : s
        }
        switch error {
        case .typeMismatch(let type, let ctx):
            self.init(file: file, field: path(ctx.codingPath), problem: .wrongType(expected: Self.describe(type)))
        case .valueNotFound(let type, let ctx):
            self.init(file: file, field: path(ctx.codingPath), problem: .null("expected \(Self.describe(type)), got null"))
        case .keyNotFound(let key, let ctx):
            self.init(file: file, field: path(ctx.codingPath + [key]), problem: .missing)
        case .dataCorrupted(let ctx):
            if let checked = ctx.underlyingError as? FieldProblem {
                self.init(file: file, field: path(ctx.codingPath), problem: checked.problem)
            } else if ctx.codingPath.isEmpty, ctx.underlyingError != nil || ctx.debugDescription.contains("JSON") {
                // Foundation refused what `checkSyntax` accepts (bad UTF-8); numbers are checked there.
                self.init(file: file, field: "file", problem: .notJSON(Self.jsonProblem(ctx)))
            } else {
                self.init(file: file, field: path(ctx.codingPath), problem: .notAllowed(ctx.debugDescription))
            }
        @unknown default:
            self.init(file: file, field: "file", problem: .notAllowed("\(error)"))
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is UInt64.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
            return "a value of type \(name)"
        }
    }

    private static func jsonProblem(_ ctx: DecodingError.Context) -> String {
        if let underlying = ctx.underlyingError {
            let text = "\(underlying)"
            if let r = text.range(of: "NSDebugDescription=") { return String(text[r.upperBound...].prefix(while: { $0 != "}" && $0 != "," })) }
            return String(text.prefix(120))
        }
        return ctx.debugDescription
    }
}

extension CodingUserInfoKey {
    /// The `EffectRegistry` a scene file is read with.
    static let effects = CodingUserInfoKey(rawValue: "frolic.effects")!
}

extension Decoder {
    /// The effects the file may name: those it is read with, else the standard ones.
    var effects: EffectRegistry { userInfo[.effects] as? EffectRegistry ?? .standard }
}
