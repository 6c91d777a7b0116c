import Foundation
import Testing
import FrolicTestSupport

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
        #expect(!ExampleScenes.names.isEmpty)
        for name in ExampleScenes.names {
            #expect(r.stdout.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "\(name) missing")
        }
    }

    /// Every example has its own line: the file's `description`, not the
    /// summary its effect shares with other examples of the same effect.
    @Test func examplesHaveDistinctDescriptions() throws {
        let r = try CLI.run(["examples"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let descriptions = lines.map { $0.split(separator: " ", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(Set(descriptions).count == lines.count, "\(r.stdout)")
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Examples/pixel-header-continuous.json"))) as! [String: Any]
        let description = try #require(file["description"] as? String)
        #expect(lines.contains { $0.hasPrefix("pixel-header-continuous ") && $0.hasSuffix(description) }, "\(r.stdout)")
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
