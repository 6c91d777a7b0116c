import Foundation
import FrolicTestSupport
import Testing

/// Issue 34: a render never deletes or replaces a file of the user's
/// (`--frames-dir`), any signal a user can send ends it cleanly with no
/// backtrace, a killed render's hidden file is cleared by the next, and the
/// GIF's mode follows the umask or the file it replaces.
@Suite(.tags(.processes), .tier(.processes)) struct RenderFileSafetyTests {
    struct Run {
        var status: Int32
        var signal: Int32
        var stderr: String
    }

    /// Starts `frolic` with `arguments` in `folder` after the shell commands
    /// `prelude` (`umask 077`, `ulimit -f 40`); stderr goes to a file beside the folder.
    func start(_ arguments: [String], in folder: TemporaryFolder, prelude: String = ":") throws -> pid_t {
        try spawn("/bin/sh", ["-c", prelude + "; exec \"$0\" \"$@\"", CLI.binary] + arguments,
                  in: folder.path, stderr: folder.path + ".stderr")
    }

    func finish(_ pid: pid_t, in folder: TemporaryFolder) -> Run {
        var wait: Int32 = 0
        waitpid(pid, &wait, 0)
        let (signal, status) = decodeWaitStatus(wait)
        let errPath = folder.path + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Run(status: status, signal: signal, stderr: stderr)
    }

    func render(_ arguments: [String], in folder: TemporaryFolder, prelude: String = ":") throws -> Run {
        finish(try start(["render"] + arguments + ["--quiet"], in: folder, prelude: prelude), in: folder)
    }

    func listing(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func expectOneErrorLine(_ run: Run, field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 1, sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("error: ") && lines[0].contains(": \(field): "),
                "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    }

    /// Waits (up to 30 s) until the render in `folder` has its hidden GIF and `frames` frames in `framesDir`.
    func waitUntilUnderWay(_ folder: TemporaryFolder, framesDir: String, frames: Int) -> Bool {
        for _ in 0..<600 {
            let made = listing(folder.file(framesDir)).filter { $0.hasPrefix("frame-") && !$0.hasSuffix(".mine") }
            if listing(folder.path).contains(where: { $0.hasPrefix(".out.gif.tmp-") }) && made.count >= frames { return true }
            usleep(50_000)
        }
        return false
    }

    /// An earlier render's frames in `framesDir`, to be found there by the next.
    func earlierFrames(in folder: TemporaryFolder, framesDir: String) throws {
        try folder.write("short.json", try snowScene(duration: 0.2))
        let run = try render(["short.json", "-o", "earlier.gif", "--frames-dir", framesDir], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        try FileManager.default.removeItem(atPath: folder.file("short.json"))
        try FileManager.default.removeItem(atPath: folder.file("earlier.gif"))
    }

    // 1. Ctrl-C removes the frames this render made, and nothing that was there before.
    @Test func interruptKeepsWhatWasThereBefore() throws {
        let folder = try TemporaryFolder()
        try earlierFrames(in: folder, framesDir: "mine")
        let earlier = listing(folder.file("mine"))
        #expect(earlier.count == 5 && earlier.allSatisfy { $0.hasPrefix("frame-") })
        try folder.write("mine/notes.txt", "mine")
        try folder.write("mine/frame-0000.png.mine", "mine too")
        try folder.write("scene.json", try snowScene(duration: 60))
        let pid = try start(["render", "scene.json", "-o", "out.gif", "--frames-dir", "mine", "--quiet"], in: folder)
        #expect(waitUntilUnderWay(folder, framesDir: "mine", frames: earlier.count + 3))
        kill(pid, SIGINT)
        let run = finish(pid, in: folder)
        #expect(run.signal == SIGINT && run.status == 130 && run.stderr.isEmpty, "\(run)")
        #expect(listing(folder.file("mine")) == (earlier + ["frame-0000.png.mine", "notes.txt"]).sorted())
        #expect(try String(contentsOfFile: folder.file("mine/notes.txt"), encoding: .utf8) == "mine")
        #expect(listing(folder.path) == ["mine", "scene.json"])
    }

    // 1. A render that fails part-way (here a GIF past `ulimit -f`, as a full
    // disk would) removes its own frames and keeps the rest.
    @Test func failureKeepsWhatWasThereBefore() throws {
        let folder = try TemporaryFolder()
        try earlierFrames(in: folder, framesDir: "mine")
        let earlier = listing(folder.file("mine"))
        try folder.write("mine/notes.txt", "mine")
        try folder.write("scene.json", try snowScene(duration: 1.6))
        let run = try render(["scene.json", "-o", "out.gif", "--frames-dir", "mine"], in: folder, prelude: "ulimit -f 40")
        expectOneErrorLine(run, field: "-o")
        #expect(run.stderr.contains("File too large"))
        #expect(listing(folder.file("mine")) == (earlier + ["notes.txt"]).sorted())
        #expect(listing(folder.path) == ["mine", "scene.json"])
    }

    // 1. A frame file frolic did not write is never replaced; one frolic wrote is, keeping its mode.
    @Test func onlyFrolicsOwnFramesAreReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2))
        try FileManager.default.createDirectory(atPath: folder.file("mine"), withIntermediateDirectories: false)
        try folder.write("mine/frame-0003.png", "my own")
        let refused = try render(["scene.json", "-o", "out.gif", "--frames-dir", "mine"], in: folder)
        expectOneErrorLine(refused, field: "--frames-dir")
        #expect(refused.stderr.hasPrefix("error: mine/frame-0003.png: --frames-dir: is not a frame frolic wrote"))
        #expect(try String(contentsOfFile: folder.file("mine/frame-0003.png"), encoding: .utf8) == "my own")
        #expect(listing(folder.file("mine")) == ["frame-0003.png"])
        #expect(listing(folder.path) == ["mine", "scene.json"])

        try FileManager.default.removeItem(atPath: folder.file("mine/frame-0003.png"))
        #expect(try render(["scene.json", "-o", "out.gif", "--frames-dir", "mine"], in: folder).status == 0)
        chmod(folder.file("mine/frame-0002.png"), 0o600)
        var before = stat()
        stat(folder.file("mine/frame-0002.png"), &before)
        try folder.write("scene.json", try snowScene(duration: 0.2) { $0["seed"] = 99 })
        let again = try render(["scene.json", "-o", "out.gif", "--frames-dir", "mine"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        var after = stat()
        stat(folder.file("mine/frame-0002.png"), &after)
        #expect(after.st_ino != before.st_ino && mode(folder.file("mine/frame-0002.png")) == 0o600)
        #expect(listing(folder.file("mine")).count == 5)
    }

    // 2. A picture the scene reads, stored under a frame's name, is refused and unchanged.
    @Test func framesDirThatHoldsAnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        try earlierFrames(in: folder, framesDir: "frames")
        for extra in listing(folder.file("frames")).dropFirst() {
            try FileManager.default.removeItem(atPath: folder.file("frames/" + extra))
        }
        let picture = try Data(contentsOf: URL(fileURLWithPath: folder.file("frames/frame-0000.png")))
        try folder.write("scene.json", """
            { "name": "backdrop", "size": [120, 160], "fps": 25, "duration": 0.2, "seed": 1,
              "backdrop": { "picture": "frames/frame-0000.png" }, "effects": [ { "snow": { "start": "time", "duration": 0.2 } } ] }
            """)
        let run = try render(["scene.json", "-o", "out.gif", "--frames-dir", "frames"], in: folder)
        expectOneErrorLine(run, field: "--frames-dir")
        #expect(run.stderr.contains("picture at backdrop.picture"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("frames/frame-0000.png"))) == picture)
        #expect(listing(folder.path) == ["frames", "scene.json"])
        let file = try render(["scene.json", "-o", "out.gif", "--frames-dir", "scene.json"], in: folder)
        expectOneErrorLine(file, field: "--frames-dir")
        #expect(file.stderr.contains("is the scene file"), "\(file.stderr)")
    }

    // 3. SIGQUIT, and signals Swift's backtracer takes or that end a process
    // silently, end the render as SIGTERM does: clean, quiet, 128 + signal.
    @Test(arguments: [SIGQUIT, SIGSEGV, SIGUSR1])
    func signalsEndTheRenderQuietly(signal signo: Int32) throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 60))
        let pid = try start(["render", "scene.json", "-o", "out.gif", "--frames-dir", "frames", "--quiet"], in: folder)
        #expect(waitUntilUnderWay(folder, framesDir: "frames", frames: 1))
        kill(pid, signo)
        let run = finish(pid, in: folder)
        #expect(run.signal == signo && run.status == 128 + signo, "\(run)")
        #expect(run.stderr.isEmpty, "\(run.stderr.prefix(300))")
        #expect(listing(folder.path) == ["scene.json"])
    }

    // Also measured: a SIGKILLed render's hidden file is cleared by the next
    // render to that name; a running render's, and another name's, are not.
    @Test func killedRendersTemporaryFileIsCleared() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 60))
        let pid = try start(["render", "scene.json", "-o", "out.gif", "--quiet"], in: folder)
        #expect(waitUntilUnderWay(folder, framesDir: ".", frames: 0))
        kill(pid, SIGKILL)
        _ = finish(pid, in: folder)
        let abandoned = listing(folder.path).filter { $0.hasPrefix(".out.gif.tmp-\(pid)-") }
        #expect(abandoned.count == 1)
        // This test's own pid is running: such a file is not abandoned.
        try folder.write(".out.gif.tmp-\(getpid())-1", "live")
        try folder.write(".other.gif.tmp-\(pid)-1", "another name")
        try folder.write("short.json", try snowScene(duration: 0.2))
        let run = try render(["short.json", "-o", "out.gif"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(listing(folder.path) == [".other.gif.tmp-\(pid)-1", ".out.gif.tmp-\(getpid())-1", "out.gif", "scene.json", "short.json"])
    }

    // Also measured: a new GIF (and frame) gets 0666 less the umask; a replaced file keeps its mode.
    @Test func modesFollowTheUmaskOrTheReplacedFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2))
        #expect(try render(["scene.json", "-o", "private.gif", "--frames-dir", "frames"], in: folder, prelude: "umask 077").status == 0)
        #expect(mode(folder.file("private.gif")) == 0o600)
        #expect(mode(folder.file("frames")) == 0o700 && mode(folder.file("frames/frame-0000.png")) == 0o600)
        #expect(try render(["scene.json", "-o", "shared.gif"], in: folder, prelude: "umask 002").status == 0)
        #expect(mode(folder.file("shared.gif")) == 0o664)
        // Replaced under a looser umask, it keeps its own mode.
        #expect(try render(["scene.json", "-o", "private.gif"], in: folder, prelude: "umask 022").status == 0)
        #expect(mode(folder.file("private.gif")) == 0o600)
    }
}
