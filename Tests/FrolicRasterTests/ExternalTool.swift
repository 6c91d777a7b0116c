import Foundation
import FrolicTestSupport
import Testing

/// Runs a command-line tool found on PATH; a missing tool is recorded as an
/// issue (the check it backs did not happen) rather than passing silently.
enum ExternalTool {
    static func locate(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Standard output of `name arguments`, or nil (with an issue recorded) when it cannot run or fails.
    static func run(_ name: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let executable = locate(name) else {
            Issue.record("\(name) is not installed (apt giflib-tools / python3-pil): check skipped", sourceLocation: sourceLocation)
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            Issue.record("cannot run \(name): \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("\(name) failed (\(process.terminationStatus)): \(errorText)", sourceLocation: sourceLocation)
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The one temporary-folder helper of every test target (FrolicTestSupport).
typealias TemporaryFolder = FrolicTestSupport.TemporaryFolder
