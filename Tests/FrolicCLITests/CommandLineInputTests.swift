import CGD
import Foundation
import FrolicTestSupport
import Testing
import FrolicRaster

/// What a user types on the command line, as a shell user types it: paths
/// with `..`, names with terminal escapes in them, pictures that are damaged
/// or that libpng grumbles about; and the help both commands share.
@Suite struct CommandLineInputTests {
    /// A picture of tiles at `path`, as PNG, or JPEG by its extension (larger:
    /// most of a JPEG is then its picture's data, past its tables).
    func writePicture(_ path: String) throws {
        let jpeg = path.hasSuffix(".jpg")
        let width = jpeg ? 240 : 48, height = jpeg ? 160 : 32
        var frame = Frame(width: width, height: height)
        for y in 0..<height { for x in 0..<width { frame[x, y] = UInt32(x / 8 * 40 % 256) << 16 | UInt32(y / 8 * 60 % 256) << 8 | UInt32(x * y % 256) } }
        guard jpeg else { try PNGFile.write(frame, to: path); return }
        let im = gdImageCreateTrueColor(Int32(width), Int32(height))!
        defer { gdImageDestroy(im) }
        for y in 0..<height { for x in 0..<width { im.pointee.tpixels[y]![x] = Int32(bitPattern: frame[x, y]) } }
        var size: Int32 = 0
        let bytes = gdImageJpegPtr(im, &size, 90)!
        defer { gdFree(bytes) }
        FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: Int(size)))
    }

    @Test func picturesAndScenesNamedWithDotDotAreFoundAsTheShellFindsThem() throws {
        let folder = try TemporaryFolder()
        let sub = folder.file("side/sub")
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        try writePicture(folder.file("side/shot.png"))

        let render = try CLI.run(["render", "../shot.png", "--effect", "pixelate", "--quiet"], in: sub)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(folder.exists("side/shot-pixelate.gif"))

        let new = try CLI.run(["new", "../shot.png", "--effect", "pixelate", "--quiet"], in: sub)
        #expect(new.status == 0, "\(new.stderr)")
        let scene = try String(contentsOfFile: folder.file("side/shot-pixelate.json"), encoding: .utf8)
        #expect(scene.contains(#""picture": "shot.png""#))
        // The scene, named with `..` too, renders the bytes the picture did.
        let again = try CLI.run(["render", "../shot-pixelate.json", "-o", "again.gif", "--quiet"], in: sub)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("side/sub/again.gif")))
                == Data(contentsOf: URL(fileURLWithPath: folder.file("side/shot-pixelate.gif"))))

        // Through a link, `..` is the link target's parent, as the system (and `ls`) resolve it.
        try FileManager.default.createDirectory(atPath: folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("elsewhere/link"), withDestinationPath: sub)
        let linked = try CLI.run(["new", "../shot.png", "--effect", "pixelate", "-o", folder.file("elsewhere/s.json"), "--quiet"],
                                 in: folder.file("elsewhere/link"))
        #expect(linked.status == 0, "\(linked.stderr)")
        let fromLink = try CLI.run(["render", folder.file("elsewhere/s.json"), "-o", folder.file("linked.gif"), "--quiet"])
        #expect(fromLink.status == 0, "\(fromLink.stderr)")
    }

    /// `frolic new $'\e]0;x\a\e[2Jshot.png'`: the success line names the file with its escapes written out.
    @Test func aNameWithTerminalEscapesIsPrintedEscapedOnSuccessToo() throws {
        let folder = try TemporaryFolder()
        let name = "\u{1B}]0;x\u{07}\u{1B}[2Jshot.png"
        try writePicture(folder.file(name))
        for arguments in [["new", name, "--effect", "rain"], ["render", name, "--effect", "pixelate"]] {
            let r = try CLI.run(arguments, in: folder.path)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("wrote "), "\(r.stderr)")
            #expect(!r.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments[0]): raw escapes in \(r.stderr)")
            // `render` names its GIF after the picture in safe characters; `new` names the picture as given.
            if arguments[0] == "new" { #expect(r.stderr.contains(#"over \u{1B}]0;x\u{07}\u{1B}[2Jshot.png"#), "\(r.stderr)") }
        }
    }

    @Test func aTruncatedJPEGIsRefusedInOneLineNamingIt() throws {
        let folder = try TemporaryFolder()
        try writePicture(folder.file("whole.jpg"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder.file("whole.jpg")))
        // Cut inside the picture's data, past its tables: libjpeg would fill the rest in grey.
        FileManager.default.createFile(atPath: folder.file("half.jpg"), contents: whole.prefix(whole.count / 2))
        let r = try CLI.run(["render", "half.jpg", "--effect", "pixelate"], in: folder.path)
        #expect(r.status == 1)
        #expect(r.stderr == "error: half.jpg: file: damaged JPEG picture: the file ends before the picture does (truncated); export or capture it again\n")
        #expect(!folder.exists("half-pixelate.gif"))
        // In a scene file, at the field that names it.
        try folder.write("scene.json", #"{ "name": "s", "fps": 10, "duration": 0.5, "backdrop": { "picture": "half.jpg" }, "effects": [{ "rain": {} }] }"#)
        let scene = try CLI.run(["render", "scene.json", "-o", "s.gif"], in: folder.path)
        #expect(scene.status == 1)
        #expect(scene.stderr.hasPrefix("error: scene.json: backdrop.picture: ") && scene.stderr.contains("damaged JPEG picture"), "\(scene.stderr)")
        #expect(scene.stderr.split(separator: "\n").count == 1)
    }

    /// libpng prints `libpng warning: iCCP: …` straight to stderr for a profile it
    /// finds fault with; libgd draws nothing of it, so Frolic says nothing.
    @Test func aPictureLibpngWouldWarnAboutRendersWithOnlyItsLine() throws {
        let folder = try TemporaryFolder()
        try writePicture(folder.file("plain.png"))
        let plain = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("plain.png"))))
        let afterHeader = 8 + 12 + 13
        let profile: [UInt8] = Array("bogus".utf8) + [0, 0, 0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0, 0, 0, 0, 0x00, 0x04, 0x00, 0x01]
        let iccp = Data(Array(plain.prefix(afterHeader)) + pngChunk("iCCP", profile) + Array(plain.dropFirst(afterHeader)))
        FileManager.default.createFile(atPath: folder.file("profiled.png"), contents: iccp)
        let r = try CLI.run(["render", "profiled.png", "--effect", "pixelate", "-o", "p.gif"], in: folder.path)
        #expect(r.status == 0)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.hasPrefix("wrote p.gif: "), "\(r.stderr)")
        _ = try CLI.run(["render", "plain.png", "--effect", "pixelate", "-o", "q.gif", "--quiet"], in: folder.path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("p.gif"))) == Data(contentsOf: URL(fileURLWithPath: folder.file("q.gif"))))
    }

    /// The commands declare their shared options once (option groups, a
    /// flow's pictures and flags too): the same help lines.
    @Test func renderAndPreviewShareTheirOptionsHelp() throws {
        let render = try CLI.run(["render", "--help"]).stdout, preview = try CLI.run(["preview", "--help"]).stdout
        func option(_ name: String, in help: String) -> String {
            // An option's entry: its line and the indented lines that continue it.
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(name) ") || $0 == "  \(name)" }) else { return "" }
            var entry = [lines[start]]
            for line in lines[(start + 1)...] {
                guard line.hasPrefix("                        ") else { break }
                entry.append(line)
            }
            return entry.joined(separator: "\n")
        }
        for name in ["--effect", "--seed", "--date", "--config", "--scale", "--dither", "--lossy", "--frame", "--tap", "--fit"] {
            #expect(!option(name, in: render).isEmpty, "\(name)")
            #expect(option(name, in: render) == option(name, in: preview), "\(name)")
        }
        #expect(render.contains("1, 2 or 3"))
        let new = try CLI.run(["new", "--help"]).stdout
        #expect(!new.contains("\\"), "\(new)")
        // The other commands take the same groups: one help text for each option.
        let bench = try CLI.run(["bench", "--help"]).stdout, snapshot = try CLI.run(["snapshot", "--help"]).stdout
        let shared = [("--effect", new, render), ("--scale", bench, render), ("--lossy", bench, render), ("--dither", bench, render),
                      ("--threads", bench, render), ("--threads", snapshot, render), ("--port", snapshot, preview), ("--host", snapshot, preview)]
        for (name, other, first) in shared {
            #expect(!option(name, in: first).isEmpty, "\(name)")
            #expect(option(name, in: other) == option(name, in: first), "\(name)")
        }
    }
}
