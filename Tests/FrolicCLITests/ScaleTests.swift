import Foundation
import Testing

/// `--scale 3` renders at the density of iPhone screenshots: the GIF is three
/// times the scene's size in points.
@Suite struct ScaleTests {
    @Test(arguments: [1, 2, 3])
    func theGIFIsTheSceneSizeTimesTheScale(scale: Int) throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("s.json", try snowScene(duration: 0.4))
        let r = try CLI.run(["render", scene, "-o", folder.file("s.gif"), "--scale", "\(scale)", "--quiet", "--date", "2025-12-20"])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("s.gif"))))
        // The logical screen size, little-endian, right after "GIF89a".
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 120 * scale)
        #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 160 * scale)
    }
}
