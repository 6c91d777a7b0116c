import Foundation
import FrolicTestSupport
import Testing
import FrolicCore
import FrolicRender
import FrolicScenes

/// A scene's `lossy` is how its GIF is made smaller, and `--lossy`
/// (`RenderOptions.lossy`) replaces it; a scene without one renders as with
/// the default.
@Suite struct SceneLossyTests {
    /// The short snow scene, with `lossy` set when given.
    func scene(lossy: Int?) throws -> String {
        let path = try SceneRendererTests().shortSnowScene(duration: 0.8)
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        object["size"] = [80, 100]
        if let lossy { object["lossy"] = lossy }
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    func gif(_ scene: String, flag: Int?) throws -> Data {
        let folder = try TemporaryFolder()
        let out = folder.file("out.gif")
        _ = try SceneRenderer(scenePath: scene, options: RenderOptions(lossy: flag, threads: 2)).renderGIF(to: out)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    /// Exact (0) against the default: both below the distance from which
    /// colours are searched for, so that the renders take little time.
    @Test func theScenesLossyIsUsedUnlessTheFlagReplacesIt() throws {
        let plain = try scene(lossy: nil), exact = try scene(lossy: 0), stated = try scene(lossy: SceneHeader.defaultLossy)
        let byDefault = try gif(plain, flag: nil)
        let byFlag = try gif(plain, flag: 0)
        #expect(byFlag != byDefault)
        #expect(try gif(exact, flag: nil) == byFlag)
        #expect(try gif(exact, flag: SceneHeader.defaultLossy) == byDefault)
        #expect(try gif(stated, flag: nil) == byDefault)
    }

    @Test func aLossyOutOfRangeIsAnErrorAtItsField() throws {
        for bad in [-1, SceneHeader.lossyRange.upperBound + 1] {
            let path = try scene(lossy: bad)
            #expect {
                _ = try SceneRenderer(scenePath: path)
            } throws: { error in
                (error as? SceneFileError).map { $0.file == path && $0.field == "lossy" } ?? false
            }
        }
    }
}
