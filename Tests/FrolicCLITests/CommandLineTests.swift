import Foundation
import Testing

/// The command line itself: the version, and mistakes in the words before any
/// scene is read.
@Suite struct CommandLineTests {
    /// The version is declared once in Sources/frolic/Version.swift; read it
    /// from there so that this test keeps passing across releases yet fails
    /// when `--version` prints anything else.
    @Test func versionPrintsNameAndVersion() throws {
        let source = try String(contentsOfFile: CLI.packageRoot + "/Sources/frolic/Version.swift", encoding: .utf8)
        let declared = try #require(source.firstMatch(of: #/let frolicVersion = "([0-9.]+)"/#)?.1)
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == "frolic \(declared)\n")
        #expect(r.stderr.isEmpty)
    }
}
