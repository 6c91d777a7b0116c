/// A typed error that knows where it is: the file at fault, the field in it
/// and what is wrong. An edge (the CLI, the snapshot runner, the preview
/// page) formats it as `FrolicError`'s one line; an error whose field would
/// be an option the module does not know (`-o`, `--config`) is not one, and
/// the edge that knows the option places it.
public protocol LocatedError: Error {
    var file: String { get }
    var field: String { get }
    var message: String { get }
}

extension FrolicError: LocatedError {}

extension FrolicError {
    /// The line of a located error.
    public init(_ error: some LocatedError) {
        self.init(file: error.file, field: error.field, error.message)
    }
}

extension FrolicError {
    /// The line of an error that knows where it is; nil for any other (one
    /// whose field is an option only the edge knows, or not the user's input).
    public static func line(for error: any Error) -> FrolicError? {
        (error as? any LocatedError).map { FrolicError($0) }
    }
}
