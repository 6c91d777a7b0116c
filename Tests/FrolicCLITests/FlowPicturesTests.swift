import CGD
import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing

/// Flows of the pictures phones and cameras write: two iPhones' screens of
/// other sizes, a PNG without its extension, a GIF, a photo stored turned;
/// and every effect's one-command flow a scene that says what it does.
@Suite struct FlowPicturesTests {
    static let red: UInt32 = 0xC81E1E, blue: UInt32 = 0x1E1EC8

    /// A picture of one colour, `width × height` pixels, written as PNG (libgd's JPEG with `jpeg`).
    @discardableResult
    func picture(_ folder: TemporaryFolder, _ name: String, _ color: UInt32, width: Int = 120, height: Int = 240,
                 jpeg: Bool = false, exif: [UInt8]? = nil) throws -> String {
        let im = gdImageCreateTrueColor(Int32(width), Int32(height))!
        defer { gdImageDestroy(im) }
        for y in 0..<height { for x in 0..<width { im.pointee.tpixels[y]![x] = Int32(bitPattern: color) } }
        var size: Int32 = 0
        let raw = jpeg ? gdImageJpegPtr(im, &size, 90)! : gdImagePngPtr(im, &size)!
        defer { gdFree(raw) }
        var bytes = [UInt8](UnsafeRawBufferPointer(start: raw, count: Int(size)))
        if let exif { bytes = jpeg ? jpegWithExif(bytes, exif) : pngWithExif(bytes, exif) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name)))
        return folder.file(name)
    }

    func frames(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted().map { folder + "/" + $0 }
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// Full-size captures: seconds of content analysis in a debug build.
    @Test(.tags(.processes), .tier(.processes)) func twoIPhonesScreensFitTheFirstWithANote() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red, width: 1179, height: 2556)
        let b = try picture(folder, "b.png", Self.blue, width: 1170, height: 2532)
        let r = try CLI.run(["new", a, b, "--effect", "confetti", "-o", folder.file("flow.json")])
        #expect(r.status == 0, "\(r.stderr)")
        let said = lines(r.stderr)
        #expect(said.count == 2 && said[0] == "note: \(b): 390×844 points, the first screen 393×852: filled and centred, "
                + "its edges clipped (--fit fit shows it whole, --fit stretch ignores the aspect)", "\(r.stderr)")
        let text = try String(contentsOfFile: folder.file("flow.json"), encoding: .utf8)
        #expect(text.contains(#"{ "picture": "b.png", "fit": "fill" }"#) && text.contains(#"{ "picture": "a.png" }"#), "\(text)")
        // --fit says how, and no note.
        let fit = try CLI.run(["new", a, b, "--fit", "fit", "--quiet", "-o", folder.file("fit.json")])
        #expect(fit.status == 0 && fit.stderr.isEmpty, "\(fit.stderr)")
        #expect(try String(contentsOfFile: folder.file("fit.json"), encoding: .utf8).contains(#""fit": "fit""#))
        // The same size needs no fit, and the file says none.
        try picture(folder, "c.png", Self.blue, width: 1179, height: 2556)
        let same = try CLI.run(["new", a, folder.file("c.png"), "--quiet", "-o", folder.file("same.json")])
        #expect(same.status == 0 && same.stderr.isEmpty, "\(same.stderr)")
        #expect(!(try String(contentsOfFile: folder.file("same.json"), encoding: .utf8)).contains("fit"))
    }

    @Test func aFilledScreenCoversTheFirstsCentred() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red)
        let b = try picture(folder, "b.png", Self.blue, width: 100, height: 240)
        let r = try CLI.run(["render", a, b, "-o", folder.file("f.gif"), "--frames-dir", folder.file("frames"), "--quiet"])
        #expect(r.status == 0 && lines(r.stderr).count == 1 && r.stderr.hasPrefix("note: \(b): 100×240 points"), "\(r.stderr)")
        let last = try PNGFile.read(try frames(folder.file("frames")).last!)
        #expect(last.width == 120 && last.height == 240)
        #expect((0..<240).allSatisfy { y in [0, 60, 119].allSatisfy { last[$0, y] == Self.blue } })
    }

    @Test func errorsOfAOneCommandFlowNameItsPicturesNotAScenesFields() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red)
        let b = try picture(folder, "b.png", Self.blue)
        // Damaged past its header: found, sized and counted, then refused as it is decoded for the render.
        let whole = try Data(contentsOf: URL(fileURLWithPath: b))
        try whole.prefix(whole.count - 20).write(to: URL(fileURLWithPath: folder.file("cut.png")))
        let r = try CLI.run(["render", a, folder.file("cut.png"), b, "--effect", "confetti", "-o", folder.file("x.gif")])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: \(folder.file("cut.png")): file: damaged PNG picture: the file ends inside its IDAT chunk (truncated)"),
                "\(r.stderr)")
        #expect(lines(r.stderr).count == 1)
        #expect(!r.stderr.contains("screens[") && !r.stderr.contains(".json"))
    }

    @Test func aGIFOrAnyFileThatIsNoPictureIsToldSoWhereverItIs() throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red)
        try Data("GIF89a\u{1}\u{0}\u{1}\u{0}\u{0}\u{0}\u{0};".utf8).write(to: URL(fileURLWithPath: folder.file("shot.gif")))
        try Data("just some words".utf8).write(to: URL(fileURLWithPath: folder.file("notes")))
        for bad in [folder.file("shot.gif"), folder.file("notes")] {
            for args in [[a, bad, "--effect", "confetti"], [bad, a, "--effect", "confetti"], [bad, "--effect", "confetti"]] {
                for command in ["render", "new"] {
                    let r = try CLI.run([command] + args + ["-o", folder.file(command == "new" ? "x.json" : "x.gif")])
                    #expect(r.status == 1 && r.stderr == "error: \(bad): file: not a PNG, JPEG or WebP picture\n", "\(command) \(args): \(r.stderr)")
                }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.gif")) && !FileManager.default.fileExists(atPath: folder.file("x.json")))
    }

    @Test func aPNGWithoutItsExtensionIsAPicture() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "first", Self.red)
        try picture(folder, "second", Self.blue)
        for args in [["second", "--effect", "confetti"], ["first", "second"]] {
            let r = try CLI.run(["render"] + args + ["-o", "x.gif", "--quiet"], in: folder.path)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(args): \(r.stderr)")
            let n = try CLI.run(["new"] + args + ["-o", "x.json", "--quiet"], in: folder.path)
            #expect(n.status == 0, "\(n.stderr)")
            let again = try CLI.run(["render", "x.json", "-o", "y.gif", "--quiet"], in: folder.path)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.gif"))) == Data(contentsOf: URL(fileURLWithPath: folder.file("y.gif"))))
            for name in ["x.gif", "x.json", "y.gif"] { try FileManager.default.removeItem(atPath: folder.file(name)) }
        }
    }

    @Test func aPortraitPhotoStoredTurnedIsPortrait() throws {
        let folder = try TemporaryFolder()
        // Stored 240 wide and 120 high, tagged "turn a quarter clockwise to show".
        let photo = try picture(folder, "photo.jpg", Self.blue, width: 240, height: 120, jpeg: true, exif: exifOrientation(6))
        let one = try CLI.run(["render", photo, "--effect", "confetti", "-o", folder.file("one.gif"), "--quiet"])
        #expect(one.status == 0, "\(one.stderr)")
        let gif = try Data(contentsOf: URL(fileURLWithPath: folder.file("one.gif")))
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 120 && Int(gif[8]) | Int(gif[9]) << 8 == 240)
        // In a flow after a portrait screen, no fit is needed: it is the same size.
        let a = try picture(folder, "a.png", Self.red)
        let flow = try CLI.run(["render", a, photo, "-o", folder.file("flow.gif"), "--quiet"])
        #expect(flow.status == 0 && flow.stderr.isEmpty, "\(flow.stderr)")
        let png = try picture(folder, "photo.png", Self.blue, width: 240, height: 120, exif: exifOrientation(8))
        let turned = try CLI.run(["render", a, png, "-o", folder.file("png.gif"), "--quiet"])
        #expect(turned.status == 0 && turned.stderr.isEmpty, "\(turned.stderr)")
    }

    /// Every effect `frolic effects` lists, as a one-command flow: no warning
    /// (its duration covers the effect), and its file says when it starts.
    @Test(.tags(.processes), .tier(.processes)) func everyEffectsOneCommandFlowIsAConsistentScene() throws {
        let folder = try TemporaryFolder()
        try picture(folder, "a.png", Self.red, width: 60, height: 120)
        try picture(folder, "b.png", Self.blue, width: 60, height: 120)
        let listed = try CLI.run(["effects"])
        // One effect a line, indented: its name, then what it does; the presets follow a blank line.
        let effects = listed.stdout.components(separatedBy: "\n\n")[0]
        let names = lines(effects).filter { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 10 && names.contains("pixelate") && names.contains("snow"), "\(listed.stdout)")
        for name in names {
            let r = try CLI.run(["render", "a.png", "b.png", "--effect", name, "-o", "\(name).gif"], in: folder.path)
            #expect(r.status == 0 && lines(r.stderr).count == 1 && r.stderr.hasPrefix("wrote \(name).gif"), "\(name): \(r.stderr)")
            let n = try CLI.run(["new", "a.png", "b.png", "--effect", name, "-o", "\(name).json", "--quiet"], in: folder.path)
            #expect(n.status == 0 && n.stderr.isEmpty, "\(name): \(n.stderr)")
            let text = try String(contentsOfFile: folder.file("\(name).json"), encoding: .utf8).filter { !$0.isWhitespace }
            #expect(text.contains(#""start":"time","at":1.35"#) && !text.contains(#""loop""#), "\(name): \(text)")
        }
    }

    /// Snow and rain start as the last screen comes in, as every effect of a flow does.
    @Test(.tags(.processes), .tier(.processes), arguments: ["snow", "rain"])
    func ambientEffectsStartOnTheLastScreen(effect: String) throws {
        let folder = try TemporaryFolder()
        let a = try picture(folder, "a.png", Self.red), b = try picture(folder, "b.png", Self.blue)
        let r = try CLI.run(["render", a, b, "--effect", effect, "-o", folder.file("f.gif"), "--frames-dir", folder.file("frames"), "--quiet"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let shots = try frames(folder.file("frames"))
        // The push ends 1.35 s in (frame 34 at 25 fps): nothing falls over the first screen before it.
        for index in [0, 12, 24] {
            let frame = try PNGFile.read(shots[index])
            #expect((0..<240).allSatisfy { y in (0..<120).allSatisfy { frame[$0, y] == Self.red } }, "frame \(index)")
        }
        let late = try PNGFile.read(shots[shots.count - 10])
        let other = (0..<240).flatMap { y in (0..<120).map { late[$0, y] } }.filter { $0 != Self.blue }.count
        #expect(other > 20, "\(effect): \(other) pixels not the screen's late on")
    }

    /// Four 8000² pictures would take 977 MiB decoded: the third passes the
    /// budget, refused from the headers before any is decoded, for `render`
    /// and `new`. The files hold only a header, so decoding any of them would
    /// fail otherwise.
    @Test func picturesPastTheBudgetAreRefusedFromTheirHeadersBeforeAnyIsDecoded() throws {
        let folder = try TemporaryFolder()
        let ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x1F, 0x40, 0, 0, 0x1F, 0x40, 8, 2, 0, 0, 0]
        for i in 0..<4 { try Data(ihdr).write(to: URL(fileURLWithPath: folder.file("b\(i).png"))) }
        let pictures = (0..<4).map { "b\($0).png" }
        for command in [["render"], ["render", "--effect", "confetti"], ["new"], ["new", "--effect", "confetti"]] {
            let r = try CLI.run(command + pictures + ["-o", command[0] == "new" ? "x.json" : "x.gif"], in: folder.path)
            #expect(r.status == 1)
            #expect(r.stderr == #"error: b2.png: file: "b2.png" is 8000×8000 pixels, which brings the scene's pictures to 733 MiB decoded "#
                    + "(4 bytes a pixel); a scene's pictures may take at most 512 MiB\n", "\(command): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == pictures)
    }
}
