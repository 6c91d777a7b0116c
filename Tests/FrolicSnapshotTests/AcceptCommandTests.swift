import Foundation
import Testing
@testable import FrolicSnapshot

@Suite struct AcceptCommandTests {
    @Test func namesTheReferencesOnlyWhenNotTheDefault() {
        #expect(AcceptCommand(scenes: ["Examples/a.json"]).description == "frolic snapshot --record Examples/a.json")
        #expect(AcceptCommand(references: "refs", scenes: ["scenes"]).description == "frolic snapshot --record --references refs scenes")
        #expect(AcceptCommand(references: "refs").pruning(["scenes"]).description == "frolic snapshot --record --prune --references refs scenes")
        #expect(AcceptCommand(references: "refs", scenes: ["scenes"]).only("scenes/a.json").scenes == ["scenes/a.json"])
    }

    /// What the shell would split, expand or read as a flag is quoted, and
    /// reads back as the same words.
    @Test func quotesWhatTheShellWouldChange() throws {
        let command = AcceptCommand(references: "my refs", scenes: ["it's.json", "$HOME.json", "-dash.json", "*.json"])
        #expect(command.description == #"frolic snapshot --record --references 'my refs' -- 'it'\''s.json' '$HOME.json' -dash.json '*.json'"#)
        #expect(AcceptCommand(references: "-r").arguments.contains("--references=-r"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '%s\\n' " + command.description]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let words = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(words == command.arguments)
    }
}

@Suite struct ReferenceFilesTests {
    /// Only a folder Frolic marked is one of its own: a game level's `scene.json` is not.
    @Test func aReferenceFolderIsOneFrolicMarked() throws {
        let t = try TemporaryFolder()
        let marker = ReferenceMarker(keyFrames: []).encoded()
        for (folder, files) in [("refs", ["frames.json", "frame-0000.png"]), ("shots", ["frame-0001.png"]), ("notes", ["todo.txt"]),
                                ("level1", ["scene.json", "frames.json", "gif.json"])] {
            try FileManager.default.createDirectory(atPath: t.file(folder), withIntermediateDirectories: true)
            for f in files { try Data().write(to: URL(fileURLWithPath: t.file(folder + "/" + f))) }
        }
        try marker.write(to: URL(fileURLWithPath: t.file("refs/" + ReferenceMarker.fileName)))
        #expect(ReferenceFiles.isReferenceFolder(t.file("refs")))
        #expect(!ReferenceFiles.isReferenceFolder(t.file("level1")), "Frolic's file names without its mark are someone else's")
        #expect(!ReferenceFiles.isReferenceFolder(t.file("shots")), "PNGs named like frames alone are not references")
        #expect(!ReferenceFiles.isReferenceFolder(t.file("notes")))
        // A mark of a format this Frolic does not know is not taken for its own.
        try Data(#"{ "format": 99 }"#.utf8).write(to: URL(fileURLWithPath: t.file("level1/" + ReferenceMarker.fileName)))
        #expect(!ReferenceFiles.isReferenceFolder(t.file("level1")))
        #expect(ReferenceFiles.isReferenceFile("gif.json") && ReferenceFiles.isReferenceFile("scene.json"))
        #expect(!ReferenceFiles.isReferenceFile("budget.json"), "written by a person, kept")
        for name in ["inputs.json", "start.png", "even-2.png", "after-gesture-3+0.25s.png", "end.png", "frame-0011.png"] {
            #expect(ReferenceFiles.isReferenceFile(name), "\(name) is a reference file frolic writes")
        }
        #expect(!ReferenceFiles.isReferenceFile("start-notes.png") && !ReferenceFiles.isReferenceFile("after-gesture-x.png"))
    }

    /// A folder with anything foreign in it is refused whole: nothing in it is removed.
    @Test func removeRefusesAFolderWithForeignFiles() throws {
        let t = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: t.file("old/sub"), withIntermediateDirectories: true)
        for f in ["frames.json", "scene.json", "inputs.json", "start.png", "after-gesture-1+0.5s.png", "frame-0003.png"] { try Data().write(to: URL(fileURLWithPath: t.file("old/" + f))) }
        try ReferenceMarker(keyFrames: []).encoded().write(to: URL(fileURLWithPath: t.file("old/" + ReferenceMarker.fileName)))
        #expect(ReferenceFiles.foreignEntries(t.file("old")) == ["sub"])
        #expect(throws: (any Error).self) { try ReferenceFiles.remove(t.file("old")) }
        #expect(FileManager.default.fileExists(atPath: t.file("old/frames.json")))
        try FileManager.default.removeItem(atPath: t.file("old/sub"))
        try ReferenceFiles.remove(t.file("old"))
        #expect(!FileManager.default.fileExists(atPath: t.file("old")))
    }

    /// Orphans are judged by the `name` inside the scene files beside the run's, not their file names.
    @Test func orphansAreJudgedByTheNamesInsideSceneFiles() throws {
        let t = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: t.file("scenes"), withIntermediateDirectories: true)
        try Data(#"{"name": "detail-screen"}"#.utf8).write(to: URL(fileURLWithPath: t.file("scenes/detail.json")))
        try Data(#"{"name": "home"}"#.utf8).write(to: URL(fileURLWithPath: t.file("scenes/home.json")))
        for folder in ["home", "detail-screen", "detail", "gone"] {
            try FileManager.default.createDirectory(atPath: t.file("refs/" + folder), withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: t.file("refs/\(folder)/frames.json")))
            try ReferenceMarker(keyFrames: []).encoded().write(to: URL(fileURLWithPath: t.file("refs/\(folder)/" + ReferenceMarker.fileName)))
        }
        let orphans = SnapshotSuite.orphans(root: t.file("refs"), names: ["home"], besideScenes: [t.file("scenes/home.json")])
        #expect(orphans == [t.file("refs/detail"), t.file("refs/gone")])
    }
}

@Suite struct GitHubAnnotationPathTests {
    @Test func pathsAreRelativeToTheRoot() throws {
        let t = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: t.file("app/scenes"), withIntermediateDirectories: true)
        let a = GitHubAnnotation(root: t.path, currentFolder: t.file("app"))
        #expect(a.path("scenes/home.json") == "app/scenes/home.json", "a file not there yet still resolves")
        #expect(a.path("./scenes/../scenes/x.json") == "app/scenes/x.json")
        #expect(a.path(t.file("app/scenes/y.json")) == "app/scenes/y.json")
        #expect(a.path("/elsewhere/z.json") == "/elsewhere/z.json")
        let problem = RunProblem(name: "scene selection", path: "", message: "error: command line: --filter: none", severity: .error)
        #expect(a.line(problem) == "::error title=snapshot scene selection::error: command line: --filter: none")
    }
}
