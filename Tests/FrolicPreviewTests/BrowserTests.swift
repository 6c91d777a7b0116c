import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import FrolicSnapshot
import FrolicTestSupport
import Testing
@testable import FrolicPreview

/// Debian's chromium, chromium-driver and python3-selenium (`make deps`).
let browserInstalled = ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/lib/python3/dist-packages/selenium"]
    .allSatisfy { FileManager.default.fileExists(atPath: $0) }

/// The pages in a real browser: headless Chromium driven by
/// Tests/Scripts/browser-check.py, which fails on anything it does not see.
@Suite(.serialized, .tags(.browser), .tier(.browser), .enabled(if: browserInstalled, "needs chromium, chromium-driver and python3-selenium (make deps)"))
struct BrowserTests {
    /// Runs the script; its one JSON line of what it saw.
    func browserCheck(_ arguments: [String]) async throws -> [String: Any] {
        let result = try await offThread { () throws -> (Int32, Data, Data) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [RepositoryRoot.path + "/Tests/Scripts/browser-check.py"] + arguments
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let errors = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, output, errors)
        }
        #expect(result.0 == 0, "\(String(decoding: result.2, as: UTF8.self))")
        return (try? JSONSerialization.jsonObject(with: result.1) as? [String: Any]) ?? [:]
    }

    @Test func thePreviewPlaysScrubsStepsAndGivesARectangle() async throws {
        let folder = try testFolder()
        let scene = folder + "/tiny.json"
        try write(stretchedScene(), to: scene)
        let warnings = try SceneRenderer(scenePath: scene).warnings
        let preview = LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder())
        // Served before the first render is done, as `frolic preview` does: the page updates itself when it is.
        try await withServer({ announce in
            try await Preview.serve(preview, host: "127.0.0.1", port: 0, waitForFirstRender: false, announce: announce)
        }) { port in
            let seen = try await browserCheck(["preview", "http://127.0.0.1:\(port)/", folder + "/preview.png"])
            #expect(seen["frames"] as? Int == 10)
            #expect(seen["gestureMarks"] as? Int == 1)
            #expect(seen["rect"] as? String == "[20, 10, 50, 30]")
            #expect((seen["parameters"] as? Int ?? 0) > 5)
            #expect(warnings.count == 1 && seen["warnings"] as? String == warnings.first)
        }
    }

    /// The page as a designer uses it, on a phone (390 px) and a desktop (1400 px):
    /// no horizontal scrollbar, labels whole, colour pickers, the density in effect
    /// (a 1179 × 2556 capture is @3x), the animation and the error banner in view
    /// while the panel scrolls. Screenshots are left in the test's folder, or in
    /// `FROLIC_PREVIEW_SHOTS` when set.
    @Test(arguments: [390, 1400]) func thePageFitsAPhoneAndADesktop(width: Int) async throws {
        let folder = try testFolder()
        var shot = Frame(width: 1179, height: 2556)
        for y in 0..<2556 { for x in 0..<1179 { shot[x, y] = (y / 120) % 2 == 0 ? 0xF2F2F7 : UInt32(0x2B_A8_4A &+ x / 40) } }
        try PNGFile.write(shot, to: folder + "/shot.png")
        try write(##"""
        { "name": "home-confetti", "fps": 10, "duration": 1, "script": [{ "at": 0.2, "gesture": "tap", "point": [196, 400] }],
          "backdrop": { "picture": "shot.png", "color": "#FFF" }, "effects": [{ "confetti": { "start": "tap" } }] }
        """##, to: folder + "/scene.json")
        let preview = LivePreview(scenePath: folder + "/scene.json", options: RenderOptions(), folder: try testFolder())
        let shots = ProcessInfo.processInfo.environment["FROLIC_PREVIEW_SHOTS"] ?? folder
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }) { port in
            let seen = try await browserCheck(["layout", "http://127.0.0.1:\(port)/", String(width), shots + "/preview-\(width).png"])
            #expect(seen["density"] as? String == "3")
            #expect(seen["colorPickers"] as? Int == 8)   // the backdrop's colour and confetti's seven
            #expect((seen["labels"] as? Int ?? 0) > 10)
            #expect((seen["animationHeight"] as? Int ?? 0) >= 200)
            #expect((seen["banner"] as? String)?.contains("expected a number, got a string") == true)
        }
        #expect(FileManager.default.fileExists(atPath: shots + "/preview-\(width).png"))
    }

    /// `frolic preview a.png b.png --frame phone --tap 30,50`: the screens as
    /// thumbnails the server gives, each move with its own time, screen,
    /// transition (a select of the known ones), seconds and tap; the frame's
    /// unset `gradient` shown as unset, set and cleared; a changed transition
    /// rendered as any field is.
    @Test func aFlowShowsItsScreensAndMovesAndAnUnsetColourAsUnset() async throws {
        let folder = try testFolder()
        var shots: [String] = []
        for (i, colour) in [UInt32(0x2BA84A), 0xE0A020].enumerated() {
            var shot = Frame(width: 60, height: 120, fill: 0xF2F2F7)
            for y in stride(from: 0, to: 120, by: 24) { for x in 0..<60 { for dy in 0..<12 { shot[x, y + dy] = colour } } }
            shots.append(folder + "/screen-\(i + 1).png")
            try PNGFile.write(shot, to: shots[i])
        }
        let subject = PreviewSubject.picture(shots[0], effects: [],
                                             options: PictureOptions(more: [shots[1]], tap: Point(30, 50), frame: .phone))
        let preview = LivePreview(subject, options: RenderOptions(), folder: try testFolder())
        let pictures = ProcessInfo.processInfo.environment["FROLIC_PREVIEW_SHOTS"] ?? folder
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }) { port in
            let seen = try await browserCheck(["flow", "http://127.0.0.1:\(port)/", pictures + "/preview-flow.png"])
            #expect(seen["thumbnails"] as? [String] == ["/screens/0", "/screens/1"], "\(seen)")
            #expect(seen["captions"] as? [String] == ["0 · screen-1.png", "1 · screen-2.png"], "\(seen)")
            #expect(seen["moves"] as? Int == 1)
            let fields = try #require((seen["moveFields"] as? [[String]])?.first)
            for name in ["flow[0].at", "flow[0].show", "flow[0].transition", "flow[0].duration", "flow[0].tap[0]", "flow[0].tap[1]"] {
                #expect(fields.contains(name), "\(name) in \(fields)")
            }
            #expect(seen["transitions"] as? [String] == Transition.allCases.map(\.rawValue))
            #expect(seen["tap"] as? [String] == ["30", "50"])
            #expect(seen["rawJSON"] as? [String] == [])
            #expect((seen["gradient"] as? String)?.hasPrefix("BUTTON empty: unset") == true, "\(seen)")
            #expect(seen["gradientSet"] as? String == "color #e9ecf1", "\(seen)")
            #expect(seen["gradientInDraft"] as? String == ##""#E9ECF1""##, "\(seen)")
            #expect(seen["gradientCleared"] as? String == "BUTTON false", "\(seen)")
            #expect(seen["edited"] as? String == "crossfade to screen 2 in 0.25 s", "\(seen)")
            #expect((seen["status"] as? String)?.hasPrefix("unsaved edit") == true, "\(seen)")
        }
    }

    @Test func theReviewAcceptsAScene() async throws {
        let folder = try testFolder()
        let file = folder + "/tiny.json", references = folder + "/refs"
        try write(tinyScene(), to: file)
        _ = SnapshotSuite.run([file], referencesRoot: references, options: SnapshotOptions(record: .all, threads: 2))
        try write(tinyScene(seed: 4), to: file)
        let options = SnapshotOptions(record: .never, threads: 2)
        let results = SnapshotSuite.run([file], referencesRoot: references, options: options)
        let report = try testFolder()
        _ = try HTMLReport.write(results, to: report, options: options)
        let run = ReviewRun(files: [file], results: results, referencesRoot: references, options: options, reportFolder: report)
        try await withServer({ announce in try await Review.serve(run, host: "127.0.0.1", port: 0, announce: announce) }) { port in
            let seen = try await browserCheck(["review", "http://127.0.0.1:\(port)/", folder + "/review.png", "tiny"])
            #expect(seen["accepted"] as? String == "tiny")
        }
        #expect(SnapshotSuite.run([file], referencesRoot: references, options: options).allSatisfy { !$0.failed })
    }
}
