import Foundation
import Testing

/// Where a scene's pictures are found, as Examples/README.md states it: an
/// absolute path, a path relative to the scene file, or a built-in name.
@Suite struct PictureLookupTests {
    /// A short pig-burst scene whose picture field is `picture` (and
    /// `pictureSize` when given), in `folder`.
    func pigScene(_ folder: TemporaryFolder, picture: String, pictureSize: [Double]? = nil) throws -> String {
        var block = "\"picture\": \"\(picture)\""
        if let s = pictureSize { block += ", \"pictureSize\": [\(s[0]), \(s[1])]" }
        return try folder.write("pigs.json", """
            { "name": "pigs", "size": [120, 160], "fps": 10, "duration": 0.5,
              "script": [{ "at": 0.1, "gesture": "tap", "point": [60, 80] }],
              "pigBurst": { \(block) } }
            """)
    }

    /// Copies a built-in picture into `folder/relative` to stand for the user's own.
    func ownPicture(_ folder: TemporaryFolder, _ relative: String) throws {
        let target = folder.file(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Assets/pig.png", toPath: target)
    }

    @Test func relativeToTheSceneFileNotTheWorkingDirectory() throws {
        let folder = try TemporaryFolder()
        try ownPicture(folder, "pics/logo.png")
        let scene = try pigScene(folder, picture: "pics/logo")
        let elsewhere = try TemporaryFolder()
        let r = try CLI.run(["render", scene, "-o", elsewhere.file("out.gif"), "--quiet"], in: elsewhere.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "a picture at its own aspect ratio needs no warning: \(r.stderr)")
        #expect(elsewhere.exists("out.gif"))
    }

    @Test func absolutePathsAndBuiltInNames() throws {
        let folder = try TemporaryFolder()
        try ownPicture(folder, "own.png")
        for picture in [folder.file("own.png"), folder.file("own"), "pig"] {
            let scene = try pigScene(folder, picture: picture)
            let r = try CLI.run(["render", scene, "-o", folder.file("out.gif"), "--quiet"])
            #expect(r.status == 0, "\(picture): \(r.stderr)")
        }
    }

    @Test func aMissingPictureIsAnErrorAtItsField() throws {
        let folder = try TemporaryFolder()
        let scene = try pigScene(folder, picture: "logo")
        let r = try CLI.run(["render", scene, "-o", folder.file("out.gif"), "--quiet"])
        #expect(r.status == 1)
        let line = "error: \(scene): pigBurst.picture: no picture \"logo\" (looked in \((scene as NSString).deletingLastPathComponent), "
        #expect(r.stderr.hasPrefix(line), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("/Assets)\n"), "\(r.stderr)")
        #expect(!folder.exists("out.gif"))

        let absolute = try pigScene(folder, picture: folder.file("nowhere.png"))
        let a = try CLI.run(["render", absolute, "-o", folder.file("out.gif"), "--quiet"])
        #expect(a.stderr.hasPrefix("error: \(absolute): pigBurst.picture: no picture file \"\(folder.file("nowhere.png"))\""),
                "\(a.stderr)")
    }

    @Test func aStretchedPictureGetsOneWarningLine() throws {
        let folder = try TemporaryFolder()
        let scene = try pigScene(folder, picture: "pig", pictureSize: [300, 300])
        let r = try CLI.run(["render", scene, "-o", folder.file("out.gif"), "--quiet"])
        #expect(r.status == 0)
        #expect(r.stderr == "warning: \(scene): pigBurst.pictureSize: \"pig\" is 550×423 pixels but is drawn at 300×300, "
                + "so it will look squashed sideways; give pigBurst.pictureSize the picture's aspect ratio\n")
    }
}
