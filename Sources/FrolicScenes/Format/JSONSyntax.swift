import Foundation
import FrolicCore

/// The first place where a JSON text breaks the grammar (RFC 8259), as a line
/// and column a user can jump to. Foundation's decoder on Linux says only "The
/// given data was not valid JSON", and `JSONSerialization` at best "around
/// character 22" (a byte offset), so Frolic scans the text itself, before
/// decoding. The scan also makes the accepted syntax Frolic's own: Linux's
/// decoder lets `{"a": 1,}` and `{"a": -}` pass, where macOS's and every other
/// JSON tool refuse them, and a scene file must read the same everywhere.
///
/// Three things the grammar allows are refused too, at their path: a key given
/// twice in one object (readers differ on which value counts; Foundation
/// keeps the first, most others the last), `null` (a scene's optional keys
/// are left out for their default, never set to null, so that absent has one
/// spelling), and a number no `Double` holds: beyond ±1.8e308, or so close to
/// 0 that it would read as 0 (`1e-400`). Foundation refuses the first as "not
/// valid JSON", with no place, and reads the second as 0 into a whole-number field.
struct JSONSyntaxError: Equatable {
    /// 1-based.
    var line: Int
    /// 1-based, in characters (Unicode scalars) from the start of the line, as editors count.
    var column: Int
    var message: String
    /// Where a duplicate key or a `null` is, as `snow.cells[2].birthRate`;
    /// nil for a break in the grammar, which has only a line and column.
    var path: String? = nil
    var kind: Kind = .grammar

    enum Kind: Equatable {
        /// A break in the grammar.
        case grammar
        case duplicateKey
        case null
        /// A number no `Double` holds; `message` says where, the words say what.
        case number(words: String)
    }
}

