import ArgumentParser
import Foundation
import FrolicCore
import FrolicRender
import FrolicSnapshot

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Compare every scene's key frames and GIF with recorded references.",
        discussion: """
        References live in Tests/Snapshots/<scene name>/: key frames as PNG and gif.json. \
        Missing references are recorded when run by hand and are failures when the CI \
        environment variable is set; --record rewrites every reference that differs. \
        Exits 1 when any scene fails.
        """
    )

    @Argument(help: "Scene files or folders of them (default: ./Examples).")
    var paths: [String] = []

    @Flag(help: "Rewrite every reference that differs, and remove unused ones.")
    var record = false

    @Option(help: "Write a self-contained HTML report (index.html) and diff images into this folder.")
    var report: String?

    @Option(help: "Only scenes whose file name contains this.")
    var filter: String?

    @Option(help: "Run share I of N (1-based), e.g. 2/4; the N shares together cover every scene once.")
    var shard: String?

    @Option(help: "Write JUnit XML results to this file.")
    var junit: String?

    @Option(help: "Where the references live.")
    var references = "Tests/Snapshots"

    @Option(help: "Colour distance (0…1, YIQ) above which a pixel counts as changed.")
    var threshold = 0.1

    @Option(name: .customLong("max-diff-pixels"), help: "Changed pixels a frame may have and still pass.")
    var maxDiffPixels = 0

    @Option(name: .customLong("max-diff-pixel-ratio"), help: "Changed pixels a frame may have, as a share of its pixels (0…1).")
    var maxDiffPixelRatio = 0.0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as changes too.")
    var includeAA = false

    @Flag(name: .customLong("no-gif"), help: "Skip the GIF check (palette, frame optimisation, bytes): faster.")
    var noGIF = false

    func run() throws {
        try reportingErrors {
            guard threshold >= 0, threshold <= 1 else {
                throw FrolicError(file: FrolicError.commandLine, field: "--threshold", "must be between 0 and 1, got \(threshold)")
            }
            guard maxDiffPixels >= 0 else {
                throw FrolicError(file: FrolicError.commandLine, field: "--max-diff-pixels", "must not be negative")
            }
            guard maxDiffPixelRatio >= 0, maxDiffPixelRatio <= 1 else {
                throw FrolicError(file: FrolicError.commandLine, field: "--max-diff-pixel-ratio", "must be between 0 and 1")
            }
            let shard = try self.shard.map(Shard.init)
            let files = try SnapshotSuite.sceneFiles(paths.isEmpty ? ["Examples"] : paths, filter: filter, shard: shard)
            if files.isEmpty { printError("warning: no scene files to compare") }
            let options = SnapshotOptions(
                diff: DiffOptions(threshold: threshold, includeAntiAliased: includeAA,
                                  maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio),
                record: RecordMode.from(record: record), checkGIF: !noGIF)
            let results = SnapshotSuite.run(files, referencesRoot: references, options: options) { print($0.summary) }
            if let report {
                let index = try HTMLReport.write(results, to: report, options: options)
                printError("report: \(index)")
            }
            if let junit { try JUnitReport.write(results, to: junit) }
            let failed = results.filter(\.failed).count
            if failed > 0 {
                printError("\(failed) of \(results.count) scene\(results.count == 1 ? "" : "s") failed"
                           + (report == nil ? " (add --report DIR to see what changed)" : ""))
                throw ExitCode.failure
            }
        }
    }
}
