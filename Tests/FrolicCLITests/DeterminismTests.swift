import Foundation
import Testing

/// Same input, same bytes: across processes and across thread counts.
@Suite struct DeterminismTests {
    @Test func twoProcessesWriteIdenticalGIFs() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.json", try snowScene())
        for name in ["a.gif", "b.gif"] {
            let r = try CLI.run(["render", scene, "-o", folder.file(name), "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a.gif")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b.gif")))
        #expect(a.count > 1000)
        #expect(a == b)
    }

    @Test func seedChangesTheOutput() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.json", try snowScene())
        _ = try CLI.run(["render", scene, "-o", folder.file("a.gif"), "--quiet"])
        _ = try CLI.run(["render", scene, "-o", folder.file("b.gif"), "--quiet", "--seed", "99"])
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a.gif")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b.gif")))
        #expect(a != b)
    }

    @Test func examplesListsEveryExample() throws {
        let r = try CLI.run(["examples"])
        #expect(r.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Examples")
            .filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(r.stdout.contains(file.replacingOccurrences(of: ".json", with: "")), "\(file) missing")
        }
    }

    /// An example's name resolves from any folder: the run gets past the scene
    /// (and fails, fast, only at the output path we made impossible).
    @Test func exampleNamesResolveFromAnotherFolder() throws {
        let folder = try TemporaryFolder()
        let r = try CLI.run(["render", "snow-globe", "-o", folder.file("missing/s.gif")], in: folder.path)
        #expect(r.status != 0)
        #expect(r.stderr.contains(": -o: "), "\(r.stderr)")
        let unknown = try CLI.run(["render", "no-such-example", "-o", folder.file("s.gif")], in: folder.path)
        #expect(unknown.stderr.contains("no such scene file or example"))
        #expect(unknown.stderr.contains("snow-globe"))
    }
}
