import Foundation
import FrolicTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FrolicPreview

/// The `frolic` binary `swift test` built beside the test bundle.
let frolicBinary: String = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent("frolic").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir.deleteLastPathComponent()
    }
    return RepositoryRoot.path + "/.build/debug/frolic"
}()

/// Runs `frolic` to its end, with the environment but the variables named in
/// `unset` (a run by hand under CI): exit status, stdout, stderr.
func frolic(_ arguments: [String], in directory: String, unset: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: frolicBinary)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.filter { !unset.contains($0.key) }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// A `frolic` command that serves until interrupted, as a user runs it:
/// its port read from the address it prints, stopped with Ctrl-C's signal.
final class ServingCommand {
    let process = Process()
    private let out = Pipe(), err = Pipe()

    init(_ arguments: [String], in directory: String) throws {
        process.executableURL = URL(fileURLWithPath: frolicBinary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // Served as a person runs it at a terminal: a CI job's `CI` would refuse `--review`.
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    deinit { if process.isRunning { process.terminate() } }

    /// The port in the first `http://…:PORT/` it prints on stdout.
    func port() async throws -> Int {
        let handle = out.fileHandleForReading
        return try await offThread {
            var text = ""
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty else { throw HTTPFailure("frolic ended before printing its address: \(text)") }
                text += String(decoding: chunk, as: UTF8.self)
                if let match = text.firstMatch(of: /http:\/\/[^\s\/]+:([0-9]+)\//), let port = Int(match.1) { return port }
            }
        }
    }

    /// Sends SIGINT (Ctrl-C) and waits: exit status and everything said on stderr.
    func interrupt() async throws -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, SIGINT)
        let (process, err) = (self.process, self.err)
        return try await offThread {
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }
    }
}

/// `frolic preview` and `frolic snapshot --review` run as commands.
@Suite(.serialized) struct ServeCommandTests {
    /// A folder holding a 64×64 picture, `flake.png`.
    func pictureFolder() throws -> String {
        let folder = try testFolder()
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/snowflake-1.png", toPath: folder + "/flake.png")
        return folder
    }

