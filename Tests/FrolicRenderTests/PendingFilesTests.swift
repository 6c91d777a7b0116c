import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing
@testable import FrolicRender

/// Issue 10, item 9: a render that fails (a full disk) removes the frames it
/// wrote and the folder it made, and leaves files it did not make alone.
@Suite struct PendingFilesTests {
    @Test func removeAllTakesOnlyWhatWasMade() throws {
        let folder = try TemporaryFolder()
        let made = folder.file("frames")
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        let pending = PendingFiles(capacity: 4)
        pending.madeFolder(made)
        let slots = (0..<3).map { pending.add(made + "/frame-000\($0).png") }
        for slot in slots.prefix(2) {
            pending.creating(slot) { created in
                #expect(FileManager.default.createFile(atPath: made + "/frame-000\(slot).png", contents: Data([1])))
                created()
            }
        }
        // Not marked as made by the render: it must survive.
        #expect(FileManager.default.createFile(atPath: made + "/frame-0002.png", contents: Data([2])))
        pending.removeAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: made) == ["frame-0002.png"])

        try FileManager.default.removeItem(atPath: made + "/frame-0002.png")
        let again = PendingFiles(capacity: 1)
        again.madeFolder(made)
        again.creating(again.add(made + "/frame-0000.png")) { created in
            #expect(FileManager.default.createFile(atPath: made + "/frame-0000.png", contents: Data([1])))
            created()
        }
        again.removeAll()
        #expect(!FileManager.default.fileExists(atPath: made))
    }

    /// A file that someone else made at a slot's name, found before the
    /// render said it made it, is not the render's to remove.
    @Test func aFileNotYetCreatedStays() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("theirs")
        #expect(FileManager.default.createFile(atPath: path, contents: Data([7])))
        let pending = PendingFiles(capacity: 1)
        struct Exists: Error {}
        #expect(throws: Exists.self) {
            try pending.creating(pending.add(path)) { _ in throw Exists() }
        }
        pending.removeAll()
        #expect(FileManager.default.contents(atPath: path) == Data([7]))
    }

    @Test func keepLeavesEverything() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("kept")
        let pending = PendingFiles(capacity: 1)
        pending.add(path, created: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data([1])))
        pending.keep()
        pending.removeAll()
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// A file renamed into place (`settled`) is no longer the set's to
    /// remove; the others are, while another set is active beside it.
    @Test func aSettledFileStays() throws {
        let folder = try TemporaryFolder()
        let beside = PendingFiles(capacity: 1)
        beside.activate()
        let pending = PendingFiles(capacity: 2)
        pending.activate()
        let slots = ["staged", "moved"].map { name in
            let slot = pending.add(folder.file(name))
            pending.creating(slot) { created in
                #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data([1])))
                created()
            }
            return slot
        }
        pending.making { pending.settled(slots[1]) }
        pending.removeAll()
        beside.keep()
        #expect(folder.contents() == ["moved"])
    }

    /// `WholeFile` replaces a file whole, keeping its mode, and leaves no temporary file.
    @Test func wholeFileReplacesAndLeavesNothingElse() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("index.html")
        try WholeFile.replace(path, with: Data("one".utf8))
        #expect(chmod(path, 0o600) == 0)
        try WholeFile.replace(path, with: Data("two".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(folder.contents() == ["index.html"])
    }

    /// Issue 54, item 3: the temporary file `WholeFile` writes in is one a
    /// signal would remove while it is there, and a failure to put it in
    /// place leaves nothing.
    @Test func wholeFileStagesInARegisteredFile() throws {
        let folder = try TemporaryFolder()
        var staged: String?
        do {
            try WholeFile.write(Data("{}".utf8), beside: folder.file("scene.json"), mode: nil) { temporary in
                staged = temporary
                #expect(FileManager.default.contents(atPath: temporary) == Data("{}".utf8))
                #expect(PendingFiles.wouldRemove(temporary))
                return EIO
            }
            Issue.record("a failure to place the file was not thrown")
        } catch {
            #expect(error.code == EIO)
        }
        #expect(staged.map { !PendingFiles.wouldRemove($0) } == true)
        #expect(folder.contents() == [])
    }

    /// `frolic new` links its scene into place through `WholeFile`: the
    /// temporary file goes, and a name already taken is never written.
    @Test func newFileLeavesOnlyTheNewFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("scene.json")
        try NewFile.create(path, with: Data("one".utf8))
        #expect(throws: NewFileError.exists(path: path)) { try NewFile.create(path, with: Data("two".utf8)) }
        #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
        #expect(folder.contents() == ["scene.json"])
    }

    /// A frame another render wrote at a new frame's name during this one
    /// is replaced through `WholeFile`, and becomes this render's frame.
    @Test func aFrameThatAppearedIsReplacedWhole() throws {
        let folder = try TemporaryFolder()
        let frames = try FramesFolder(folder.path, frames: 1, inputs: [])
        let file = FramesFolder.framePath(folder.path, 0)
        let theirs = try PNGFile.encode(Frame(width: 2, height: 2), path: file)
        #expect(FileManager.default.createFile(atPath: file, contents: FrameMarker.marked(theirs)))
        let ours = try PNGFile.encode(Frame(width: 2, height: 2, fill: 0xFF0000), path: file)
        var created = 0
        try frames.write(ours, frame: 0) { created += 1 }
        #expect(created == 1)
        #expect(FileManager.default.contents(atPath: file) == FrameMarker.marked(ours))
        #expect(folder.contents() == ["frame-0000.png"])
    }
}
