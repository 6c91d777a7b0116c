import Foundation
import Testing

/// `--frames-dir` holds one render's sequence: the frames an earlier, longer
/// render wrote past the new count go (they carry Frolic's marker; nothing
/// else does), and renders started at once into a new folder all succeed.
@Suite struct FramesFolderTests {
    func frames(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
    }

    @Test func aShorterRenderRemovesTheEarlierRendersLaterFramesOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("long.json", try snowScene(duration: 0.8))
        try folder.write("short.json", try snowScene(duration: 0.2))
        let long = try CLI.run(["render", "long.json", "-o", "long.gif", "--frames-dir", "frames", "--quiet"], in: folder.path)
        #expect(long.status == 0, "\(long.stderr)")
        let longCount = frames(folder.file("frames")).count
        // A file of the user's past the end, under a frame's name and not: both stay.
        try folder.write("frames/frame-0999.png", "my own")
        try folder.write("frames/notes.txt", "keep")

        let short = try CLI.run(["render", "short.json", "-o", "short.gif", "--frames-dir", "frames"], in: folder.path)
        #expect(short.status == 0, "\(short.stderr)")
        let shortCount = try #require(framesIn(gifLine: short.stderr))
        #expect(shortCount < longCount)
        let expected = (0..<shortCount).map { String(format: "frame-%04d.png", $0) } + ["frame-0999.png"]
        #expect(frames(folder.file("frames")) == expected)
        #expect(try String(contentsOfFile: folder.file("frames/frame-0999.png"), encoding: .utf8) == "my own")
        #expect(folder.exists("frames/notes.txt"))
    }

    /// The frame count of a `wrote …: W×H, N frames (…)` line.
    func framesIn(gifLine line: String) -> Int? {
        guard let range = line.range(of: #", (\d+) frames"#, options: .regularExpression) else { return nil }
        return Int(line[range].dropFirst(2).split(separator: " ")[0])
    }

    @Test func rendersStartedAtOnceIntoANewFolderAllSucceed() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2))
        let processes = (0..<4).map { n -> (Process, Pipe) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = ["render", "scene.json", "-o", "out-\(n).gif", "--frames-dir", "frames", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            let err = Pipe()
            process.standardError = err
            return (process, err)
        }
        for (process, _) in processes { try process.run() }
        for (process, err) in processes {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(stderr)")
        }
        let made = frames(folder.file("frames"))
        let one = try CLI.run(["render", "scene.json", "-o", "one.gif", "--frames-dir", "one"], in: folder.path)
        #expect(made == frames(folder.file("one")) && !made.isEmpty, "\(made)")
        // Same scene, same frames: whichever render wrote each, it is the one frame.
        for name in made {
            #expect(FileManager.default.contents(atPath: folder.file("frames/" + name)) == FileManager.default.contents(atPath: folder.file("one/" + name)))
        }
        #expect(one.status == 0)
        // No render's hidden files are left behind.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))) ?? []).allSatisfy { !$0.hasPrefix(".") })
    }
}
