import Foundation
import Testing
import FrolicRaster

/// `--scale` sets pixels per point and nothing else: one scene file, its size
/// taken from a backdrop picture over its density, gives the same layout at
/// 1, 2 and 3 (the 1179 × 2556 case is in `SceneRendererTests`, whose
/// renderer reads the size without rendering a screenshot's worth of pixels).
@Suite struct ScaleLayoutTests {
    /// A 360 × 600 picture of 30-pixel tiles in colours that say where they lie.
    func writeTiles(to path: String) throws {
        var frame = Frame(width: 360, height: 600)
        for y in 0..<600 {
            for x in 0..<360 {
                let r = UInt32(x / 30 * 21), g = UInt32(y / 30 * 12), b: UInt32 = (x / 30 + y / 30) % 2 == 0 ? 40 : 220
                frame[x, y] = r << 16 | g << 8 | b
            }
        }
        try PNGFile.write(frame, to: path)
    }

    /// The scene: the tiles at density 3 (120 × 200 points), a burst and a pixelated band.
    var scene: String {
        ##"{ "name": "s", "fps": 10, "duration": 0.2, "showGestures": false, "backdrop": { "picture": "tiles", "density": 3 }, "effects": [ { "pixelate": { "region": [0, 20, 120, 50], "start": "time", "at": 0, "hold": 10, "pixelScale": 6, "pixelDuration": 0.1 } }, { "burst": { "start": "time", "at": 0, "point": [60, 120], "picture": "heart", "pictureScale": 0.3, "gravity": 0 } } ] }"##
    }

    /// The last frame of `scene` rendered at `scale`, read back from `--frames-dir`.
    func lastFrame(_ folder: TemporaryFolder, _ scene: String, scale: Int) throws -> Frame {
        let path = try folder.write("s.json", scene)
        let frames = folder.file("frames-\(scale)-\(UUID().uuidString)")
        let r = try CLI.run(["render", path, "-o", folder.file("s\(scale).gif"), "--scale", "\(scale)", "--quiet", "--frames-dir", frames])
        #expect(r.status == 0, "\(r.stderr)")
        let last = try #require(try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted().last)
        return try PNGFile.read(frames + "/" + last)
    }

    /// `frame` shrunk `k` times, each pixel the mean of its k × k box.
    func boxDown(_ frame: Frame, by k: Int) -> [Double] {
        var out: [Double] = []
        for y in 0..<frame.height / k {
            for x in 0..<frame.width / k {
                for shift: UInt32 in [16, 8, 0] {
                    var sum = 0.0
                    for dy in 0..<k { for dx in 0..<k { sum += Double((frame[x * k + dx, y * k + dy] >> shift) & 0xFF) } }
                    out.append(sum / Double(k * k))
                }
            }
        }
        return out
    }

    /// Mean absolute difference per channel, 0…255.
    func difference(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) } / Double(a.count)
    }

    @Test func theSameSceneHasTheSameLayoutAtEveryScale() throws {
        let folder = try TemporaryFolder()
        try writeTiles(to: folder.file("tiles.png"))
        let one = try lastFrame(folder, scene, scale: 1)
        #expect(one.width == 120 && one.height == 200)
        let small = boxDown(one, by: 1)
        var differences: [Double] = []
        for k in [2, 3] {
            let big = try lastFrame(folder, scene, scale: k)
            #expect(big.width == 120 * k && big.height == 200 * k)
            differences.append(difference(boxDown(big, by: k), small))
        }
        // What a layout 3 points off costs: the scale-1 frame against itself moved right.
        var moved = one
        for y in 0..<one.height { for x in 0..<one.width { moved[x, y] = one[max(0, x - 3), y] } }
        let shift = difference(boxDown(moved, by: 1), small)
        #expect(differences.allSatisfy { $0 * 3 < shift }, "\(differences), 3 points off: \(shift)")
    }
}
