import FrolicCore

/// What is wrong with a scene file (or a remote snow configuration), where:
/// the file, the field path in it, and a ``Problem`` a caller can switch on.
/// ``SceneFile/load(path:)`` and ``SceneFile/decode(_:path:)`` throw it. Its
/// `description` is the line `frolic render` prints,
/// `error: <file>: <field>: <what is wrong>`, so a caller that only reports
/// it prints it, and one that acts on it (an editor marking the key, a tool
/// that fills in `today`) switches on `problem`.
public struct SceneFileError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// A field path such as `effects[0].snow.birthRate`; `file` for the file
    /// as a whole, and `line 3, column 12` for a break in the JSON grammar.
    public var field: String
    /// Where in the text the value at fault starts, when the decoder found it
    /// (numbers and unknown keys): the message then begins with it.
    public var position: Position?
    /// What is wrong.
    public var problem: Problem
    /// What the file has where a value of another type belongs (`a string
    /// "0.6"`), when the decoder found it: the message ends with it.
    package var found: String?

    /// A problem at `field` of `file`.
    public init(file: String, field: String, position: Position? = nil, problem: Problem) {
        self.file = file; self.field = field; self.position = position; self.problem = problem
    }

    /// A 1-based line and column (in characters, as editors count).
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) { self.line = line; self.column = column }
    }

    /// The kinds of problem a scene file can have, each with the words its line says.
    public enum Problem: Hashable, Sendable {
        /// There is no file at the path.
        case noSuchFile
        /// The file is there but cannot be read (no permission, a folder).
        case unreadable
        /// The text breaks JSON's grammar at `line` and `column` (the error's field says them too).
        case syntax(line: Int, column: Int, words: String)
        /// The JSON reader refused text the grammar check accepted (bytes that are not UTF-8).
        case notJSON(String)
        /// A key given twice in one object; the words say where both are.
        case duplicateKey(String)
        /// `null` where a value belongs: an optional key is left out, never null.
        case null(String)
        /// A value of another JSON type than the field takes; `expected` says which ("a number").
        case wrongType(expected: String)
        /// A key the field needs is absent.
        case missing
        /// The file has no effect block; `choices` are the blocks it could have.
        case missingEffect(choices: [String])
        /// A key the format does not know, often a misspelling; `expected` lists those the object takes.
        case unknownKey(expected: [String])
        /// A number outside what the field takes; the words say both.
        case outOfRange(String)
        /// A value the field does not take, or keys that do not go together; the words say why.
        case notAllowed(String)
        /// The scene's `size` comes to too few or too many pixels at a scale a render may use.
        case size(CanvasSizeProblem)
        /// A snow season needs "today", which neither the file nor its caller gave:
        /// a caller that renders for a given day passes it (`SceneEnvironment`).
        case needsToday

        /// What is wrong, in the words of the error line.
        public var message: String {
            switch self {
            case .noSuchFile: return "no such file"
            case .unreadable: return "cannot read the file"
            case let .syntax(_, _, words), let .duplicateKey(words), let .null(words),
                 let .outOfRange(words), let .notAllowed(words):
                return words
            case let .notJSON(words): return "not valid JSON (\(words))"
            case let .wrongType(expected): return "expected \(expected)"
            case .missing: return "missing"
            case let .missingEffect(choices): return "missing the effect block (one of: \(choices.joined(separator: ", ")), or effects)"
            case let .unknownKey(expected): return "unknown key (expected one of: \(expected.joined(separator: ", ")))"
            case let .size(problem): return problem.description
            case .needsToday: return "missing: give the day as YYYY-MM-DD here"
            }
        }
    }

    /// The position, when there is one, then the problem's words.
    public var message: String { message(saying: problem.message) }

    /// The line's message with `words` in place of the problem's own: how an
    /// edge that knows more (the command line's options) says the problem.
    package func message(saying words: String) -> String {
        (position.map { "line \($0.line), column \($0.column): " } ?? "") + (unknownKeyWords ?? words) + (found.map { ", got \($0)" } ?? "")
    }

    /// An unknown key's words, with the name it is nearest to when one is
    /// close (`unknown effect "booom"; did you mean boom? (expected one of: …)`),
    /// before the list, which a long line may clip.
    private var unknownKeyWords: String? {
        guard case let .unknownKey(expected) = problem else { return nil }
        let key = String(field.split(separator: ".").last ?? Substring(field))
        // An entry of `effects` is `{ "<effect>": { … } }`: its one key names an effect.
        let parent = field.split(separator: ".").dropLast().last ?? ""
        let kind = parent.hasPrefix("effects[") && parent.hasSuffix("]") ? "effect" : "key"
        let near = NearestName.of(key, in: expected).map { "; did you mean \($0)?" } ?? ""
        return "unknown \(kind) \(FrolicError.quoted(key))\(near) (expected one of: \(expected.joined(separator: ", ")))"
    }

    /// `error: <file>: <field>: <message>`.
    public var description: String { FrolicError(self).description }
}

/// A typed problem on its way out of a `Decodable` initialiser: `DecodingError`
/// carries it as the underlying error, with its path, and `SceneFileError(decoding:file:)`
/// takes it back out.
struct FieldProblem: Error {
    var problem: SceneFileError.Problem
}

extension DecodingError {
    /// `problem` at `codingPath`.
    static func scene(_ problem: SceneFileError.Problem, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: problem.message, underlyingError: FieldProblem(problem: problem)))
    }

    /// `problem` at `key` of `container`.
    static func scene<C: KeyedDecodingContainerProtocol>(_ problem: SceneFileError.Problem, forKey key: C.Key, in container: C) -> DecodingError {
        scene(problem, at: container.codingPath + [key])
    }

    /// `problem` where `container` is, at the path the standard library gives
    /// such an error (with the container's cursor).
    static func scene(_ problem: SceneFileError.Problem, in container: any UnkeyedDecodingContainer) -> DecodingError {
        guard case let .dataCorrupted(context) = dataCorruptedError(in: container, debugDescription: problem.message) else {
            return scene(problem, at: container.codingPath)
        }
        return scene(problem, at: context.codingPath)
    }
}

extension SceneFileError.Problem {
    /// The problem of one part of a value (the `width` of a size): its words begin with the part's name.
    func naming(_ part: String) -> Self {
        switch self {
        case let .outOfRange(words): return .outOfRange("\(part) \(words)")
        case let .notAllowed(words): return .notAllowed("\(part) \(words)")
        default: return self
        }
    }
}