    @Test func previewOfAPictureServesTheBytesRenderWrites() async throws {
        let folder = try pictureFolder()
        let rendered = try frolic(["render", "flake.png", "--effect", "pixelate", "-o", "rendered.gif", "--quiet"], in: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let preview = try ServingCommand(["preview", "flake.png", "--effect", "pixelate", "--port", "0"], in: folder)
        let port = try await preview.port()
        // The address is printed before the first render is done.
        let deadline = Date().addingTimeInterval(60)
        var version = 0
        while version == 0, Date() < deadline {
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            version = info?["version"] as? Int ?? 0
            if version == 0 { try await Task.sleep(for: .milliseconds(100)) }
        }
        let gif = try await RawHTTP.request(port: port, "/render.gif")
        #expect(gif.status == 200)
        #expect(gif.body == (try Data(contentsOf: URL(fileURLWithPath: folder + "/rendered.gif"))))
        let end = try await preview.interrupt()
        #expect(end.status == 0)
        #expect(end.stderr == "")
    }

    /// `frolic preview a.png b.png --frame phone --tap x,y` takes what `render` does and serves its bytes.
    @Test func previewOfAFlowOfPicturesServesTheBytesRenderWrites() async throws {
        let folder = try pictureFolder()
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/snowflake-2.png", toPath: folder + "/flake-2.png")
        let flow = ["flake.png", "flake-2.png", "--frame", "phone", "--tap", "20,30"]
        let rendered = try frolic(["render"] + flow + ["-o", "rendered.gif", "--quiet"], in: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let preview = try ServingCommand(["preview"] + flow + ["--port", "0"], in: folder)
        let port = try await preview.port()
        let deadline = Date().addingTimeInterval(120)
        var info: [String: Any] = [:]
        while info["version"] as? Int ?? 0 == 0, Date() < deadline {
            info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any] ?? [:]
            if info["version"] as? Int ?? 0 == 0 { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(info["pictures"] as? [String] == ["flake.png", "flake-2.png"])
        let gif = try await RawHTTP.request(port: port, "/render.gif")
        #expect(gif.status == 200)
        #expect(gif.body == (try Data(contentsOf: URL(fileURLWithPath: folder + "/rendered.gif"))))
        #expect(try await RawHTTP.request(port: port, "/screens/1").body == (try Data(contentsOf: URL(fileURLWithPath: folder + "/flake-2.png"))))
        let end = try await preview.interrupt()
        #expect(end.status == 0)
        #expect(end.stderr == "")
    }

    /// `frolic preview snow` (an example by name): Save writes `snow-edited.json`
    /// in the current folder, numbered past a file of the user's, and the
    /// example's own file is never written.
    @Test func anExampleByNameSavesBesideTheUserNeverOverTheExample() async throws {
        let folder = try testFolder()
        let example = RepositoryRoot.path + "/Examples/snow.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: example))
        try write("mine", to: folder + "/snow-edited.json")
        let preview = try ServingCommand(["preview", "snow", "--port", "0"], in: folder)
        let port = try await preview.port()
        let text = try await RawHTTP.request(port: port, "/scene.json").text
        let body = try JSONSerialization.data(withJSONObject: ["base": text, "text": text.replacingOccurrences(of: "\"seed\": 2021", with: "\"seed\": 7")])
        let saved = try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "http://127.0.0.1:\(port)"], body: body)
        #expect(saved.status == 200, "\(saved.text)")
        #expect(saved.text.contains("snow-edited-2.json"), "\(saved.text)")
        let end = try await preview.interrupt()
        #expect(end.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: example)) == before)
        #expect(try String(contentsOfFile: folder + "/snow-edited.json", encoding: .utf8) == "mine")
        let written = try String(contentsOfFile: folder + "/snow-edited-2.json", encoding: .utf8)
        #expect(written.contains("\"seed\": 7") && written != text)
    }

    @Test func badInputIsTheOneLineRenderPrints() throws {
        let folder = try pictureFolder()
        try write(tinyScene(), to: folder + "/tiny.json")
        let cases: [([String], String)] = [
            (["tiny.json", "--effect", "pixelate"], "error: command line: --effect: goes with a picture"),
            (["flake.png", "--effect", "pixelat"], "error: command line: --effect: unknown effect \"pixelat\"; did you mean pixelate?"),
            (["flake.png"], "error: command line: --effect: give at least one effect"),
            (["missing.png", "--effect", "pixelate"], "error: missing.png: file: no such file"),
            (["tiny.json", "--frame", "phone"], "error: command line: --frame: goes with pictures"),
            (["flake.png", "--effect", "pixelate", "--tap", "1,2"], "error: command line: --tap: goes with two or more pictures"),
            (["flake.png", "flake.png", "--tap", "500,2"], "error: command line: --tap: 500,2 is outside the 64×64 screen of flake.png"),
            (["flake.png", "flake.png", "--frame", "tablet"], "error: command line: --frame: expected one of phone, window, none"),
        ]
        for (arguments, start) in cases {
            let preview = try frolic(["preview"] + arguments + ["--port", "0"], in: folder)
            #expect(preview.status == 1, "\(arguments)")
            #expect(preview.stdout == "", "\(arguments)")
            #expect(preview.stderr.hasPrefix(start) && preview.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(preview.stderr)")
            let render = try frolic(["render"] + arguments + ["-o", "out.gif"], in: folder)
            #expect(render.stderr == preview.stderr, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["flake.png", "tiny.json"])
    }

    /// `--host` problems are the command line's one line at `--host`, before any warning or server.
    @Test func aHostItCannotListenOnIsOneLineAtHost() throws {
        let folder = try testFolder()
        try write(tinyScene(), to: folder + "/tiny.json")
        let cases: [(String, String)] = [
            ("", "error: command line: --host: is empty; give an address of this machine to listen on, such as 127.0.0.1\n"),
            ("192.0.2.1", "error: command line: --host: \"192.0.2.1\" is not an address of this machine; give one of its own, such as 127.0.0.1\n"),
            ("no.such.host.invalid", "error: command line: --host: \"no.such.host.invalid\" is not a name this machine can resolve ("),
        ]
        for (host, start) in cases {
            let preview = try frolic(["preview", "tiny.json", "--host", host, "--port", "0"], in: folder)
            #expect(preview.status == 1, "\(host)")
            #expect(preview.stdout == "", "\(host)")
            #expect(preview.stderr.hasPrefix(start) && preview.stderr.filter { $0 == "\n" }.count == 1, "\(host): \(preview.stderr)")
            let review = try frolic(["snapshot", "--review", "--references", "refs", "tiny.json", "--host", host, "--port", "0"], in: folder,
                                unset: ["CI"])
            #expect(review.status == 1, "\(host)")
            #expect(review.stderr.hasPrefix(start) && review.stderr.filter { $0 == "\n" }.count == 1, "\(host): \(review.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/refs"), "\(host): no reference recorded before the host is checked")
        }
    }

    /// `cd sub && frolic preview ../flake.png --effect pixelate`: found as the shell finds it.
    @Test func previewFindsAPictureNamedWithDotDot() async throws {
        let folder = try pictureFolder()
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        let preview = try ServingCommand(["preview", "../flake.png", "--effect", "pixelate", "--port", "0"], in: folder + "/sub")
        let port = try await preview.port()
        var version = 0
        let deadline = Date().addingTimeInterval(60)
        while version == 0, Date() < deadline {
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            version = info?["version"] as? Int ?? 0
            if version == 0 { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(try await RawHTTP.request(port: port, "/render.gif").status == 200)
        let end = try await preview.interrupt()
        #expect(end.status == 0 && end.stderr == "", "\(end.stderr)")
    }

    @Test func reviewOnAnotherAddressWarnsAndKeepsTheHostAndOriginRules() async throws {
        let folder = try testFolder()
        try write(tinyScene(), to: folder + "/tiny.json")
        let recorded = try frolic(["snapshot", "--record", "--references", "refs", "tiny.json"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        try write(tinyScene(seed: 4), to: folder + "/tiny.json")
        let references = try referenceBytes(folder + "/refs")

        let review = try ServingCommand(["snapshot", "--review", "--host", "0.0.0.0", "--port", "0", "--references", "refs", "tiny.json"],
                                        in: folder)
        let port = try await review.port()
        #expect(try await RawHTTP.request(port: port, "/", host: "127.0.0.1:\(port)").status == 200)
        #expect(try await RawHTTP.request(port: port, "/results.json", host: "rebound.example:\(port)").status == 403)
        let foreign = try await RawHTTP.request(port: port, "POST", "/accept/tiny", headers: ["Origin": "http://attacker.example"])
        #expect(foreign.status == 403)
        #expect(try referenceBytes(folder + "/refs") == references)
        let end = try await review.interrupt()
        #expect(end.status == 1)   // nothing accepted: the scene still fails
        #expect(end.stderr.contains("warning: --host 0.0.0.0: the page is served beyond this machine; "
                                    + "who reaches it can read the report and record references with Accept\n"), "\(end.stderr)")
    }

    @Test func onlyAnAddressOtherMachinesReachIsWarnedAbout() {
        for host in ["127.0.0.1", "::1", "localhost"] {
            #expect(RequestPolicy.exposureWarning(host: host, reach: "x") == nil, "\(host)")
        }
        #expect(RequestPolicy.exposureWarning(host: "0.0.0.0", reach: "read the scene")
                    == "warning: --host 0.0.0.0: the page is served beyond this machine; who reaches it can read the scene")
    }

    /// Every file under `folder` and its bytes.
    func referenceBytes(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder)! {
            out[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return out
    }
}
