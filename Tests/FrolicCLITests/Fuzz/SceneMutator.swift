import FrolicCore

/// One fuzz case: a scene file's bytes and the command-line options after
/// `render scene.json`, with what was done to make them (for the reproducer).
struct FuzzCase {
    var scene: [UInt8]
    var arguments: [String]
    var mutations: [String]
}

/// Deterministic mutations of a valid scene file and its command line: values
/// swapped for edge cases (huge, negative, fractional, empty, null, wrong
/// type), members repeated or dropped, bytes flipped, cut or inserted, the
/// script replaced by many taps, and odd options (seeds past 2⁶³, dates with line breaks, outputs that are
/// inputs). The same seed gives the same cases on every machine.
struct SceneMutator {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// `base` mutated once or twice, and its options perhaps too. (Three
    /// mutations left too few cases that still render, the path past the
    /// decoder: 6 of 200 once the examples grew to ten.)
    mutating func mutate(_ base: [UInt8]) -> FuzzCase {
        var fuzz = FuzzCase(scene: base, arguments: [], mutations: [])
        for _ in 0..<(1 + pick(2)) {
            let tokens = JSONTokens(fuzz.scene)
            guard !tokens.tokens.isEmpty else { break }
            let (bytes, what) = mutateText(tokens)
            fuzz.scene = bytes
            fuzz.mutations.append(what)
        }
        if pick(4) == 0 {
            let option = Self.options[pick(Self.options.count)]
            fuzz.arguments += option
            fuzz.mutations.append("option \(option.joined(separator: " "))")
        }
        return fuzz
    }

    static let numbers = ["0", "-1", "1", "0.5", "266.6", "0.187", "-0", "1e308", "1e-9", "4096", "4097", "8193",
                          "65536", "600", "601", "100", "101", "9223372036854775807", "9223372036854775808",
                          "18446744073709551615", "1e999", "2.5e3", "3",
                          // Numbers Foundation refuses or misreads, each an error at its field.
                          "29.97", "18446744073709551616", "1e309", "-1e309", "1e-400",
                          String(repeating: "9", count: 5000), "0." + String(repeating: "0", count: 4990) + "1",
                          "1." + String(repeating: "0", count: 5000)]

    /// How many taps a "many taps" mutation gives the script: under, just
    /// past and far past the caps on taps and burst items.
    static let tapCounts = [40, 201, 3000]
    static let strings = ["\"\"", "\"../x\"", "\"a/b\"", "\".\"", "\"..\"", "\"x\\u0000y\"", "\"line\\nbreak\"",
                          "\"#zzzzzz\"", "\"#FFFFFF\"", "\"" + String(repeating: "n", count: 300) + "\"",
                          "\"missing-picture.png\"", "\"shake\"", "\"tap\"", "\"snow\"", "\"\\ud800\""]
    static let values = ["null", "true", "false", "[]", "{}", "[1]", "[1, 2, 3]", "{\"x\": 1}", "\"\""]

    /// Options a user might add, odd values included (see issue 10).
    static let options: [[String]] = [
        ["--seed", "9223372036854775807"], ["--seed", "9223372036854775808"], ["--seed", "18446744073709551615"],
        ["--seed", "-1"], ["--date", "2024-12-24"], ["--date", "2024-02-30"], ["--date", "2024-12-24\nX"],
        ["--scale", "2"], ["--scale", "0"], ["--scale", "4"], ["--dither"],
        ["--config", "scene.json"], ["--config", "."], ["--config", "missing.json"], ["--config", "/dev/null"],
        ["--frames-dir", "frames"], ["--frames-dir", "scene.json"],
        ["-o", "scene.json"], ["-o", ""], ["-o", "out.png"], ["-o", "sub/out.gif"],
        ["-o", String(repeating: "g", count: 250) + ".gif"],
    ]

