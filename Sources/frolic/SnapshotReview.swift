import Foundation
import FrolicCore
import FrolicPreview
import FrolicSnapshot

/// `frolic snapshot --review`: the run's report served (on 127.0.0.1 unless
/// `--host` says otherwise) with Accept buttons, until Ctrl-C; the results
/// then (accepted scenes passing) decide the exit status.
enum SnapshotReview {
    static func serve(files: [String], results: [SceneResult], problems: [RunProblem], references: String, options: SnapshotOptions,
                      report: String?, host: String, port: Int) throws -> [SceneResult] {
        let folder = try report ?? Preview.privateFolder("frolic-review")
        if report == nil { _ = try HTMLReport.write(results, problems: problems, to: folder, options: options) }
        if let warning = RequestPolicy.exposureWarning(host: host, reach: "read the report and record references with Accept") {
            printError(warning)
        }
        defer { if report == nil { removeReport(folder) } }
        let run = ReviewRun(files: files, results: results, problems: problems, referencesRoot: references, options: options,
                            reportFolder: folder)
        do {
            try LocalServer.block {
                try await Review.serve(run, host: host, port: port) { policy in
                    printLine("Review at \(policy.pageURL) (Ctrl-C when done)")
                }
            }
        } catch let error where errorLine(for: error) != nil {
            throw error
        } catch {
            throw FrolicError(file: FrolicError.commandLine, field: "--host", "cannot serve on \(FrolicError.quoted(host)) port \(port): \(error)")
        }
        return run.current
    }

    /// The report frolic wrote into a folder of its own, gone with the server.
    private static func removeReport(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
