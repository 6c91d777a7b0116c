import Foundation
import Testing
import FrolicCore
@testable import FrolicRaster

@Suite struct PNGFileTests {
    @Test func roundTripIsExact() throws {
        var rng = SeededRandom(seed: 7)
        let frame = Frame(width: 17, height: 9, pixels: (0 ..< 17 * 9).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xFFFFFF })
        let path = TestPictures.folder() + "/round.png"
        try PNGFile.write(frame, to: path)
        #expect(try PNGFile.read(path) == frame)
    }

    @Test func unreadableFileIsAnError() throws {
        let path = TestPictures.folder() + "/junk.png"
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
        #expect(throws: PNGFileError.unreadable(path: path)) { try PNGFile.read(path) }
        #expect(throws: PNGFileError.unreadable(path: path + ".missing")) { try PNGFile.read(path + ".missing") }
    }

    @Test func aFrameWithNoPixelsCannotBeMadeIntoAPNG() {
        let path = TestPictures.folder() + "/empty.png"
        #expect(throws: PNGFileError.cannotMake(path: path, width: 0, height: 3)) {
            try PNGFile.write(Frame(width: 0, height: 3, pixels: []), to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func concurrentRendersAgree() async throws {
        let list = DisplayList(size: Size(60, 40), commands: [
            .fill(Color(0.1, 0.2, 0.3)),
            .ellipse(Rect(x: 5.5, y: 4.2, width: 30, height: 20), style: ShapeStyle(fill: .white, stroke: .black, lineWidth: 2)),
            .text(TextRun("Frolic", in: Rect(x: 0, y: 0, width: 60, height: 40), fontSize: 12, color: .white, alignment: .center)),
        ])
        let r = Rasterizer(scale: 2, pictures: PictureLibrary(searchPaths: []))
        let frames = try await withThrowingTaskGroup(of: Frame.self) { group in
            for _ in 0 ..< 4 { group.addTask { try r.render(list) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(frames).count == 1)
    }
}
