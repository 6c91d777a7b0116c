import Foundation
import Testing
import FrolicCore
import FrolicRender
import FrolicScenes
import FrolicTestSupport

/// Scene files users already wrote keep rendering the same bytes: each
/// fixture in Tests/Fixtures/every-key sets every key of one effect block to
/// a value other than its default, and its GIF must hash to the SHA-256
/// recorded here. The examples' own bytes are checked by the snapshot tests
/// and by `cmp` against Examples/*.gif.
@Suite struct EveryKeyDigestTests {
    static let folder = RepositoryRoot.path + "/Tests/Fixtures/every-key/"

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var scale = 1
        var lossy = SceneHeader.defaultLossy
        var date: String? = nil
        var config: String? = nil
        var sha256: String
        var testDescription: String {
            ([file, "scale \(scale)", "lossy \(lossy)"] + [date, config].compactMap { $0 }).joined(separator: ", ")
        }
    }

    static let cases: [Case] = [
        Case(file: "every-key-snow", sha256: "cd73f94f4de6d1c4d507effc1e48519391107fd8e1c875fbc4981e9392e176ff"),
        Case(file: "every-key-snow", scale: 2, sha256: "4924b6d50f5590e9065731d42a901a0ecfb468b883601918a20072b994c26311"),
        Case(file: "every-key-snow-dates", sha256: "ca339aa817c0cdb2abed94342fd5311857ab4f20c87aaba2d1a41d12090ec30c"),
        Case(file: "every-key-snow-dates", date: "2024-03-01", config: "snow-remote-config.json", sha256: "e4641f0c5c7b4f47214bce178a885d44c2d062fd438208aa2cc373da7faf8d58"),
        Case(file: "every-key-snow", date: "2026-03-05", config: "snow-remote-config.json", sha256: "9c4748326d56457875a1b1c39231f3186763b05fdb96887b45fac609ed022408"),
        Case(file: "every-key-pigBurst", sha256: "977610147d8bf9c556aafeec31bff70290114b7238ca8742de9e9bf4d1f859fd"),
        Case(file: "every-key-pigBurst", lossy: 20, sha256: "c1260aab2b55f58ac317d6931cd4d1eebb1160b898a070120f32e6ab59b98d24"),
        Case(file: "every-key-shelfBoom", sha256: "68d31a61741940ab801d04c5a7886b5f681fccc9f8b4a05a0186ea8b100e26ed"),
        Case(file: "every-key-pixelHeader", sha256: "73f509ca1969d51cd3d5e22654e9f2889fb535da14027f1d07567133b487b92d"),
        Case(file: "every-key-passcode", sha256: "ba431fcd9542900d8787fce0a39ac1d540adc64ee61ef9a1c0307b2dff4d4fa5"),
    ]

    @Test(arguments: cases)
    func rendersTheRecordedBytes(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let out = folder.file("out.gif")
        let options = RenderOptions(today: try c.date.map { try CalendarDate($0) },
                                    configPath: c.config.map { Self.folder + $0 }, scale: c.scale, lossy: c.lossy)
        _ = try SceneRenderer(scenePath: Self.folder + c.file + ".json", options: options).renderGIF(to: out)
        #expect(try Self.sha256(out) == c.sha256)
    }

    /// coreutils' `sha256sum` of `path`.
    static func sha256(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
