/// The one kind of error a user sees: which file, which field in it, what is
/// wrong. The CLI prints it as a single line, `error: file: field: message`.
public struct FrolicError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var field: String
    public var message: String

    public init(file: String, field: String, _ message: String) {
        self.file = file; self.field = field; self.message = message
    }

    public var description: String { "error: \(file): \(field): \(message)" }
}

extension FrolicError {
    /// A value from the input, quoted for an error line: control characters
    /// escaped so the error stays one line, and clipped so a megabyte of input
    /// is not echoed back whole.
    public static func quoted(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            text += scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return "\"" + (text.count <= 120 ? text : text.prefix(117) + "…") + "\""
    }
}
