import Foundation
import Testing
import FrolicCore
import FrolicRaster
@testable import FrolicScenes

/// A layer made in this test target and registered in a registry built here
/// (`DotLayer`) is read from a scene file, played, rasterized and listed like
/// Frolic's own, while the standard registry stays as it was.
@Suite struct RegisteredEffectTests {
    static let effects = EffectRegistry.standard.adding(DotLayer.self)

    func scene(_ entry: String, effects: EffectRegistry = Self.effects) throws(SceneFileError) -> SceneFile {
        let json = ##"{ "name": "t", "size": [12, 8], "fps": 10, "duration": 1, "backdrop": { "color": "#0000FF" }, "effects": [\##(entry)] }"##
        return try SceneFile.decode(Data(json.utf8), path: "t.json", effects: effects)
    }

    /// The scene's frame at `tick`, rasterized at 1×.
    func frame(_ file: SceneFile, tick: Int) throws -> Frame {
        var simulation = try file.makeSimulation(environment: SceneEnvironment(pictures: PictureLibrary(searchPaths: [])))
        for t in 0...tick { simulation.step(tick: t, gestures: []) }
        return try Rasterizer(scale: 1, pictures: PictureLibrary(searchPaths: [])).render(simulation.draw())
    }

    func fill(_ hex: UInt32) throws -> UInt32 {
        try Rasterizer(scale: 1, pictures: PictureLibrary(searchPaths: [])).render(DisplayList(size: Size(1, 1), commands: [.fill(Color(hex: hex))])).pixels[0]
    }

    @Test func aRegisteredLayerIsReadPlayedAndDrawnOverTheBackdrop() throws {
        let file = try scene(#"{ "dot": { "point": [3, 2], "size": 2, "at": 0.5 } }"#)
        let red = try fill(0xFF0000), blue = try fill(0x0000FF)
        let before = try frame(file, tick: Timeline.ticks(0.4))
        #expect(before.pixels.allSatisfy { $0 == blue }, "nothing before its `at`")
        let after = try frame(file, tick: Timeline.ticks(0.6))
        let square = [(2, 1), (3, 1), (2, 2), (3, 2)]
        for (x, y) in square { #expect(after.pixels[y * after.width + x] == red, "(\(x), \(y))") }
        #expect(after.pixels.count { $0 == red } == square.count)
        #expect(after.pixels.count { $0 == blue } == 12 * 8 - square.count)
    }

    @Test func itsKeysAreCheckedAsEveryLayersAre() {
        expectError(field: "effects[0].dot.size", containing: "must be between 1 and 100") {
            try scene(#"{ "dot": { "size": 0 } }"#)
        }
        expectError(field: "effects[0].dot", containing: "unknown key") {
            try scene(##"{ "dot": { "colour": "#FF0000" } }"##)
        }
    }

    /// The standard registry is a value the extended one was built from: it
    /// does not know the layer, and reads scene files as it did.
    @Test func theStandardRegistryDoesNotKnowIt() {
        #expect(EffectRegistry.standard.layer(named: "dot") == nil)
        #expect(Self.effects.layerNames == EffectRegistry.standard.layerNames + ["dot"])
        expectError(field: "effects[0]", containing: "unknown key") {
            try scene(#"{ "dot": {} }"#, effects: .standard)
        }
    }

    @Test func itIsListedInEveryListOfEffects() throws {
        #expect(Self.effects.list.split(separator: "\n").contains { $0.hasPrefix("  dot ") && $0.hasSuffix(DotLayer.summary) })
        #expect(!EffectRegistry.standard.list.contains("  dot "))
        let layers = try #require(ReferenceDocs.tables(Self.effects).first { $0.key == "layers" }).markdown
        #expect(layers.contains("### `dot`\n\(DotLayer.summary). Default `start`: `\"time\"`, `at`: `0`."))
        #expect(layers.contains("| `size` |"))
        let schema = SceneSchema.json(effects: Self.effects).compact
        #expect(schema.contains(#""dot":{"#) && schema.contains(DotLayer.summary))
        #expect(!SceneSchema.json.compact.contains(DotLayer.summary))
    }

    @Test func theCommandLineNamesItAndMeansItByATypo() throws {
        let layers = try Self.effects.layers(named: ["snow", "dot"], file: "command line", field: "--effect")
        #expect(layers.map { $0.key } == ["snow", "dot"])
        #expect(throws: FrolicError(file: "command line", field: "--effect",
                                    "unknown effect \"dto\"; did you mean dot? (effects: \(Self.effects.layerNames.joined(separator: ", ")))")) {
            try Self.effects.layers(named: ["dto"], file: "command line", field: "--effect")
        }
    }

    func expectError(field: String, containing words: String, sourceLocation: SourceLocation = #_sourceLocation,
                     _ body: () throws -> SceneFile) {
        do {
            _ = try body()
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch let error as SceneFileError {
            #expect(error.field.hasPrefix(field), "\(error.field)", sourceLocation: sourceLocation)
            #expect(error.problem.message.contains(words), "\(error.problem.message)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("not a scene file's error: \(error)", sourceLocation: sourceLocation)
        }
    }
}
