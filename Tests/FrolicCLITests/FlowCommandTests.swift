import Foundation
import Testing
import FrolicRaster
import FrolicTestSupport

/// `frolic render a.png b.png [--effect NAME] [--frame phone]`: a flow of
/// the user's pictures, pushed by a tap, in a device or not; the same
/// bytes from `frolic new`'s file; bad flows refused in one line.
@Suite struct FlowCommandTests {
    static let red: UInt32 = 0xC81E1E, blue: UInt32 = 0x1E1EC8, margin: UInt32 = 0xE9ECF1

    /// A picture of one colour, `width × height` pixels (at density 1, as many points).
    @discardableResult
    func picture(_ folder: TemporaryFolder, _ name: String, _ color: UInt32, width: Int = 120, height: Int = 240) throws -> String {
        var frame = Frame(width: width, height: height)
        for y in 0..<height { for x in 0..<width { frame[x, y] = color } }
        try PNGFile.write(frame, to: folder.file(name))
        return folder.file(name)
    }

    func frames(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted().map { folder + "/" + $0 }
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func aFlowInAPhoneShowsEachScreenInsideItOnTheMargin() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red), b = try picture(folder, "b.png", Self.blue)
        let r = try CLI.run(["render", a, b, "--effect", "confetti", "--frame", "phone", "-o", folder.file("flow.gif"),
                             "--frames-dir", folder.file("frames")])
        #expect(r.status == 0, "\(r.stderr)")
        let shots = try frames(folder.file("frames"))
        let first = try PNGFile.read(shots[0])
        // The screen sits inside the margin (40) and bezel (12): the GIF grows by both on every side.
        #expect(first.width == 120 + 2 * 52 && first.height == 240 + 2 * 52)
        #expect(first[52 + 60, 52 + 120] == Self.red)
        #expect(first[52 + 2, 52 + 120] == Self.red)
        for (x, y) in [(0, 0), (first.width - 1, 0), (0, first.height / 2), (first.width / 2, 0), (first.width - 1, first.height - 1)] {
            #expect(first[x, y] == Self.margin, "(\(x), \(y))")
        }
        // The screen's corners are rounded: its very corner is the bezel, not the picture.
        #expect(first[52, 52] != Self.red)
        // During the push (1 s in, 0.35 s long), both screens side by side on one row.
        let mid = try PNGFile.read(shots[27])
        let row = (52..<(52 + 120)).map { mid[$0, 52 + 200] }
        #expect(row.contains { close($0, Self.blue) } && row.contains { close($0, Self.red, within: 40) })
        // The last frame: the second screen, with confetti over it.
        let last = try PNGFile.read(shots[shots.count / 2 + shots.count / 4])
        let screen = (52..<172).flatMap { x in (52..<292).map { y in last[x, y] } }
        let blue = screen.filter { $0 == Self.blue }.count
        #expect(blue > screen.count / 2 && blue < screen.count, "\(blue) of \(screen.count)")
        #expect(try bytes(folder.file("flow.gif")).count < 5_000_000)
    }

    @Test func withoutAFrameTheGIFIsTheScreenAndItsFirstAndLastFramesThePictures() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red), b = try picture(folder, "b.png", Self.blue)
        let r = try CLI.run(["render", a, b, "--tap", "30,40", "-o", folder.file("plain.gif"), "--frames-dir", folder.file("frames")])
        #expect(r.status == 0, "\(r.stderr)")
        let shots = try frames(folder.file("frames"))
        let first = try PNGFile.read(shots[0]), last = try PNGFile.read(shots[shots.count - 1])
        #expect(first.width == 120 && first.height == 240)
        #expect((0..<240).allSatisfy { y in (0..<120).allSatisfy { first[$0, y] == Self.red } })
        #expect((0..<240).allSatisfy { y in (0..<120).allSatisfy { last[$0, y] == Self.blue } })
    }

    @Test func twoRendersAndTheSceneFileNewWritesAreTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red), b = try picture(folder, "b.png", Self.blue)
        try picture(folder, "c.png", Self.margin)
        let args = [a, b, folder.file("c.png"), "--effect", "confetti", "--frame", "window", "--tap", "60,100"]
        let one = try CLI.run(["render"] + args + ["-o", folder.file("one.gif")])
        let two = try CLI.run(["render"] + args + ["-o", folder.file("two.gif")])
        let new = try CLI.run(["new"] + args + ["-o", folder.file("scene.json")])
        #expect(one.status == 0 && two.status == 0 && new.status == 0, "\(one.stderr) \(new.stderr)")
        let three = try CLI.run(["render", folder.file("scene.json"), "-o", folder.file("three.gif")])
        #expect(three.status == 0, "\(three.stderr)")
        let bytes = try bytes(folder.file("one.gif"))
        #expect(bytes == (try self.bytes(folder.file("two.gif"))))
        #expect(bytes == (try self.bytes(folder.file("three.gif"))))
        let text = try String(contentsOfFile: folder.file("scene.json"), encoding: .utf8)
        #expect(text.contains(#""flow""#) && text.contains(#""device": "window""#) && text.contains(#""tap": [60, 100]"#))
    }

    /// `frolic render a.png b.png c.png --effect confetti --frame phone`, as
    /// the scene `frolic new` writes for it (the same bytes, above), looked
    /// at frame by frame: no frame of a push is blank (the first of each
    /// was the incoming screen's fill over the whole screen), and the
    /// confetti shows.
    @Test func aFlowOfThreePicturesInAPhoneShowsNoBlankFrameAndItsEffect() throws {
        let folder = try TemporaryFolder()
        let shots = try [(Self.red, Self.blue), (Self.blue, Self.margin), (Self.margin, Self.red)].enumerated().map { i, colors in
            var frame = Frame(width: 120, height: 240)
            for y in 0..<240 { for x in 0..<120 { frame[x, y] = (x / 10 + y / 10) % 2 == 0 ? colors.0 : colors.1 } }
            try PNGFile.write(frame, to: folder.file("\(i).png"))
            return folder.file("\(i).png")
        }
        let new = try CLI.run(["new"] + shots + ["--effect", "confetti", "--frame", "phone", "-o", folder.file("flow.json")])
        #expect(new.status == 0, "\(new.stderr)")
        let problems = try SightCheck.problems(scenePath: folder.file("flow.json"), frames: .all)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func badFlowsGetOneLineAtTheirField() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red), b = try picture(folder, "b.png", Self.blue)
        try picture(folder, "tall.png", Self.blue, height: 260)
        let cases: [([String], String)] = [
            ([a, b, "--frame", "tablet"], #"error: command line: --frame: expected one of phone, window, none, got "tablet""#),
            ([a, b, "--tap", "130,10"], "error: command line: --tap: 130,10 is outside the 120×240 screen of \(a)"),
            // A negative number is the tap's value, off the screen, not a missing value.
            ([a, b, "--tap", "-1,5"], "error: command line: --tap: -1,5 is outside the 120×240 screen of \(a)"),
            ([a, b, "--tap", "-1"], #"error: command line: --tap: expected x,y in points, e.g. 196,420, got "-1""#),
            ([a, "--effect", "confetti", "--tap", "10,10"], "error: command line: --tap: goes with two or more pictures: the tap pushes the next one"),
            ([a, folder.file("tall.png"), "--fit", "cover"], #"error: command line: --fit: expected one of fill, fit, stretch, got "cover""#),
            ([a, "--effect", "confetti", "--fit", "fit"], "error: command line: --fit: goes with two or more pictures: it fits the later screens to the first"),
        ]
        // A flow whose first screen gives the size, its picture missing: the error is at that screen.
        let scene = folder.file("scene.json")
        try Data(#"{ "name": "f", "fps": 10, "duration": 1, "screens": [{ "picture": "missing.png" }] }"#.utf8).write(to: URL(fileURLWithPath: scene))
        let missing = try CLI.run(["render", scene, "-o", folder.file("bad.gif")])
        #expect(missing.status != 0 && missing.stderr.hasPrefix("error: \(scene): screens[0].picture: "), "\(missing.stderr)")
        for (args, line) in cases {
            let r = try CLI.run(["render"] + args + ["-o", folder.file("bad.gif")])
            #expect(r.status != 0)
            #expect(r.stderr.trimmingCharacters(in: .newlines) == line)
            #expect(!FileManager.default.fileExists(atPath: folder.file("bad.gif")))
        }
    }

    /// `new a.png b.png --effect boom` fits the effect to the last picture's
    /// blocks, and says which picture they were found on.
    @Test func newNamesThePictureItsBlocksCameFrom() throws {
        let folder = try TemporaryFolder()
        var cards = Frame(width: 120, height: 240)
        for y in 0..<240 { for x in 0..<120 { cards[x, y] = (20..<100).contains(x) && ((30..<80).contains(y) || (120..<170).contains(y)) ? 0x202020 : 0xFFFFFF } }
        try PNGFile.write(cards, to: folder.file("cards.png"))
        let plain = try picture(folder, "plain.png", 0xFFFFFF)
        let cardsPath = folder.file("cards.png")
        let one = try CLI.run(["new", cardsPath, "--effect", "boom", "-o", folder.file("one.json")])
        let found = try #require(one.stderr.firstMatch(of: /over cards.png \(([0-9]+) blocks? found\)/), "\(one.stderr)")
        #expect(Int(found.1)! > 0)
        let flow = try CLI.run(["new", cardsPath, plain, "--effect", "boom", "-o", folder.file("flow.json")])
        #expect(flow.status == 0, "\(flow.stderr)")
        #expect(flow.stderr.contains("boom over \(plain) (0 blocks found on it), the last of a flow of 2 pictures"), "\(flow.stderr)")
        let back = try CLI.run(["new", plain, cardsPath, "--effect", "boom", "-o", folder.file("back.json")])
        #expect(back.stderr.contains("boom over \(cardsPath) (\(found.1) blocks found on it)"), "\(back.stderr)")
    }

    /// The warnings of a flow step past the end and of a screen moved off,
    /// as `render` prints them: the screen's size comes from its picture.
    @Test func aStepPastTheEndAndAScreenMovedOffWarnWhenRendered() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", Self.red)
        try picture(folder, "b.png", Self.blue)
        let scene = folder.file("scene.json")
        try Data(#"""
            { "name": "w", "fps": 10, "duration": 1, "seed": 1,
              "screens": [{ "picture": "a.png" }, { "picture": "b.png", "offset": [1000000, 1000000] }],
              "flow": [{ "at": 0.5, "show": 1 }, { "at": 1.5, "show": 0 }] }
            """#.utf8).write(to: URL(fileURLWithPath: scene))
        let r = try CLI.run(["render", scene, "-o", folder.file("w.gif"), "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "warning: \(scene): screens[1].offset: moves the picture wholly off the 120×240 screen: only its `color` shows\n"
            + "warning: \(scene): flow[1].at: 1.5 s is at or past the scene's end (`duration` 1 s): screen 0 never comes in\n")
    }

    func close(_ a: UInt32, _ b: UInt32, within d: Int = 8) -> Bool {
        for shift: UInt32 in [0, 8, 16] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            if abs(x - y) > d { return false }
        }
        return true
    }
}
