import Foundation
import FrolicTestSupport

/// Runs the `frolic` binary that `swift test` built beside the test bundle.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let binary: String = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test runner may live inside a bundle folder; walk up to the build folder.
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("frolic").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        return packageRoot + "/.build/debug/frolic"
    }()

    static let packageRoot = RepositoryRoot.path

    /// Runs `executable` (frolic by default); `environment`, when given, replaces the test's own.
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
                    executable: String = binary) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// The one temporary-folder helper of every test target (FrolicTestSupport).
typealias TemporaryFolder = FrolicTestSupport.TemporaryFolder

/// The snow-globe example as a JSON object, shortened so tests stay fast.
func snowScene(duration: Double = 1.6, edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Examples/snow-globe.json"))
    var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    object["duration"] = duration
    object["size"] = [120, 160]
    edit(&object)
    let out = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: out, as: UTF8.self)
}
