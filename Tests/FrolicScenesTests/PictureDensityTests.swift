import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// A backdrop picture that gives the scene its size is its pixels over its
/// density, declared or inferred from the picture, never over `--scale`.
@Suite struct PictureDensityTests {
    func backdrop(_ json: String) throws -> Backdrop {
        let scene = #"{ "name": "t", "fps": 10, "duration": 1, "backdrop": \#(json), "effects": [{ "snow": {} }] }"#
        let file = try SceneFile.decode(Data(scene.utf8), path: "t.json")
        return try #require(file.sizeBackdrop)
    }

    @Test(arguments: [
        (Size(1179, 2556), Size(393, 852)),     // iPhone 15 @3x
        (Size(2556, 1179), Size(852, 393)),     // the same, landscape
        (Size(1242, 2208), Size(414, 736)),     // iPhone 8 Plus @3x, 16:9
        (Size(828, 1792), Size(414, 896)),      // iPhone 11 @2x
        (Size(1640, 2360), Size(820, 1180)),    // iPad Air @2x
        (Size(2048, 2732), Size(1024, 1366)),   // iPad Pro 12.9" @2x
        (Size(2880, 1800), Size(1440, 900)),    // a Retina Mac, 16:10
        (Size(600, 1300), Size(600, 1300)),     // small: a point a pixel
        (Size(393, 852), Size(393, 852)),
    ])
    func anUndeclaredDensityIsInferredFromThePicturesShape(pixels: Size, points: Size) throws {
        #expect(try backdrop(#"{ "picture": "shot" }"#).sceneSize(picturePixels: pixels) == points)
    }

    @Test func aDeclaredDensityIsUsedAsGiven() throws {
        #expect(try backdrop(#"{ "picture": "shot", "density": 2 }"#).sceneSize(picturePixels: Size(1179, 2556)) == Size(589.5, 1278))
        #expect(try backdrop(#"{ "picture": "shot", "density": 1 }"#).sceneSize(picturePixels: Size(1179, 2556)) == Size(1179, 2556))
    }

    @Test func aDensityOutOfRangeIsAnErrorAtItsField() {
        let error = #expect(throws: SceneFileError.self) { try backdrop(#"{ "picture": "shot", "density": 5 }"#) }
        #expect(error?.field == "backdrop.density")
        #expect(error?.message.hasSuffix("must be between 1 and 4, got 5") == true, "\(String(describing: error))")
    }

}
