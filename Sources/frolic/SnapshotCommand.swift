import ArgumentParser
import Foundation
import FrolicCore
import FrolicPreview
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
        Run by hand, a scene with no references yet is recorded; with the CI environment \
        variable set it fails, and with --review it fails until Accept records it. A scene that \
        has references is only checked: \
        only --record (which rewrites every reference that differs), --record-failing and \
        Accept in the review page write into its folder. \
        A failing run prints the command that accepts its changes: --record with the same \
        scene paths and --references as the run (e.g. frolic snapshot --record --references refs \
        scenes/home.json), to run from the same folder. \
        A reference folder whose scene is gone fails a run over whole folders of scenes and is \
        a warning with --filter, --shard, some of a folder's scene files or --record; \
        --record --prune removes it, in a run over whole folders given as folders only. A shard past the number of scenes is empty and passes. \
        Exits 1 when any scene fails.
        """
    )

    @Argument(help: "Scene files or folders of them (default: ./Examples).")
    var paths: [String] = []

    @Flag(help: "Rewrite every reference that differs, and remove unused ones.")
    var record = false

    @Flag(name: .customLong("record-failing"), help: "Re-record only the scenes that fail; passing ones keep their references.")
    var recordFailing = false

    @Flag(help: "With --record, over whole folders of scenes: also remove reference folders (holding only reference files) whose scene is gone.")
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
    var references = AcceptCommand.defaultReferences

    @Option(help: "Colour distance (0…1, YIQ) above which a pixel counts as changed: 0.02 passes a level or two of rounding and fails any colour a person sees.")
    var threshold = DiffOptions.defaultThreshold

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

    @OptionGroup var threads: ThreadOptions

    @Flag(help: "After the check, serve the report in the browser with Accept for each failing scene; nothing is recorded without a click.")
    var review = false

    @OptionGroup(title: "With --review") var serving: ServingOptions

    func run() throws {
        try reportingErrors {
            let options = try makeOptions()
            let shard = try self.shard.map(Shard.init)
            let scenePaths = paths.isEmpty ? ["Examples"] : paths
            let partial = partialBecause()
            if prune, let partial {
                throw FrolicError(file: FrolicError.commandLine, field: "--prune",
                                  "removes reference folders only in a run over whole folders of scenes, not with \(partial)")
            }
            let environment = ProcessInfo.processInfo.environment
            // One path rule for the JUnit file and the annotations: relative to the repository root.
            let repository = junit == nil && environment["GITHUB_ACTIONS"] != "true" ? nil : GitHubAnnotation.forThisRun()
            let annotation = environment["GITHUB_ACTIONS"] == "true" ? repository : nil
            // Outputs are checked before anything is rendered: a bad path fails in milliseconds.
            let inputs = ResultFile.inputs(scenes: (try? SnapshotSuite.sceneFiles(scenePaths, filter: nil)) ?? scenePaths,
                                           referencesRoot: references)
            let junitTarget = try junit.map { junit in try atOption("--junit") { try ResultFile.check(junit, inputs: inputs) } }
            if let report { try ReportFolder.check(report, referencesRoots: [references]) }
            func writeJUnit(_ results: [SceneResult], _ problems: [RunProblem]) throws {
                if let junit, let repository {
                    try JUnitReport.write(results, problems: problems, to: junit, target: junitTarget, paths: repository.path)
                }
            }

            func writeReport(_ results: [SceneResult], _ problems: [RunProblem]) throws {
                if let report { printError("report: \(try HTMLReport.write(results, problems: problems, to: report, options: options))") }
            }
            guard let files = try selectScenes(scenePaths, shard: shard, annotation: annotation, writeJUnit: writeJUnit, writeReport: writeReport) else {
                if let report { printError("report: \(try HTMLReport.write([], to: report, options: options))") }
                return
            }
            let results = SnapshotSuite.run(files, referencesRoot: references, options: options) { r in
                printLine(r.summary)
                for file in r.written { printLine("  recorded \(file)") }
                for file in r.removed { printLine("  removed \(file)") }
                if let annotation, r.failed { printLine(annotation.error(r)) }
            }
            // A full run (whole folders, no filter or shard) fails on them; a partial look or a recording only warns.
            let full = shard == nil && filter == nil && !record && SnapshotSuite.coversWholeFolders(files)
            let problems = try handleOrphans(results: results, files: files, fail: full)
            for p in problems {
                printError("\(p.severity == .failure ? "error" : "warning"): \(p.path): references: \(p.message)")
                if let annotation { printLine(annotation.line(p)) }
            }
            try writeReport(results, problems)
            try writeJUnit(results, problems)
            let reviewed = review ? try SnapshotReview.serve(files: files, results: results, problems: problems, references: references,
                                                             options: options, report: report, host: serving.host, port: serving.port) : results
            try summarize(reviewed, orphans: problems.filter { $0.severity == .failure }.count, accept: options.accept)
        }
    }

    /// The scene files this run checks; nil for a shard past the number of
    /// scenes, which passes having said so. A selection of nothing fails CI
    /// as a JUnit error and an annotation too, not only on stderr.
    private func selectScenes(_ scenePaths: [String], shard: Shard?, annotation: GitHubAnnotation?,
                              writeJUnit: ([SceneResult], [RunProblem]) throws -> Void,
                              writeReport: ([SceneResult], [RunProblem]) throws -> Void) throws -> [String]? {
        do {
            let all = try SnapshotSuite.sceneFiles(scenePaths, filter: filter)
            let files = shard.map { SnapshotSuite.share(of: all, $0) } ?? all
            if let shard, files.isEmpty {
                let count = SnapshotSuite.shardNames(all).count
                printError("shard \(shard.index)/\(shard.count): no scenes (\(count) scene\(count == 1 ? "" : "s") over \(shard.count) shards): nothing to check")
                try writeJUnit([], [])
                try writeReport([], [])
                return nil
            }
            return files
        } catch let error as SceneSelectionError {
            let line = errorLine(for: error) ?? FrolicError(file: error.path ?? FrolicError.commandLine, field: "scenes", error.description)
            let problem = RunProblem(name: "scene selection", path: error.path ?? "", message: line.description, severity: .error)
            if let annotation { printLine(annotation.line(problem)) }
            try writeJUnit([], [problem])
            try writeReport([], [problem])
            throw error
        }
    }

    /// The run's last lines, on stderr after every scene line: what failed,
    /// and the command that accepts it. Throws the failing exit status.
    private func summarize(_ results: [SceneResult], orphans: Int, accept: AcceptCommand) throws {
        let failing = results.filter(\.failed)
        if failing.isEmpty, orphans > 0 {
            printError("\(orphans) reference folder\(orphans == 1 ? "" : "s") without a scene")
            throw ExitCode.failure
        }
        guard !failing.isEmpty else { return }
        printError("\(failing.count) of \(results.count) scene\(results.count == 1 ? "" : "s") failed"
                   + (report == nil ? " (add --report DIR to see what changed)" : ""))
        // A scene file that cannot be loaded is fixed by editing it, not by recording.
        let acceptable = failing.filter { $0.error == nil }
        if !acceptable.isEmpty {
            printError((acceptable.allSatisfy(\.onlyMissingReferences) ? "record them: " : "if the changes are intended, accept them: ")
                       + accept.only(acceptable.map(\.scenePath)).description)
        }
        throw ExitCode.failure
    }

    /// Why this run covers only part of its folders of scenes, or nil when
    /// it covers them whole: only then can a reference folder be judged unused.
    private func partialBecause() -> String? {
        if shard != nil { return "--shard" }
        if filter != nil { return "--filter" }
        let files = paths.filter { path in
            var isDir: ObjCBool = false
            return !FileManager.default.fileExists(atPath: path, isDirectory: &isDir) || !isDir.boolValue
        }
        return files.isEmpty ? nil : "single scene files (\(files.joined(separator: ", ")))"
    }

    private func makeOptions() throws -> SnapshotOptions {
        func bad(_ field: String, _ message: String) -> FrolicError { FrolicError(file: FrolicError.commandLine, field: field, message) }
        guard threshold >= 0, threshold <= 1 else { throw bad("--threshold", "must be between 0 and 1, got \(threshold)") }
        guard maxDiffPixels >= 0 else { throw bad("--max-diff-pixels", "must not be negative") }
        guard maxDiffPixelRatio >= 0, maxDiffPixelRatio <= 1 else { throw bad("--max-diff-pixel-ratio", "must be between 0 and 1") }
        let threads = try self.threads.count()
        guard !(record && recordFailing) else { throw bad("--record-failing", "goes without --record (which records every scene)") }
        guard !prune || record else { throw bad("--prune", "only with --record: removing references is recording") }
        guard !review || (!record && !recordFailing) else { throw bad("--review", "records only what you accept; it goes without --record") }
        if review, RecordMode.from(record: false) == .never {
            throw bad("--review", "serves a page and waits for clicks, so not with CI set (a CI job would hang); keep --report DIR as an artifact instead")
        }
        try serving.checkPort()
        // Before any scene is run: a review cannot start on a host it cannot listen on.
        if review { try serving.checkListening() }
        // The review records only what a click accepts, a new scene's references too.
        let mode: RecordMode = recordFailing ? .failing : review ? .never : RecordMode.from(record: record)
        return SnapshotOptions(
            diff: DiffOptions(threshold: threshold, includeAntiAliased: includeAA,
                              maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio),
            record: mode, checkGIF: !noGIF, exact: exact, threads: threads, filmstrip: report != nil || review,
            accept: AcceptCommand(references: references, scenes: paths))
    }

    /// Reference folders of scenes that are gone, judged by the `name` in
    /// every scene file of the run's folders: removed with `--record --prune`
    /// (a run over whole folders), otherwise listed — as failures when `fail`,
    /// since a gate that keeps references nothing checks says more is guarded
    /// than is; as warnings in a partial run, or when recording.
    private func handleOrphans(results: [SceneResult], files: [String], fail: Bool) throws -> [RunProblem] {
        // A scene that failed to load may still name its folder; one whose name cannot be read leaves it unknown.
        let names = zip(results, files).map { r, file in r.error == nil ? r.name : SnapshotSuite.sceneName(inFile: file) }
        let orphans = SnapshotSuite.orphans(root: references, names: names.compactMap { $0 }, besideScenes: files)
        if prune {
            if let unknown = zip(names, files).first(where: { $0.0 == nil })?.1 {
                throw FrolicError(file: unknown, field: "--prune", "has no readable scene name, so which reference folders are unused is unknown; nothing was removed")
            }
            var kept: [RunProblem] = []
            for folder in orphans {
                do {
                    try ReferenceFiles.remove(folder)
                    printLine("removed \(folder) (no scene of that name)")
                } catch {
                    kept.append(RunProblem(name: "references " + folder, path: folder, message: String(describing: error), severity: .warning))
                }
            }
            return kept
        }
        let command = AcceptCommand(references: references).pruning(partialBecause() == nil ? paths : Self.folders(of: files))
        return orphans.map { folder in
            RunProblem(name: "references " + folder, path: folder, message: "no scene of that name; remove it with `\(command)`",
                       severity: fail ? .failure : .warning)
        }
    }

    /// The folders `files` are in, as named in their paths, once each.
    private static func folders(of files: [String]) -> [String] {
        var out: [String] = []
        for file in files {
            let parent = (file as NSString).deletingLastPathComponent
            let folder = parent.isEmpty ? "." : parent
            if !out.contains(folder) { out.append(folder) }
        }
        return out
    }
}
