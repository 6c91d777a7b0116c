import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing

/// `SightCheck` finds what a person would see wrong, at the frame it
/// happens, and passes a scene that shows what it means to.
@Suite struct SightCheckTests {
    /// A phone-shaped picture of stripes: no colour covers most of it.
    func scene(_ body: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        var frame = Frame(width: 60, height: 120)
        for y in 0 ..< 120 { for x in 0 ..< 60 { frame[x, y] = (x / 6 + y / 6) % 2 == 0 ? 0x2050A0 : 0xF0E0C0 } }
        try PNGFile.write(frame, to: folder.file("shot.png"))
        let path = folder.file("scene.json")
        try Data(#"{ "name": "t", "fps": 10, "duration": 1, \#(body) }"#.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    @Test func aScreenGoneFlatIsABlankFrameAtItsNumberAndTime() throws {
        // A crossfade at 0.2 s to a white screen: white from 0.45 s on.
        let (folder, path) = try scene(##""screens": [{ "picture": "shot.png" }, { "color": "#FFFFFF" }], "flow": [{ "at": 0.2, "show": 1, "transition": "crossfade" }]"##)
        let problems = try SightCheck.problems(scenePath: path, frames: .all)
        #expect(problems.first == "scene.json: frame 5 (0.50 s) is blank: the screen is one flat colour", "\(problems)")
        #expect(problems.count == 5)
        _ = folder
    }

    @Test func anEffectThatNeverShowsIsFoundAndOneThatShowsPasses() throws {
        // Waiting for a tap the script never makes, the confetti never starts.
        let (folder, path) = try scene(#""backdrop": { "picture": "shot.png" }, "effects": [{ "confetti": { "start": "tap" } }, { "confetti": { "start": "time", "at": 0.1 } }]"#)
        let problems = try SightCheck.problems(scenePath: path, frames: .all)
        #expect(problems.count == 1 && problems[0].hasPrefix("scene.json: effects[0].confetti is an effect no one sees: at most 0.00 %"), "\(problems)")
        _ = folder
    }

    @Test func aFlowOfPicturesInAPhonePasses() throws {
        let (folder, path) = try scene(#""screens": [{ "picture": "shot.png" }, { "picture": "shot.png", "effects": [{ "confetti": { "start": "time", "at": 0 } }] }], "flow": [{ "at": 0.1, "show": 1 }], "frame": { "device": "phone" }"#)
        #expect(try SightCheck.problems(scenePath: path, frames: .all) == [])
        _ = folder
    }
}
