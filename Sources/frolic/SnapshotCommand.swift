import ArgumentParser
import Foundation
import FrolicCore
import FrolicRender
import FrolicSnapshot

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Compare every frame of every scene, and its GIF encoding, with recorded references.",
        discussion: """
        References live in <references>/<scene name>/: a digest of every frame (frames.json), \
        key frames as PNG, the scene as recorded (scene.json) and the GIF encoding (gif.json: \
        palette, every frame's colour mapping, a digest of the whole GIF). \
        Missing references are recorded when run by hand and are failures when the CI \
        environment variable is set; --record rewrites every reference that differs. \
        A reference folder whose scene is gone fails a full run and is a warning with \
        --filter, --shard or --record. Exits 1 when any scene fails.
        """
    )

    @Argument(help: "Scene files or folders of them (default: ./Examples).")
    var paths: [String] = []

    @Flag(help: "Rewrite every reference that differs, and remove unused ones.")
    var record = false

    @Flag(name: .customLong("record-failing"), help: "Re-record only the scenes that fail; passing ones keep their references.")
    var recordFailing = false

    @Flag(help: "With --record: also remove reference folders whose scene is gone.")
    var prune = false

    @Option(help: "Write an HTML report (index.html and its pictures, with every frame of a failing scene) into this folder.")
    var report: String?

    @Option(help: "Only scenes whose file name contains this.")
    var filter: String?

    @Option(help: "Run share I of N (1-based), e.g. 2/4; the N shares together cover every scene once.")
    var shard: String?

    @Option(help: "Write JUnit XML results to this file.")
    var junit: String?

    @Option(help: "Where the references live (a test's __Snapshots__ folder works too).")
    var references = "Tests/Snapshots"

    @Option(help: "Colour distance (0…1, YIQ) above which a pixel counts as changed.")
    var threshold = 0.1

    @Option(name: .customLong("max-diff-pixels"), help: "Changed pixels a frame may have and still pass.")
    var maxDiffPixels = 0

    @Option(name: .customLong("max-diff-pixel-ratio"), help: "Changed pixels a frame may have, as a share of its pixels (0…1).")
    var maxDiffPixelRatio = 0.0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as changes too.")
    var includeAA = false

    @Flag(help: "Fail on any change of any frame's pixels: below the threshold, within a budget, or on another platform.")
    var exact = false

    @Flag(name: .customLong("no-gif"), help: "Skip the GIF encoding check (palette, colour mapping, bytes); frames are still checked.")
    var noGIF = false

    @Option(help: "Frames rasterized at once (results do not depend on it).")
    var threads = RenderOptions.defaultThreads

    func run() throws {
        try reportingErrors {
            let options = try makeOptions()
            let shard = try self.shard.map(Shard.init)
            let files = try SnapshotSuite.sceneFiles(paths.isEmpty ? ["Examples"] : paths, filter: filter, shard: shard)
            let annotate = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"
            let results = SnapshotSuite.run(files, referencesRoot: references, options: options) { r in
                print(r.summary)
                for file in r.written { print("  recorded \(file)") }
                for file in r.removed { print("  removed \(file)") }
                if annotate, r.failed { print(GitHubAnnotation.error(r)) }
            }
            // A full run (whole folders, no filter or shard) fails on them; a partial look or a recording only warns.
            let full = filter == nil && shard == nil && !record && SnapshotSuite.coversWholeFolders(files)
            let orphans = try handleOrphans(SnapshotSuite.orphans(root: references, names: results.map(\.name), besideScenes: files),
                                            fail: full)
            if let report {
                let index = try HTMLReport.write(results, to: report, options: options)
                printError("report: \(index)")
            }
            if let junit { try JUnitReport.write(results, to: junit) }
            let failed = results.filter(\.failed).count
            if failed == 0, orphans > 0 {
                printError("\(orphans) reference folder\(orphans == 1 ? "" : "s") without a scene")
                throw ExitCode.failure
            }
            if failed > 0 {
                printError("\(failed) of \(results.count) scene\(results.count == 1 ? "" : "s") failed"
                           + (report == nil ? " (add --report DIR to see what changed)" : ""))
                throw ExitCode.failure
            }
        }
    }

    private func makeOptions() throws -> SnapshotOptions {
        func bad(_ field: String, _ message: String) -> FrolicError { FrolicError(file: FrolicError.commandLine, field: field, message) }
        guard threshold >= 0, threshold <= 1 else { throw bad("--threshold", "must be between 0 and 1, got \(threshold)") }
        guard maxDiffPixels >= 0 else { throw bad("--max-diff-pixels", "must not be negative") }
        guard maxDiffPixelRatio >= 0, maxDiffPixelRatio <= 1 else { throw bad("--max-diff-pixel-ratio", "must be between 0 and 1") }
        guard threads >= 1 else { throw bad("--threads", "must be at least 1, got \(threads)") }
        guard !(record && recordFailing) else { throw bad("--record-failing", "goes without --record (which records every scene)") }
        guard !prune || record else { throw bad("--prune", "only with --record: removing references is recording") }
        let mode: RecordMode = recordFailing ? .failing : RecordMode.from(record: record)
        return SnapshotOptions(
            diff: DiffOptions(threshold: threshold, includeAntiAliased: includeAA,
                              maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio),
            record: mode, checkGIF: !noGIF, exact: exact, threads: threads, filmstrip: report != nil)
    }

    /// Reference folders of scenes that are gone: removed with `--record
    /// --prune`, otherwise listed — as errors when `fail` (returns how many),
    /// since a gate that keeps references nothing checks says more is
    /// guarded than is; as warnings in a filtered or sharded run, or when
    /// recording.
    private func handleOrphans(_ orphans: [String], fail: Bool) throws -> Int {
        for folder in orphans {
            if prune {
                do { try FileManager.default.removeItem(atPath: folder) } catch {
                    throw FrolicError(file: folder, field: "--prune", "cannot remove: \(error.localizedDescription)")
                }
                print("removed \(folder) (no scene of that name)")
            } else {
                printError((fail ? "error" : "warning") + ": \(folder): references: no scene of that name; remove it with --record --prune")
            }
        }
        return fail && !prune ? orphans.count : 0
    }
}