    private mutating func mutateText(_ t: JSONTokens) -> ([UInt8], String) {
        let values = t.valueStarts
        let keys = t.tokens.indices.filter(t.isKey)
        let numbers = t.tokens.indices.filter { t.tokens[$0].kind == .number }
        let strings = values.filter { t.tokens[$0].kind == .string }
        switch pick(10) {
        case 0 where !numbers.isEmpty:
            let n = numbers[pick(numbers.count)], new = Self.numbers[pick(Self.numbers.count)]
            return (replace(t.bytes, t.tokens[n].range, new), "number \(t.text(t.tokens[n].range)) -> \(new)")
        case 1 where !strings.isEmpty:
            let s = strings[pick(strings.count)], new = Self.strings[pick(Self.strings.count)]
            return (replace(t.bytes, t.tokens[s].range, new), "string \(t.text(t.tokens[s].range)) -> \(new.prefix(40))")
        case 2 where !values.isEmpty:
            let v = values[pick(values.count)], new = Self.values[pick(Self.values.count)]
            let range = t.valueRange(at: v)
            return (replace(t.bytes, range, new), "value at byte \(range.lowerBound) -> \(new)")
        case 3 where !keys.isEmpty:
            // A member repeated, with another value: a duplicate key.
            let k = keys[pick(keys.count)], end = t.valueRange(at: min(k + 2, t.tokens.count - 1)).upperBound
            let new = Self.numbers[pick(Self.numbers.count)]
            let member = ", \(t.text(t.tokens[k].range)): \(new)"
            return (replace(t.bytes, end..<end, member), "duplicate key \(t.text(t.tokens[k].range)) = \(new)")
        case 4 where !keys.isEmpty:
            // A member dropped, with the comma after it.
            let k = keys[pick(keys.count)]
            var end = t.valueRange(at: min(k + 2, t.tokens.count - 1)).upperBound
            if let next = t.tokens.firstIndex(where: { $0.range.lowerBound >= end }), t.tokens[next].kind == .comma {
                end = t.tokens[next].range.upperBound
            }
            return (replace(t.bytes, t.tokens[k].range.lowerBound..<end, ""), "drop key \(t.text(t.tokens[k].range))")
        case 5 where !keys.isEmpty:
            let k = keys[pick(keys.count)], other = keys[pick(keys.count)]
            return (replace(t.bytes, t.tokens[k].range, t.text(t.tokens[other].range)),
                    "rename key \(t.text(t.tokens[k].range)) -> \(t.text(t.tokens[other].range))")
        case 9 where keys.contains(where: { t.text(t.tokens[$0].range) == "\"script\"" }):
            let k = keys.first { t.text(t.tokens[$0].range) == "\"script\"" }!
            let range = t.valueRange(at: min(k + 2, t.tokens.count - 1))
            let count = Self.tapCounts[pick(Self.tapCounts.count)]
            let taps = (0..<count).map { #"{"at": \#(Double($0) / Double(count) / 10), "gesture": "tap", "point": [\#(10 + $0 % 50), 40]}"# }
            return (replace(t.bytes, range, "[" + taps.joined(separator: ", ") + "]"), "many taps: \(count)")
        case 6:
            let at = pick(t.bytes.count + 1)
            return (Array(t.bytes.prefix(at)), "truncate at byte \(at)")
        case 7:
            let at = pick(t.bytes.count), length = 1 + pick(8)
            return (replace(t.bytes, at..<min(at + length, t.bytes.count), ""), "delete bytes \(at)..<\(at + length)")
        default:
            let at = pick(t.bytes.count + 1), byte = Self.bytes[pick(Self.bytes.count)]
            var bytes = t.bytes
            if pick(2) == 0, at < bytes.count { bytes[at] = byte } else { bytes.insert(byte, at: at) }
            return (bytes, "byte \(byte) at \(at)")
        }
    }

    static let bytes: [UInt8] = Array("{}[],:\"\\-.0123456789eE tnul".utf8) + [0x00, 0x0A, 0x7F, 0xC3, 0xFF]

    private func replace(_ bytes: [UInt8], _ range: Range<Int>, _ text: String) -> [UInt8] {
        var out = bytes
        out.replaceSubrange(range, with: Array(text.utf8))
        return out
    }

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
}
