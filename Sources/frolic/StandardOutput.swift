#if canImport(Glibc)
import Glibc
#endif

/// Writes a line to stdout unbuffered, through the file descriptor: piped
/// into a CI log, C's buffered `stdout` would hold the scene lines back until
/// exit, after the summary that `printError` writes at once to stderr.
/// Any control character in it is escaped (`terminalSafe`).
func printLine(_ line: String) {
    var bytes = Array((terminalSafe(line) + "\n").utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        guard n > 0 else { return }
        bytes = bytes.dropFirst(n)
    }
}
