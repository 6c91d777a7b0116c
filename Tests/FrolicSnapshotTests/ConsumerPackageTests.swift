import Foundation
import FrolicTestSupport
import Testing

/// The README's library snippet, used as a project would: a package that
/// depends on this one by path, with a scene beside its test file and the
/// `Package.swift` lines the README shows. Its `swift test` records on the
/// first run, passes on the second and fails once the scene changes.
///
/// It builds Frolic a second time, once, for all three runs (about 25 s on two cores).
@Suite(.tags(.processes), .tier(.processes)) struct ConsumerPackageTests {
    static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "Consumer",
        dependencies: [.package(name: "Frolic", path: "\(packageRoot)")],
        targets: [
            .testTarget(
                name: "ConsumerTests",
                dependencies: [.product(name: "FrolicSnapshot", package: "Frolic")],
                exclude: ["Scenes", "__Snapshots__"]
            ),
        ]
    )

    """

    static let test = """
    import Testing
    import FrolicSnapshot

    @Test func confetti() throws {
        try assertSceneSnapshot("Scenes/confetti.json")
    }

    """

    /// A small passcode scene: no pictures, a tap, a second and a half. At
    /// this size the tap changes no pixel (moving it changes nothing), so the
    /// change the third run must catch is the board's colour.
    static func scene(background: String = "[0.93, 0.93, 0.95]") -> String {
        """
        { "name": "confetti", "size": [120, 120], "fps": 25, "duration": 1.5, "seed": 7,
          "script": [{ "at": 0.3, "gesture": "tap", "target": 5 }], "passcode": { "background": \(background) } }

        """
    }

    @Test func recordsThenPassesThenFailsOnAChangedScene() throws {
        let t = try TemporaryFolder()
        let tests = t.file("Tests/ConsumerTests")
        try FileManager.default.createDirectory(atPath: tests + "/Scenes", withIntermediateDirectories: true)
        try Self.manifest.write(toFile: t.file("Package.swift"), atomically: true, encoding: .utf8)
        try Self.test.write(toFile: tests + "/ConfettiTests.swift", atomically: true, encoding: .utf8)
        try Self.scene().write(toFile: tests + "/Scenes/confetti.json", atomically: true, encoding: .utf8)

        let first = try swiftTest(in: t.path)
        #expect(first.status == 0, "\(first.output)")
        #expect(!first.output.contains("unhandled"), "SwiftPM warned about files in the test target")
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: tests + "/__Snapshots__/confetti")) ?? []
        #expect(recorded.contains("start.png"))
        for name in recorded {
            #expect(first.output.contains("recorded /") && first.output.contains("/Tests/ConsumerTests/__Snapshots__/confetti/\(name)\n"),
                    "\(name) not listed")
        }

        let second = try swiftTest(in: t.path)
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("recorded "))
        #expect(!second.output.contains("warning: '\(t.url.lastPathComponent)"), "SwiftPM warned about the consumer package")

        try Self.scene(background: "[0.2, 0.4, 0.6]").write(toFile: tests + "/Scenes/confetti.json", atomically: true, encoding: .utf8)
        let third = try swiftTest(in: t.path)
        #expect(third.status != 0)
        #expect(third.output.contains("✗ confetti: "), "\(third.output)")
        #expect(third.output.contains("report: "))
    }

    /// `swift test` in `folder` as a developer runs it (no `CI`), output and errors together.
    func swiftTest(in folder: String) throws -> (status: Int32, output: String) {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        return try runToEnd("/usr/bin/env", ["swift", "test"], in: folder, environment: env)
    }
}
