import FrolicCore

extension FrolicError {
    /// The `file` of errors about the command line itself (a bad flag value),
    /// where no file is at fault.
    public static let commandLine = "command line"
}
