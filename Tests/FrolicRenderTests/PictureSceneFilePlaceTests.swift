import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing
@testable import FrolicRender

/// A one-command flow's scene is written by frolic, so what is wrong with it
/// is said at what the command line gave: a picture, `--tap`, an `--effect`.
@Suite struct PictureSceneFilePlaceTests {
    @Test func aWrittenScenesFieldsAreTheCommandLinesPicturesAndOptions() throws {
        let folder = try TemporaryFolder()
        var frame = Frame(width: 60, height: 120)
        for y in 0..<120 { for x in 0..<60 { frame[x, y] = 0x336699 } }
        for name in ["a.png", "b.png", "c.png"] { try PNGFile.write(frame, to: folder.file(name)) }
        let pictures = ["a.png", "b.png", "c.png"].map(folder.file)
        let file = try PictureSceneFile(picture: pictures[0], effects: [], more: Array(pictures.dropFirst()))
        let places: [(String, String, String)] = [
            ("screens[0].picture", pictures[0], "file"),
            ("screens[2].picture", pictures[2], "file"),
            ("screens[1].effects[0].confetti.point", pictures[1], "file"),
            ("backdrop.picture", pictures[0], "file"),
            ("flow[1].tap", "command line", "--tap"),
            ("effects[0].pixelate.rect", "command line", "--effect pixelate.rect"),
            ("duration", pictures[0], "file"),
        ]
        for (field, picture, option) in places {
            let place = file.place(of: field)
            #expect(place.file == picture && place.field == option, "\(field): \(place)")
        }
    }
}
