import Foundation
import Testing
@testable import FrolicPreview

@Suite struct FileStampsTests {
    @Test func aSaveAMissingFileAndItsReturnAreChanges() throws {
        let folder = try testFolder()
        let scene = folder + "/scene.json", picture = folder + "/picture.png"
        try write("{}", to: scene)
        try write("png", to: picture)
        let before = FileStamps([scene, picture])
        #expect(before.changed(in: FileStamps([scene, picture])).isEmpty)
        try write("{ }", to: scene)   // another size
        #expect(before.changed(in: FileStamps([scene, picture])) == [scene])
        let saved = FileStamps([scene, picture])
        try FileManager.default.removeItem(atPath: picture)
        let gone = FileStamps([scene, picture])
        #expect(saved.changed(in: gone) == [picture])
        try write("png", to: picture)
        #expect(gone.changed(in: FileStamps([scene, picture])) == [picture])
    }

    @Test func aSameSizeSaveIsSeenByItsTime() throws {
        let folder = try testFolder()
        let scene = folder + "/scene.json"
        try write("{\"a\":1}", to: scene)
        let before = FileStamps([scene])
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        try write("{\"a\":2}", to: scene)
        utimensat(AT_FDCWD, scene, &times, 0)
        #expect(before.changed(in: FileStamps([scene])) == [scene])
    }
}
