import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing

/// Issue 54, the references' side of "nothing of the user's lost": a check
/// run by hand or a review that starts writes nothing into references a
/// scene has, and a `--record` ended by a signal leaves no staging file.
@Suite(.tags(.processes), .tier(.processes)) struct SnapshotTrustTests {
    /// A small flow as `Examples/flow.json` is one: a tap at `tap` seconds
    /// pushes the second screen, confetti greets it, a swipe pops back.
    func writeFlow(_ folder: TemporaryFolder, tap: Double, name: String = "flow") throws {
        try FileManager.default.createDirectory(atPath: folder.file("scenes/shots"), withIntermediateDirectories: true)
        try PNGFile.write(Frame(width: 60, height: 100, fill: 0x2850C8), to: folder.file("scenes/shots/a.png"))
        try PNGFile.write(Frame(width: 60, height: 100, fill: 0xC87828), to: folder.file("scenes/shots/b.png"))
        try folder.write("scenes/\(name).json", """
        {
          "name": "\(name)", "fps": 25, "duration": 1.6, "seed": 1, "size": [60, 100],
          "screens": [{ "picture": "shots/a" }, { "picture": "shots/b" }],
          "flow": [
            { "at": \(tap), "tap": [30, 40], "show": 1, "transition": "push" },
            { "at": 1.2, "swipe": [[2, 50], [50, 50]], "show": 0, "transition": "pop" }
          ],
          "effects": [{ "confetti": { "start": "time", "at": 0.6 } }]
        }
        """)
    }

    /// The environment of a run by hand: no `CI`.
    var byHand: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["GITHUB_ACTIONS"] = nil
        return env
    }

    /// The issue's replay: the flow's tap moved 0.5 s → 0.7 s, checked by
    /// hand. It fails, says nothing was recorded, and every reference file
    /// and the mark keep their bytes; back at 0.5 s it passes as recorded.
    @Test func aFailingCheckByHandWritesNothing() throws {
        let t = try TemporaryFolder()
        try writeFlow(t, tap: 0.5)
        let record = try CLI.run(["snapshot", "scenes", "--references", "refs", "--record"], in: t.path, environment: byHand)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(t.exists("refs/flow/after-gesture-1+0.5s.png") && t.exists("refs/flow/.frolic-references"))
        let before = folderBytes(t.file("refs"))

        try writeFlow(t, tap: 0.7)
        let check = try CLI.run(["snapshot", "scenes", "--references", "refs"], in: t.path, environment: byHand)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("recorded"), "\(check.stdout)")
        #expect(folderBytes(t.file("refs")) == before, "the check changed the references")

        try writeFlow(t, tap: 0.5)
        let back = try CLI.run(["snapshot", "scenes", "--references", "refs"], in: t.path, environment: byHand)
        #expect(back.status == 0, "\(back.stdout)\(back.stderr)")
        #expect(!back.stdout.contains("no reference of its own"), "\(back.stdout)")
        #expect(folderBytes(t.file("refs")) == before)
    }

    /// `--review` checks before it serves: once the page is up, before any
    /// click, the failing scene's references are as they were and a new
    /// scene's have not been recorded.
    @Test func theReviewStartsWithoutWriting() throws {
        let t = try TemporaryFolder()
        try writeFlow(t, tap: 0.5)
        let record = try CLI.run(["snapshot", "scenes", "--references", "refs", "--record"], in: t.path, environment: byHand)
        #expect(record.status == 0, "\(record.stderr)")
        try writeFlow(t, tap: 0.7)
        try writeFlow(t, tap: 0.5, name: "fresh")  // a second scene, with no references yet
        let before = folderBytes(t.file("refs"))

        let out = t.file("review.out")
        let pid = try spawn("/usr/bin/env", ["-u", "CI", "-u", "GITHUB_ACTIONS", CLI.binary, "snapshot", "scenes", "--references", "refs",
                                             "--review", "--port", "0"], in: t.path, stdout: out, stderr: t.file("review.err"))
        var serving = false
        for _ in 0..<1200 where !serving {
            usleep(100_000)
            serving = (try? String(contentsOfFile: out, encoding: .utf8))?.contains("Review at") == true
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { break }
        }
        let stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: t.file("review.err"), encoding: .utf8)) ?? ""
        #expect(serving, "the review never served: \(stdout)\(stderr)")
        #expect(!stdout.contains("recorded"), "\(stdout)")
        #expect(folderBytes(t.file("refs")) == before, "the review's start changed the references")
        #expect(!t.exists("refs/fresh"), "a new scene is recorded by Accept only")
        kill(pid, SIGINT)
        var wait: Int32 = 0, ended = false
        for _ in 0..<200 where !ended {
            ended = waitpid(pid, &wait, WNOHANG) == pid
            if !ended { usleep(50_000) }
        }
        if !ended { kill(pid, SIGKILL); waitpid(pid, &wait, 0) }
        #expect(ended, "the review did not end on Ctrl-C")
        #expect(folderBytes(t.file("refs")) == before)
    }

    /// A scene over a picture of noise, `size` points at 10 fps for 1 s, a
    /// shake at 0.2 s: its key frames are PNGs of about a megabyte, so the
    /// staged references take a while to write.
    func writeNoiseScene(_ t: TemporaryFolder, seed: UInt32, size: Int = 300) throws {
        try FileManager.default.createDirectory(atPath: t.file("scenes/shots"), withIntermediateDirectories: true)
        var frame = Frame(width: size, height: size * 2)
        var x = seed | 1
        for i in 0..<frame.pixels.count {
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            frame.pixels[i] = x & 0xFFFFFF
        }
        try PNGFile.write(frame, to: t.file("scenes/shots/noise.png"))
        try t.write("scenes/noise.json", """
        {
          "name": "noise", "size": [\(size), \(size * 2)], "fps": 10, "duration": 1, "seed": 3,
          "script": [{ "at": 0.2, "gesture": "shake" }],
          "backdrop": { "picture": "shots/noise" },
          "effects": [{ "boom": {
            "grid": { "origin": [20, 100], "cellSize": [\(size - 40), 60], "rows": 4, "spacing": [0, 10] },
            "visibleArea": [0, 0, \(size), \(size * 2)] } }]
        }
        """)
    }

    /// Names under `root` a recording stages or a temporary file has: hidden
    /// files other than the mark, at any depth.
    func stagingFiles(_ root: String) -> [String] {
        folderBytes(root).keys.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasPrefix(".") && name != ".frolic-references"
        }.sorted()
    }

    /// `--record` replacing a scene's references is ended by a signal while
    /// the new files are staged: they are all removed, the old set is whole
    /// (or, had the signal come during the renames, the new set is), and
    /// frolic dies of the signal. Tried again until the signal lands while a
    /// staged file is there.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedRecordLeavesNoStagingFile(signal signo: Int32) throws {
        let t = try TemporaryFolder()
        // The new set, recorded whole into a folder of its own, to compare with.
        try writeNoiseScene(t, seed: 2)
        let full = try CLI.run(["snapshot", "scenes", "--references", "new", "--record", "--no-gif"], in: t.path, environment: byHand)
        #expect(full.status == 0, "\(full.stderr)")
        let newSet = folderBytes(t.file("new"))
        #expect(newSet.keys.filter { $0.hasSuffix(".png") }.count >= 5)

        var landed = 0
        for attempt in 0..<12 where landed == 0 {
            try writeNoiseScene(t, seed: 1)
            try? FileManager.default.removeItem(atPath: t.file("refs"))
            let first = try CLI.run(["snapshot", "scenes", "--references", "refs", "--record", "--no-gif"], in: t.path, environment: byHand)
            #expect(first.status == 0, "\(first.stderr)")
            let oldSet = folderBytes(t.file("refs"))
            try writeNoiseScene(t, seed: 2)

            let pid = try spawn(CLI.binary, ["snapshot", "scenes", "--references", "refs", "--record", "--no-gif"],
                                in: t.path, stderr: t.file("record.err"))
            var wait: Int32 = 0, ended = false, signalled = false
            while !ended {
                if waitpid(pid, &wait, WNOHANG) == pid { ended = true; break }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: t.file("refs/noise"))) ?? []
                if names.contains(where: { $0.hasSuffix(".frolic-new") }) {
                    kill(pid, signo)
                    signalled = true
                    waitpid(pid, &wait, 0)
                    ended = true
                } else {
                    usleep(100)
                }
            }
            #expect(stagingFiles(t.file("refs")) == [], "attempt \(attempt): \(stagingFiles(t.file("refs")))")
            let after = folderBytes(t.file("refs"))
            let (died, status) = decodeWaitStatus(wait)
            if signalled, died == signo {
                landed += 1
                #expect(status == 128 + signo)
                #expect(after == oldSet || after == newSet, "attempt \(attempt): neither the old set nor the new one: \(after.keys.sorted())")
            } else {
                // Done before the signal came: the new set, whole.
                #expect(died == 0 && status == 0 && after == newSet, "attempt \(attempt): status \(status)")
            }
        }
        #expect(landed > 0, "no signal landed while a staged file was there")
    }
}

/// `spawn`, with standard output into the file `stdout`.
func spawn(_ binary: String, _ arguments: [String], in folder: String, stdout: String, stderr: String) throws -> pid_t {
    try spawn("/bin/sh", ["-c", "exec \"$@\" > \"$0\"", stdout, binary] + arguments, in: folder, stderr: stderr)
}
