import Foundation
import Testing

/// The limits a scene file meets before rendering: its size in pixels after
/// `--scale`, numbers no field can take, taps and burst items, and the memory
/// its pictures would take decoded. Each ends in a GIF or one line at the field.
@Suite struct InputLimitsTests {
    /// A short burst scene over a colour, laid out one key a line so that
    /// positions are known: `fps` is on line 4, `seed` on line 6.
    static func scene(size: String = "[60, 80]", fps: String = "10", seed: String = "1", itemsPerTap: String = "3",
                      gravity: String = "1", script: String = "[]") -> String {
        """
        {
          "name": "limits",
          "size": \(size),
          "fps": \(fps),
          "duration": 0.1,
          "seed": \(seed),
          "script": \(script),
          "backdrop": { "color": "#336699" },
          "effects": [{ "burst": { "itemsPerTap": \(itemsPerTap), "gravity": \(gravity) } }]
        }
        """
    }

    /// Renders `scene`; the one error line, or nil and the GIF's width and height.
    func render(_ scene: String, _ extra: [String] = [], in folder: TemporaryFolder,
                sourceLocation: SourceLocation = #_sourceLocation) throws -> (error: String?, size: (Int, Int)?) {
        try folder.write("scene.json", scene)
        try? FileManager.default.removeItem(atPath: folder.file("out.gif"))
        let result = try CLI.run(["render", folder.file("scene.json"), "-o", folder.file("out.gif"), "--quiet"] + extra)
        guard result.status == 0 else {
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(!folder.exists("out.gif"), "output left behind", sourceLocation: sourceLocation)
            return (lines.first.map { String($0.dropFirst("error: \(folder.file("scene.json")): ".count)) }, nil)
        }
        let gif = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("out.gif"))))
        return (nil, (Int(gif[6]) | Int(gif[7]) << 8, Int(gif[8]) | Int(gif[9]) << 8))
    }

    /// Both ends of the size follow one rule: points × scale, rounded.
    @Test func sizeBoundsApplyToPixelsAfterTheScale() throws {
        let folder = try TemporaryFolder()
        let tiny = try render(Self.scene(size: "[0.4, 0.4]"), ["--scale", "3"], in: folder)
        #expect(tiny.error == nil && tiny.size.map { $0 == (1, 1) } == true, "\(tiny)")
        #expect(try render(Self.scene(size: "[0.4, 0.4]"), in: folder).error
                == "size: width 0.4 is 0.4 pixels, which rounds to 0; a side must come to 1…4096 pixels (points × scale, rounded to the nearest pixel)")
        #expect(try render(Self.scene(size: "[0.1, 10]"), ["--scale", "3"], in: folder).error?.hasPrefix(
            "size: line 3, column 11: width 0.1 at scale 3, the largest `--scale`, is 0.3 pixels, which rounds to 0;") == true)
        let wide = try render(Self.scene(size: "[1365.4, 1]"), ["--scale", "3"], in: folder)
        #expect(wide.size.map { $0 == (4096, 3) } == true, "\(wide)")
        #expect(try render(Self.scene(size: "[1365.5, 1]"), ["--scale", "3"], in: folder).error?.hasPrefix(
            "size: width 1365.5 at scale 3 is 4096.5 pixels, which rounds to 4097;") == true)
    }

    /// Huge, tiny, overlong, fractional and non-finite numbers are errors at
    /// their field with a line and column, never "not valid JSON".
    @Test func numbersAFieldCannotTakeAreErrorsAtTheField() throws {
        let folder = try TemporaryFolder()
        let digits = String(repeating: "9", count: 5000)
        let cases: [(String, String)] = [
            (Self.scene(fps: "29.97"), "fps: line 4, column 10: expected a whole number 1…100, got 29.97"),
            (Self.scene(fps: "0.5"), "fps: line 4, column 10: expected a whole number 1…100, got 0.5"),
            (Self.scene(fps: "1e309"), "fps: line 4, column 10: 1e309 is out of range for a number (at most about ±1.8e308)"),
            (Self.scene(seed: "0.5"), "seed: line 6, column 11: expected a whole number 0…2⁶³−1, got 0.5"),
            (Self.scene(seed: "9223372036854775808"),
             "seed: line 6, column 11: expected a whole number 0…2⁶³−1, got 9223372036854775808"),
            (Self.scene(seed: "18446744073709551616"),
             "seed: line 6, column 11: expected a whole number 0…2⁶³−1, got 18446744073709551616"),
            (Self.scene(seed: "1e-400"),
             "seed: line 6, column 11: 1e-400 is too close to 0 for a number (it would read as 0; the smallest is about 5e-324)"),
            (Self.scene(size: "[-1e309, 10]"),
             "size[0]: line 3, column 12: -1e309 is out of range for a number (at most about ±1.8e308)"),
            (Self.scene(size: "[\(digits), 10]"),
             "size[0]: line 3, column 12: 9999999999999999…99999999 (5000 characters) is out of range for a number (at most about ±1.8e308)"),
            (Self.scene(itemsPerTap: "2.5"),
             "effects[0].burst.itemsPerTap: line 9, column 43: expected a whole number 1…50, got 2.5"),
            (Self.scene(gravity: "1e308"),
             "effects[0].burst.gravity: line 9, column 57: must be between -100 and 100, got 1e+308"),
            (Self.scene(script: #"[{ "at": 1e-400, "gesture": "shake" }]"#),
             "script[0].at: line 7, column 22: 1e-400 is too close to 0 for a number (it would read as 0; the smallest is about 5e-324)"),
            (Self.scene(script: #"[{ "at": 0, "gesture": "tap", "target": 1.5 }]"#),
             "script[0].target: line 7, column 53: expected a whole number, got 1.5"),
        ]
        for (scene, expected) in cases {
            let error = try render(scene, in: folder).error
            #expect(error == expected)
            #expect(error?.contains("not valid JSON") != true)
        }
        // A long number a Double holds is read as it is.
        let long = try render(Self.scene(size: "[60.\(String(repeating: "0", count: 5000)), 80]"), in: folder)
        #expect(long.size.map { $0 == (60, 80) } == true, "\(long)")
    }

    static func taps(_ count: Int) -> String {
        "[" + (0..<count).map { #"{ "at": \#(Double($0) / 10_000), "gesture": "tap", "point": [30, 40] }"# }.joined(separator: ", ") + "]"
    }

    /// Taps and burst items are capped at the script entry that passes the
    /// cap, before anything renders: ten thousand taps fail at once.
    @Test func tapsAndBurstItemsAreCappedAtTheEntryThatPassesTheCap() throws {
        let folder = try TemporaryFolder()
        let start = Date()
        #expect(try render(Self.scene(itemsPerTap: "1", script: Self.taps(10_000)), in: folder).error
                == "script[200]: tap 201 of the script; a scene takes at most 200 taps")
        #expect(try render(Self.scene(itemsPerTap: "3", script: Self.taps(200)), in: folder).error
                == "script[166]: this gesture bursts 3 items, 501 in the scene so far; a scene bursts at most 500 items in all (taps × itemsPerTap)")
        #expect(Date().timeIntervalSince(start) < 20)
        // At the caps, the scene renders.
        #expect(try render(Self.scene(itemsPerTap: "2", gravity: "0", script: Self.taps(200)), in: folder).size != nil)
        let drags = "[" + (0..<11).map { _ in #"{ "at": 0, "gesture": "drag", "path": [[1, 1], [2, 2]], "duration": 0.01 }"# }
            .joined(separator: ", ") + "]"
        let dragScene = Self.scene(itemsPerTap: "50", script: drags).replacingOccurrences(of: #""gravity": 1"#, with: #""attachOnDrag": true"#)
        #expect(try render(dragScene, in: folder).error?.hasPrefix("script[10]: this gesture bursts 50 items, 550 in the scene so far") == true)
    }

    /// The pictures' headers are read before any is decoded: the third
    /// distinct 8192² picture passes the budget, named at its field (the
    /// backdrop's `a` and the burst's `c` fit; `a` again costs nothing). The
    /// files hold only a header, so decoding any of them would fail otherwise.
    @Test func picturesPastTheMemoryBudgetAreRefusedFromTheirHeaders() throws {
        let folder = try TemporaryFolder()
        let ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x20, 0, 0, 0, 0x20, 0, 8, 6, 0, 0, 0]
        for name in ["a", "b", "c"] { try Data(ihdr).write(to: URL(fileURLWithPath: folder.file("\(name).png"))) }
        let scene = Self.scene().replacingOccurrences(of: #""burst": {"#, with: #""burst": { "picture": "c","#)
            .replacingOccurrences(of: ##""color": "#336699""##, with: #""picture": "a""#)
            .replacingOccurrences(of: "}]\n}", with: #"}, { "snow": { "flakes": { "pictures": ["a", "b", "a"] } } }]"# + "\n}")
        let error = try render(scene, in: folder).error
        #expect(error == #"effects[1].snow.flakes.pictures[1]: "b" is 8192×8192 pixels, which brings the scene's pictures to 768 MiB decoded (4 bytes a pixel); a scene's pictures may take at most 512 MiB"#,
                "\(String(describing: error))")
    }
}
