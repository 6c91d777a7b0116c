import ArgumentParser
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command body; a `FrolicError` becomes its one line on stderr and
/// exit status 1, with no stack trace.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as FrolicError {
        printError(error.description)
        throw ExitCode.failure
    }
}

func printError(_ line: String) {
    writeStandardError(line + "\n")
}

/// Writes `text` to stderr unbuffered, through the file descriptor rather
/// than C's `stderr`, a global that Swift 6 will not let threads share.
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        guard n > 0 else { return }
        bytes = bytes.dropFirst(n)
    }
}
