/// A JSON text cut into its tokens, byte ranges kept, so that a mutation can
/// replace one value or repeat one member and leave the rest of the text
/// exactly as it was. Lenient: any byte that starts no token is a token of
/// its own, so an already broken text can be mutated further.
struct JSONTokens {
    enum Kind: Equatable { case string, number, literal, open, close, colon, comma, other }

    struct Token {
        var kind: Kind
        var range: Range<Int>
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var i = 0
        while i < bytes.count {
            let b = bytes[i], start = i
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
                continue
            case UInt8(ascii: "\""):
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i = min(i + 1, bytes.count)
                tokens.append(Token(kind: .string, range: start..<i))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                i += 1
                while i < bytes.count, "0123456789.eE+-".utf8.contains(bytes[i]) { i += 1 }
                tokens.append(Token(kind: .number, range: start..<i))
            case UInt8(ascii: "{"), UInt8(ascii: "["): i += 1; tokens.append(Token(kind: .open, range: start..<i))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): i += 1; tokens.append(Token(kind: .close, range: start..<i))
            case UInt8(ascii: ":"): i += 1; tokens.append(Token(kind: .colon, range: start..<i))
            case UInt8(ascii: ","): i += 1; tokens.append(Token(kind: .comma, range: start..<i))
            default:
                i += 1
                while i < bytes.count, (bytes[i] | 0x20) >= UInt8(ascii: "a"), (bytes[i] | 0x20) <= UInt8(ascii: "z") { i += 1 }
                tokens.append(Token(kind: i - start > 1 ? .literal : .other, range: start..<i))
            }
        }
    }

    /// Whether token `t` is an object's key (a string followed by a colon).
    func isKey(_ t: Int) -> Bool {
        tokens[t].kind == .string && t + 1 < tokens.count && tokens[t + 1].kind == .colon
    }

    /// Indices of the tokens that start a value (not keys, not punctuation).
    var valueStarts: [Int] {
        tokens.indices.filter { t in
            switch tokens[t].kind {
            case .string: return !isKey(t)
            case .number, .literal, .open: return true
            default: return false
            }
        }
    }

    /// The bytes of the value starting at token `t`: one token, or an object
    /// or array up to its matching close (or the end of the text).
    func valueRange(at t: Int) -> Range<Int> {
        guard tokens[t].kind == .open else { return tokens[t].range }
        var depth = 0
        for u in t..<tokens.count {
            if tokens[u].kind == .open { depth += 1 }
            if tokens[u].kind == .close { depth -= 1 }
            if depth == 0 { return tokens[t].range.lowerBound..<tokens[u].range.upperBound }
        }
        return tokens[t].range.lowerBound..<bytes.count
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
