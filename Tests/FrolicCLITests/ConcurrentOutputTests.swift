import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing

/// Runs started together (`make -j`, a loop with `&`) each write a file of
/// their own when no `-o` names one: the default name is taken with an
/// exclusive create, and the GIF replaces only its own placeholder, which an
/// error or an ending signal removes.
@Suite(.tags(.processes), .tier(.processes)) struct ConcurrentOutputTests {
    /// A picture of one colour, `width × height` pixels.
    func picture(_ folder: TemporaryFolder, _ name: String, _ color: UInt32, width: Int = 60, height: Int = 120) throws {
        var frame = Frame(width: width, height: height)
        for y in 0..<height { for x in 0..<width { frame[x, y] = color } }
        try PNGFile.write(frame, to: folder.file(name))
    }

    func listing(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Starts `count` frolics with `arguments` at once in `folder`; their exit statuses and stderr.
    func together(_ count: Int, _ arguments: (Int) -> [String], in folder: TemporaryFolder) throws -> [(status: Int32, stderr: String)] {
        let pids = try (0..<count).map { i in
            try spawn(CLI.binary, arguments(i), in: folder.path, stderr: folder.path + ".stderr-\(i)")
        }
        return pids.enumerated().map { i, pid in
            var wait: Int32 = 0
            waitpid(pid, &wait, 0)
            let path = folder.path + ".stderr-\(i)"
            defer { try? FileManager.default.removeItem(atPath: path) }
            return (decodeWaitStatus(wait).status, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        }
    }

    @Test(arguments: [["a.png", "b.png"], ["a.png"]])
    func fourRendersStartedTogetherWriteFourGIFs(pictures: [String]) throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", 0xC81E1E)
        try picture(folder, "b.png", 0x1E1EC8)
        let runs = try together(4, { ["render"] + pictures + ["--effect", "confetti", "--seed", "\($0 + 1)"] }, in: folder)
        for run in runs { #expect(run.status == 0, "\(run.stderr)") }
        let stem = pictures.count == 2 ? "a-flow-confetti" : "a-confetti"
        let gifs = listing(folder).filter { $0.hasSuffix(".gif") }
        #expect(gifs == [stem + "-2.gif", stem + "-3.gif", stem + "-4.gif", stem + ".gif"])
        #expect(listing(folder).count == 2 + 4, "\(listing(folder))")
        // Each run says the file it wrote, and each file is whole, one seed each.
        let said = Set(runs.compactMap { $0.stderr.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } })
        #expect(said.count == 4 && said.allSatisfy { gifs.contains(($0 as NSString).lastPathComponent) }, "\(runs.map(\.stderr))")
        let bytes = try gifs.map { try Data(contentsOf: URL(fileURLWithPath: folder.file($0))) }
        #expect(bytes.allSatisfy { $0.starts(with: Array("GIF89a".utf8)) && $0.last == 0x3B })
        #expect(Set(bytes).count == 4)
    }

    @Test func fourNewScenesStartedTogetherWriteFourFiles() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", 0xC81E1E)
        let runs = try together(4, { _ in ["new", "a.png", "--effect", "confetti"] }, in: folder)
        for run in runs { #expect(run.status == 0, "\(run.stderr)") }
        #expect(listing(folder) == ["a-confetti-2.json", "a-confetti-3.json", "a-confetti-4.json", "a-confetti.json", "a.png"])
    }

    @Test func aFailedRenderLeavesNoPlaceholder() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", 0xC81E1E)
        try folder.write("notes.txt", "mine")
        // The frames folder is refused once the render starts, after the name was taken.
        let run = try CLI.run(["render", "a.png", "--effect", "confetti", "--frames-dir", "notes.txt"], in: folder.path)
        #expect(run.status == 1 && run.stderr.contains("--frames-dir"), "\(run.stderr)")
        #expect(listing(folder) == ["a.png", "notes.txt"])
    }

    @Test func anEndingSignalRemovesThePlaceholder() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", 0xC81E1E, width: 400, height: 800)
        let pid = try spawn(CLI.binary, ["render", "a.png", "--effect", "snow", "--quiet"], in: folder.path,
                            stderr: folder.path + ".stderr")
        defer { try? FileManager.default.removeItem(atPath: folder.path + ".stderr") }
        // Under way: frames already in the hidden GIF (past its header), the placeholder at the name.
        func growing() -> Bool {
            listing(folder).contains { name in
                var info = stat()
                return name.hasPrefix(".a-snow.gif.tmp-") && stat(folder.file(name), &info) == 0 && info.st_size > 16_384
            }
        }
        var underWay = false
        for _ in 0..<1200 where !underWay {
            underWay = growing() && listing(folder).contains("a-snow.gif")
            if !underWay { usleep(50_000) }
        }
        #expect(underWay, "\(listing(folder))")
        kill(pid, SIGTERM)
        var wait: Int32 = 0
        waitpid(pid, &wait, 0)
        #expect(decodeWaitStatus(wait).signal == SIGTERM)
        #expect(listing(folder) == ["a.png"])
    }
}
