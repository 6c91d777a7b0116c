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
    fputs(line + "\n", stderr)
}
