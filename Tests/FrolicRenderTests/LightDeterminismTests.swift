import Foundation
import Testing
@testable import FrolicRender
import FrolicTestSupport

/// Layers drawn as light (fireworks, sparkles) give the same bytes on every
/// render, on one thread or several, and the light shows in the GIF.
@Suite struct LightDeterminismTests {
    /// The scene, in a folder removed when the test is done.
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func scene() throws -> String {
        try folder.write("scene.json", #"""
        { "name": "light", "size": [200, 320], "fps": 20, "duration": 2.4, "seed": 9,
          "script": [{ "at": 0.2, "gesture": "tap", "point": [100, 120] }],
          "backdrop": { "color": "#F2F2F7" },
          "effects": [{ "fireworks": { "at": 0, "rockets": 2, "interval": 0.2, "point": [100, 110], "area": [60, 40], "sparkLife": 0.8 } },
                      { "sparkles": { "sparkles": 12, "duration": 0.4 } }] }
        """#)
    }

    func render(_ scene: String, threads: Int) throws -> Data {
        let out = folder.file("light-\(threads).gif")
        defer { try? FileManager.default.removeItem(atPath: out) }
        _ = try SceneRenderer(scenePath: scene, options: RenderOptions(threads: threads)).renderGIF(to: out)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    @Test func twoRendersAreByteIdentical() throws {
        let scene = try scene()
        let a = try render(scene, threads: 1), b = try render(scene, threads: 1), c = try render(scene, threads: 3)
        #expect(a.count > 2000)
        #expect(a == b)
        #expect(a == c)
    }
}
