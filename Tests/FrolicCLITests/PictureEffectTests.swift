import Foundation
import Synchronization
import Testing
import FrolicRaster
import FrolicTestSupport

/// `frolic render <picture> --effect NAME`, `frolic new` and `frolic effects`:
/// every layer plays over any picture, deterministically, the file `new`
/// writes renders the same bytes, and no file of the user's is replaced.
@Suite struct PictureEffectTests {
    /// A picture of `tile`-pixel tiles in colours that differ across it, so
    /// that pixelating, exploding or covering any part of it shows. Small: a
    /// render's time goes mostly into its frames (snow's scene has over 600),
    /// and each frame's quantizing and encoding into its pixels.
    @discardableResult
    func writePicture(_ folder: TemporaryFolder, _ name: String = "shot.png", width: Int = 60, height: Int = 100, tile: Int = 8) throws -> String {
        var frame = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x / tile * 16 % 256), g = UInt32(y / tile * 12 % 256), b: UInt32 = (x / tile + y / tile) % 2 == 0 ? 30 : 230
                frame[x, y] = r << 16 | g << 8 | b
            }
        }
        try PNGFile.write(frame, to: folder.file(name))
        return folder.file(name)
    }

    /// The layers `frolic effects` lists (its first block), so that every
    /// layer in `EffectRegistry.standard` is tested as soon as it is there.
    func layers() throws -> [String] {
        let r = try CLI.run(["effects"])
        #expect(r.status == 0, "\(r.stderr)")
        let block = r.stdout.components(separatedBy: "\n\n")[0].split(separator: "\n").dropFirst()
        return block.map { String($0.split(separator: " ")[0]) }
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Frames the GIF holds, from the `wrote …` line: frames equal to the one
    /// before are merged into it, so more than one means the picture moved.
    func gifFrames(_ r: CLI.Result) -> Int? {
        guard let range = r.stderr.range(of: #"\((\d+) in the GIF\)"#, options: .regularExpression) else { return nil }
        return Int(r.stderr[range].dropFirst().prefix { $0.isNumber })
    }

    /// Each layer twice, in separate processes run side by side: once in
    /// one command, once through the scene file `frolic new` writes (in
    /// another folder, so the picture is named relative to it). Equal bytes
    /// say both that the render is deterministic and that the file is the scene.
    @Test func everyLayerMovesOverAPictureAndItsSceneFileRendersTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let picture = try writePicture(folder, width: 24, height: 40, tile: 4)
        try FileManager.default.createDirectory(atPath: folder.file("scenes"), withIntermediateDirectories: false)
        let names = try layers()
        #expect(names.count >= 5)
        let results = Results(count: 2 * names.count), path = folder.path
        DispatchQueue.concurrentPerform(iterations: 2 * names.count) { i in
            let name = names[i / 2]
            let scene = "\(path)/scenes/\(name).json"
            if i % 2 == 0 {
                results.set(i, try? CLI.run(["render", picture, "--effect", name, "-o", "\(path)/\(name)-a.gif"]))
            } else if let new = try? CLI.run(["new", picture, "--effect", name, "-o", scene, "--quiet"]), new.status != 0 {
                results.set(i, new)
            } else {
                results.set(i, try? CLI.run(["render", scene, "-o", "\(path)/\(name)-b.gif", "--quiet"]))
            }
        }
        for (n, name) in names.enumerated() {
            let one = try #require(results.get(2 * n)), file = try #require(results.get(2 * n + 1))
            #expect(one.status == 0, "\(name): \(one.stderr)")
            #expect(file.status == 0, "\(name): \(file.stderr)")
            #expect((gifFrames(one) ?? 0) > 2, "\(name) does not move: \(one.stderr)")
            #expect(try String(decoding: bytes(folder.file("scenes/\(name).json")), as: UTF8.self).contains(#""picture": "../shot.png""#))
            #expect(try bytes(folder.file("\(name)-a.gif")) == bytes(folder.file("\(name)-b.gif")), "\(name): the two renders differ")
        }
    }

    /// Each layer's one-command scene (`frolic new`, which `render` plays
    /// byte for byte, above) looked at as a person would (`SightCheck`): no
    /// blank frame, an effect that changes enough of the screen to be seen.
    /// Over a picture large enough that the tap's touch does not cover it.
    @Test func everyLayerFromOneCommandShowsOnTheScreen() throws {
        let folder = try TemporaryFolder()
        let picture = try writePicture(folder, width: 120, height: 200, tile: 8)
        for name in try layers() {
            let scene = folder.file("\(name).json")
            let new = try CLI.run(["new", picture, "--effect", name, "-o", scene, "--quiet"])
            #expect(new.status == 0, "\(name): \(new.stderr)")
            let problems = try SightCheck.problems(scenePath: scene, frames: .sampled)
            if SightCheck.effectsAwaitingTheirLooks.contains(name) {
                #expect(SightCheck.onlyEffects(problems), "\(name): take it off SightCheck.effectsAwaitingTheirLooks: \(problems)")
            } else {
                #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            }
        }
    }

    final class Results: Sendable {
        private let items: Mutex<[CLI.Result?]>
        init(count: Int) { items = Mutex(Array(repeating: nil, count: count)) }
        func set(_ i: Int, _ r: CLI.Result?) { items.withLock { $0[i] = r } }
        func get(_ i: Int) -> CLI.Result? { items.withLock { $0[i] } }
    }

    @Test func theDefaultNamesGoBesideThePictureAndNeverReplaceAFile() throws {
        let folder = try TemporaryFolder()
        let picture = try writePicture(folder)
        let first = try CLI.run(["render", picture, "--effect", "burst", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let gif = try bytes(folder.file("shot-burst.gif"))
        let second = try CLI.run(["render", picture, "--effect", "burst"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("shot-burst-2.gif"))
        #expect(try bytes(folder.file("shot-burst-2.gif")) == gif)
        #expect(try bytes(folder.file("shot-burst.gif")) == gif)

        #expect(try CLI.run(["new", picture, "--effect", "burst", "--effect", "snow", "--quiet"]).status == 0)
        let scene = try bytes(folder.file("shot-burst-snow.json"))
        #expect(try CLI.run(["new", picture, "--effect", "burst", "--effect", "snow", "--quiet"]).status == 0)
        #expect(try bytes(folder.file("shot-burst-snow-2.json")) == scene)

        // An explicit -o naming a file that exists is refused, the file untouched.
        try folder.write("mine.json", "{ \"mine\": true }\n")
        let refused = try CLI.run(["new", picture, "--effect", "burst", "-o", folder.file("mine.json")])
        #expect(refused.status != 0)
        #expect(refused.stderr == "error: \(folder.file("mine.json")): -o: already exists; frolic never replaces it (give another name)\n")
        #expect(try String(contentsOfFile: folder.file("mine.json"), encoding: .utf8) == "{ \"mine\": true }\n")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains { $0.hasPrefix(".") })
    }

    @Test func anUnknownEffectListsTheKnownOnesWithTheNearest() throws {
        let folder = try TemporaryFolder()
        let picture = try writePicture(folder)
        let known = try layers().joined(separator: ", ")
        for command in ["render", "new"] {
            let typo = try CLI.run([command, picture, "--effect", "bounse"])
            #expect(typo.status != 0)
            #expect(typo.stderr == "error: command line: --effect: unknown effect \"bounse\"; did you mean bounce? (effects: \(known))\n")
            let far = try CLI.run([command, picture, "--effect", "snow", "--effect", "xyzzy"])
            #expect(far.stderr == "error: command line: --effect: unknown effect \"xyzzy\" (effects: \(known))\n")
            let none = try CLI.run([command, picture])
            #expect(none.status != 0 && none.stderr.hasPrefix("error: command line: --effect: give at least one effect"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
    }

    @Test func aPictureThatCannotBeReadIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.png", "not a picture")
        for command in ["render", "new"] {
            let broken = try CLI.run([command, folder.file("broken.png"), "--effect", "snow"])
            #expect(broken.status != 0)
            #expect(broken.stderr.hasPrefix("error: \(folder.file("broken.png")): file: not a PNG, JPEG or WebP picture"), "\(broken.stderr)")
            #expect(broken.stderr.split(separator: "\n").count == 1)
            let missing = try CLI.run([command, folder.file("none.png"), "--effect", "snow"])
            #expect(missing.stderr == "error: \(folder.file("none.png")): file: no such file\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["broken.png"])
    }

    @Test func effectGoesWithAPictureOnly() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("s.json", try snowScene())
        let r = try CLI.run(["render", scene, "--effect", "snow", "-o", folder.file("s.gif")])
        #expect(r.status != 0)
        #expect(r.stderr.hasPrefix("error: command line: --effect: goes with a picture"))
        #expect(!folder.exists("s.gif"))
    }

    @Test func effectsListsLayersAndOriginalsInAlignedColumns() throws {
        let r = try CLI.run(["effects"])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(rows.count >= 10)
        let columns = Set(rows.map { row -> Int in
            let body = row.dropFirst(2)
            let summary = body.firstIndex(of: " ").flatMap { end in body[end...].firstIndex { $0 != " " } } ?? body.endIndex
            return body.distance(from: body.startIndex, to: summary)
        })
        #expect(columns.count == 1, "descriptions start in one column")
        for name in ["snow", "burst", "boom", "pixelate", "bounce", "shelfBoom", "pigBurst", "pixelHeader", "passcode"] {
            #expect(rows.contains { $0.dropFirst(2).hasPrefix(name + " ") }, "\(name) missing")
        }
    }
}
