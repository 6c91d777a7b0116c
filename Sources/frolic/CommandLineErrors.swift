import FrolicCore

extension FrolicError {
    /// The `file` of errors about the command line itself (a bad flag value),
    /// where no file is at fault.
    static let commandLine = "command line"
}
