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
