/// The one kind of error a user sees: which file, which field in it, what is
/// wrong. The CLI prints it as a single line, `error: file: field: message`.
public struct FrolicError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in, as the caller named it.
    public var file: String
    /// Where in the file: a field path such as `effects[0].snow.birthRate`, or `file` for the file as a whole.
    public var field: String
    /// What is wrong, in words.
    public var message: String

    /// A problem at `field` of `file`.
    public init(file: String, field: String, _ message: String) {
        self.file = file; self.field = field; self.message = message
    }

    /// One line whatever the parts hold: a line break or other control
    /// character in a path or an echoed value is escaped, and a part longer
    /// than `maxPart` characters is clipped.
    public var description: String {
        "error: \(Self.oneLine(file)): \(Self.oneLine(field)): \(Self.oneLine(message))"
    }

    /// Longer than any real path or message; a megabyte of input is not echoed.
    static let maxPart = 400

    static func oneLine(_ part: String) -> String {
        guard part.unicodeScalars.contains(where: isControl) || part.count > maxPart else { return part }
        var text = ""
        for scalar in part.unicodeScalars {
            text += isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return text.count <= maxPart ? text : text.prefix(maxPart - 1) + "…"
    }

    /// Control characters and the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension FrolicError {
    /// A number as an error line writes it: whole numbers without `.0`.
    package static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// A value from the input, quoted for an error line: control characters
    /// escaped so the error stays one line, and clipped so a megabyte of input
    /// is not echoed back whole.
    package static func quoted(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            text += isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return "\"" + (text.count <= 120 ? text : text.prefix(117) + "…") + "\""
    }
}