enum JSONSyntax {
    /// The first syntax error in `bytes` (UTF-8), or nil when they are one
    /// valid JSON value. Iterative, so deep nesting cannot overflow the stack.
    static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
        var scanner = Scanner(bytes: bytes)
        guard let (offset, message) = scanner.scan() else { return nil }
        let (line, column) = position(of: offset, in: bytes)
        return JSONSyntaxError(line: line, column: column, message: message, path: scanner.problemPath,
                               kind: scanner.problemKind)
    }

    /// Where the number, or the list of numbers (`[375, 667]`), at `path` (as
    /// `snow.cells[2].birthRate`) starts: how a decoding error at a numeric
    /// field gets its line and column. Nil for any other value or a path not
    /// in the text. Scans again, so it costs nothing until there is an error.
    static func numberPosition(at path: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        valuePosition(at: path, in: bytes, numbersOnly: true)
    }

    /// Where the value of any kind at `path` starts: how a key the format
    /// does not know gets its line and column.
    static func valuePosition(at path: String, in bytes: [UInt8], numbersOnly: Bool = false) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: bytes)
        scanner.target = path
        scanner.numbersOnly = numbersOnly
        _ = scanner.scan()
        return scanner.targetOffset.map { position(of: $0, in: bytes) }
    }

    /// What the value at `path` is, in an error's words (`a string "0.6"`,
    /// `an object`), and where it starts: how a value of the wrong type
    /// says what was found. Nil for a path not in the text.
    static func foundValue(at path: String, in bytes: [UInt8]) -> (words: String, line: Int, column: Int)? {
        var scanner = Scanner(bytes: bytes)
        scanner.target = path
        scanner.numbersOnly = false
        _ = scanner.scan()
        guard let offset = scanner.targetOffset, offset < bytes.count else { return nil }
        let words: String
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            let text = (try? JSONDecoder().decode(String.self, from: Data(stringLiteral(from: offset, in: bytes)))) ?? ""
            words = "a string " + FrolicError.quoted(text)
        case UInt8(ascii: "{"): words = "an object"
        case UInt8(ascii: "["): words = "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): words = "true or false"
        case UInt8(ascii: "n"): words = "null"
        default: words = "a number"
        }
        let (line, column) = position(of: offset, in: bytes)
        return (words, line, column)
    }

    /// The bytes of the string literal that starts at `offset`, quotes included.
    private static func stringLiteral(from offset: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        var i = offset + 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        return bytes[offset ..< min(i + 1, bytes.count)]
    }

    /// Editors hide it, and Foundation accepts it.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        for b in bytes[start..<min(offset, bytes.count)] {
            if b == UInt8(ascii: "\n") {
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {   // not a UTF-8 continuation byte: a new character
                column += 1
            }
        }
        return (line, column)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        /// The open containers, outermost first, with where the scan is in each.
        private var levels: [Level] = []
        /// Set with an error that has a path (see `JSONSyntaxError.path`).
        private(set) var problemPath: String?
        /// Set with `problemPath`.
        private(set) var problemKind: JSONSyntaxError.Kind = .grammar
        /// The path `numberPosition` looks for, and where its numeric value starts.
        var target: String?
        private(set) var targetOffset: Int?
        /// Whether `target` is looked for only where it holds a number or a list of them.
        var numbersOnly = true

        private struct Level {
            var container: Container
            /// Keys seen in this object, with the offset of each.
            var keys: [String: Int] = [:]
            var key = ""
            var index = 0
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: byteOrderMark) { i = byteOrderMark.count }
        }

        private enum Container {
            case object, array
            var closer: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
            var closerText: String { self == .object ? "}" : "]" }
            var name: String { self == .object ? "an object" : "an array" }
        }

        /// The offset and description of the first error.
        mutating func scan() -> (Int, String)? {
            var open: [Container] = []
            skipSpace()
            if i == bytes.count { return (0, "the file is empty") }
            expectValue: while true {
                skipSpace()
                guard i < bytes.count else {
                    return endOfFile(open.last.map { "inside \($0.name), where a value should be" } ?? "where a value should be")
                }
                if let target, targetOffset == nil, !levels.isEmpty, !numbersOnly || isNumeric(at: i), path == target { targetOffset = i }
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let container: Container = bytes[i] == UInt8(ascii: "{") ? .object : .array
                    // Foundation's decoder refuses deeper nesting, and says neither where nor why.
                    guard open.count < 512 else { return (i, "nested more than 512 levels deep") }
                    i += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == container.closer {
                        i += 1
                    } else {
                        open.append(container)
                        levels.append(Level(container: container))
                        if container == .object, let e = key() { return e }
                        continue expectValue
                    }
                case UInt8(ascii: "\""):
                    if let e = string() { return e }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let e = number() { return e }
                default:
                    if let e = literal() { return e }
                }
                // A value is complete: close containers until a comma asks for the next one.
                while true {
                    skipSpace()
                    guard let container = open.last else {
                        return i == bytes.count ? nil : (i, "\(found()) after the end of the JSON value")
                    }
                    guard i < bytes.count else {
                        return endOfFile("inside \(container.name) (no closing '\(container.closerText)')")
                    }
                    if bytes[i] == container.closer {
                        i += 1
                        open.removeLast()
                        levels.removeLast()
                    } else if bytes[i] == UInt8(ascii: ",") {
                        let comma = i
                        i += 1
                        skipSpace()
                        if i < bytes.count, bytes[i] == container.closer {
                            return (comma, "a comma before '\(container.closerText)' (JSON allows no trailing comma)")
                        }
                        levels[levels.count - 1].index += 1
                        if container == .object, let e = key() { return e }
                        continue expectValue
                    } else {
                        return (i, "expected ',' or '\(container.closerText)', \(found())")
                    }
                }
            }
        }

        /// A key in double quotes and its colon.
        private mutating func key() -> (Int, String)? {
            skipSpace()
            guard i < bytes.count else { return endOfFile("inside an object, where a key should be") }
            guard bytes[i] == UInt8(ascii: "\"") else { return (i, "expected a key in double quotes, \(found())") }
            let start = i
            if let e = string() { return e }
            let name = keyText(bytes[start..<i])
            levels[levels.count - 1].key = name
            if let first = levels[levels.count - 1].keys[name] {
                problemPath = path
                problemKind = .duplicateKey
                return (start, "given twice in one object, at \(place(first)) and \(place(start)) (JSON readers differ on which one counts)")
            }
            levels[levels.count - 1].keys[name] = start
            skipSpace()
            guard i < bytes.count else { return endOfFile("after a key, where ':' should be") }
            guard bytes[i] == UInt8(ascii: ":") else { return (i, "expected ':' after the key, \(found())") }
            i += 1
            return nil
        }

        private mutating func string() -> (Int, String)? {
            let start = i
            i += 1
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\""):
                    i += 1
                    return nil
                case UInt8(ascii: "\\"):
                    let escape = i
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                         UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        let hex = bytes[(i + 1)...].prefix(4)
                        guard hex.count == 4, hex.allSatisfy(\.isHexDigit) else {
                            return (escape, "'\\u' needs four hexadecimal digits")
                        }
                        i += 5
                    default:
                        return (escape, "invalid escape '\\\(character(at: i))' in a string")
                    }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    return (i, "a line break inside a string (is a closing \" missing?)")
                case 0..<0x20:
                    return (i, "a control character inside a string (write it as \\u00XX)")
                default:
                    i += 1
                }
            }
            return (start, "a string that is never closed")
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and a value a `Double` holds.
        private mutating func number() -> (Int, String)? {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "0") {
                i += 1
                if i < bytes.count, bytes[i].isDigit { return (i - 1, "a number with a leading zero") }
            } else if digits() == 0 {
                return (i, "expected a digit in a number, \(found())")
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { return (i, "expected a digit after the decimal point, \(found())") }
            }
            let mantissaEnd = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { return (i, "expected a digit in the exponent, \(found())") }
            }
            return numberProblem(bytes[start..<i], mantissa: bytes[start..<mantissaEnd]).map { problem in
                problemPath = path
                problemKind = .number(words: problem)
                return (start, "\(place(start)): \(problem)")
            }
        }

        /// Why the number `text` is refused, or nil: Swift reads any length of
        /// digits to the nearest `Double`, so only its range can fail.
        private func numberProblem(_ text: ArraySlice<UInt8>, mantissa: ArraySlice<UInt8>) -> String? {
            let value = Double(String(decoding: text, as: UTF8.self)) ?? .infinity
            if !value.isFinite {
                return "\(Self.shown(text)) is out of range for a number (at most about ±1.8e308)"
            }
            if value == 0, mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
                return "\(Self.shown(text)) is too close to 0 for a number (it would read as 0; the smallest is about 5e-324)"
            }
            return nil
        }

        /// A number's text for an error line; a long one by its ends and length.
        private static func shown(_ text: ArraySlice<UInt8>) -> String {
            let whole = String(decoding: text, as: UTF8.self)
            guard whole.count > 40 else { return whole }
            return "\(whole.prefix(16))…\(whole.suffix(8)) (\(whole.count) characters)"
        }

        /// Whether a number, or an array whose first item is a number, starts at `offset`.
        private func isNumeric(at offset: Int) -> Bool {
            var j = offset
            if bytes[j] == UInt8(ascii: "[") {
                j += 1
                while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                guard j < bytes.count else { return false }
            }
            return bytes[j] == UInt8(ascii: "-") || bytes[j].isDigit
        }

        /// Skips digits and counts them.
        private mutating func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i].isDigit { i += 1 }
            return i - start
        }

        private mutating func literal() -> (Int, String)? {
            if bytes[i...].starts(with: "null".utf8) {
                problemPath = path
                problemKind = .null
                return (i, "null at \(place(i)) (leave an optional key out to get its default; null is not read as a value)")
            }
            for word in ["true", "false"] where bytes[i...].starts(with: word.utf8) {
                i += word.utf8.count
                return nil
            }
            return (i, "expected a value, \(found())")
        }

        /// `line 3, column 12` for an offset.
        private func place(_ offset: Int) -> String {
            let (line, column) = JSONSyntax.position(of: offset, in: bytes)
            return "line \(line), column \(column)"
        }

        /// Where the scan is, as a scene field path: `snow.cells[2].birthRate`.
        var path: String {
            var text = ""
            for level in levels {
                if level.container == .array { text += "[\(level.index)]" } else { text += text.isEmpty ? level.key : "." + level.key }
            }
            return text.isEmpty ? "file" : text
        }

        /// A key's text with its escapes resolved, so that `"a"` and `"\u0061"` are one key.
        private func keyText(_ quoted: ArraySlice<UInt8>) -> String {
            guard quoted.contains(UInt8(ascii: "\\")) else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
            return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: quoted, as: UTF8.self)
        }

        private mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        /// An error where the text stops early, placed just after its last
        /// visible character rather than on the empty line a final newline makes.
        private func endOfFile(_ where: String) -> (Int, String) {
            var end = bytes.count
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            return (end, "the file ends \(`where`)")
        }

        /// "found `word`" or "found ';'" for what is at `i`: a word whole, so
        /// that `tru` reads as the typo it is.
        private func found() -> String {
            guard i < bytes.count else { return "found the end of the file" }
            let isWord: (UInt8) -> Bool = { $0.isDigit || $0.isLetter || $0 == UInt8(ascii: "_") || $0 >= 0x80 }
            if bytes[i] == UInt8(ascii: "'") { return "found ' (JSON strings take double quotes)" }
            guard isWord(bytes[i]) else { return "found '\(character(at: i))'" }
            var end = i
            while end < bytes.count, isWord(bytes[end]), end - i < 24 { end += 1 }
            return "found `\(String(decoding: bytes[i..<end], as: UTF8.self))`"
        }

        /// The one (UTF-8) character at `offset`.
        private func character(at offset: Int) -> String {
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isHexDigit: Bool { isDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f")) }
}
