import Foundation
import Testing
@testable import FrolicSnapshot

/// A run that fails only on a problem of the run (a reference folder whose
/// scene is gone) says so first in the HTML report and in JUnit, never
/// a bare "0 failed · 3 passed".
@Suite struct RunProblemReportTests {
    @Test func orphanLeadsTheReportAndIsInJUnit() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .missing, checkGIF: false, threads: 2)
        let results = try ["a", "b", "c"].map { SceneSnapshot.run(scenePath: try t.scene(name: $0), referencesRoot: refs, options: options) }
        #expect(results.allSatisfy { !$0.failed })
        let orphan = RunProblem(name: "references \(refs)/gone", path: refs + "/gone",
                                message: "no scene of that name; remove it with `frolic snapshot --record --prune`", severity: .failure)
        let html = try String(contentsOfFile: try HTMLReport.write(results, problems: [orphan], to: t.file("report"), options: options), encoding: .utf8)
        let top = try #require(html.range(of: "run failed: 1 problem of the run"))
        #expect(top.lowerBound < html.range(of: "0 failed")!.lowerBound)
        let section = try #require(html.range(of: "<h2>Problems of the run</h2>"))
        #expect(section.lowerBound < html.range(of: "<h2>Passed</h2>")!.lowerBound)
        #expect(html.contains("\(refs)/gone</code>: no scene of that name"))

        let warning = RunProblem(name: "references x", path: "x", message: "holds files frolic did not write", severity: .warning)
        let xml = JUnitReport.xml(results, problems: [orphan, warning])
        #expect(xml.contains("tests=\"4\" failures=\"1\" errors=\"0\""))
        #expect(xml.contains("<failure message=\"no scene of that name"))
        #expect(xml.contains("<system-err>warning: x: holds files frolic did not write</system-err>"))
    }

    /// A scene that cannot be loaded (a bad budget.json) is listed among the run's problems, first.
    @Test func unloadableSceneLeadsTheReport() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .missing, checkGIF: false, threads: 2)
        let scene = try t.scene()
        _ = SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: options)
        try Data(#"{ "maxDiffPixels": -1 }"#.utf8).write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let r = SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: options)
        let html = try String(contentsOfFile: try HTMLReport.write([r], to: t.file("report"), options: options), encoding: .utf8)
        let problems = try #require(html.range(of: "<h2>Problems of the run</h2>"))
        let line = try #require(html.range(of: "budget.json: maxDiffPixels: must not be negative"))
        #expect(problems.lowerBound < line.lowerBound)
    }

    /// JUnit's `file=` and the annotations name a file by one rule: relative to the repository root.
    @Test func junitFilesAreRelativeToTheRepositoryRoot() throws {
        let t = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: t.file("app/scenes"), withIntermediateDirectories: true)
        let root = GitHubAnnotation(root: t.path, currentFolder: t.file("app"))
        var r = SceneResult(name: "home", scenePath: "scenes/home.json", referencePath: "../refs/home", diffOptions: DiffOptions(),
                            width: 1, height: 1, fps: 25, frameCount: 1, frames: [], written: [], removed: [], unused: [], seconds: 0)
        r.error = "error: scenes/home.json: size: must be positive"
        let orphan = RunProblem(name: "references ../refs/gone", path: "../refs/gone", message: "no scene of that name", severity: .failure)
        let xml = JUnitReport.xml([r], problems: [orphan], path: root.path)
        #expect(xml.contains("file=\"app/scenes/home.json\""))
        #expect(xml.contains("file=\"refs/gone\""))
        #expect(root.error(r).hasPrefix("::error file=app/scenes/home.json,"))
    }
}
