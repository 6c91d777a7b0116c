import Foundation
import FrolicRaster
@testable import FrolicSnapshot

extension TemporaryFolder {
    /// A short, small scene over a picture of its own (`shots/home.png`, 60×100,
    /// a dark bar and four coloured cells that burst after a shake at `at`):
    /// quick to render, and its picture can be edited like a team's screenshot.
    func pictureScene(at: Double = 0.2, duration: Double = 0.6, picture: Frame? = nil) throws -> String {
        try FileManager.default.createDirectory(atPath: file("scenes/shots"), withIntermediateDirectories: true)
        let home = file("scenes/shots/home.png")
        if let picture {
            try PNGFile.write(picture, to: home)
        } else if !FileManager.default.fileExists(atPath: home) {
            try PNGFile.write(Self.homeScreen(), to: home)
        }
        let scene = """
        {
          "name": "demo", "size": [60, 100], "fps": 25, "duration": \(duration), "seed": 3,
          "script": [{ "at": \(at), "gesture": "shake" }],
          "backdrop": { "picture": "shots/home", "color": "#F2F2F7" },
          "effects": [{ "boom": {
            "grid": { "origin": [4, 30], "cellSize": [52, 14], "rows": 4, "spacing": [0, 3] },
            "visibleArea": [0, 0, 60, 100] } }]
        }
        """
        let path = file("scenes/demo.json")
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func homeScreen(patch: UInt32? = nil) -> Frame {
        var f = solidFrame(60, 100, 0xF2F2F7, patch: (4, 4, 52, 16, 0x1E1E3C))
        for (i, c) in [0x5078C8, 0x7878AA, 0xA0788C, 0xC8786E].enumerated() as EnumeratedSequence<[UInt32]> {
            for y in (30 + i * 17)..<(44 + i * 17) { for x in 4..<56 { f[x, y] = c } }
        }
        if let patch { for y in 8..<18 { for x in 8..<18 { f[x, y] = patch } } }
        return f
    }
}
