import Foundation
import FrolicTestSupport
import Testing
@testable import FrolicScenes

/// The standard registry against the examples and the scene files that name
/// its effects: every layer and every preset has an example that plays it,
/// every preset's screen is named by its example, and no two layers,
/// presets or screens share a name.
@Suite struct EffectRegistryTests {
    static let effects = EffectRegistry.standard

    /// What each example plays: its preset's block, or its layers' keys.
    static func played() throws -> [String: [String]] {
        var played: [String: [String]] = [:]
        for name in ExampleScenes.names {
            let file = try SceneFile.load(path: ExampleScenes.scene(name))
            let composition = file.composition
            played[name] = composition.block.map { [$0] } ?? composition.layers.map { type(of: $0).key }
        }
        return played
    }

    @Test func everyEffectHasAnExample() throws {
        let played = Set(try Self.played().values.joined())
        #expect(Self.effects.layerNames.filter { !played.contains($0) } == [], "layers no example plays")
        #expect(Self.effects.presetNames.filter { !played.contains($0) } == [], "presets no example plays")
        #expect(ExampleScenes.names.count >= Self.effects.layers.count)
    }

    /// A preset's screen is named after the example that plays the preset.
    @Test func everyPresetsScreenIsItsExamplesName() throws {
        let played = try Self.played()
        for preset in Self.effects.presets {
            #expect(played[preset.screen.rawValue] == [preset.key], "\(preset.screen.rawValue)")
            #expect(BuiltInScreen(rawValue: preset.screen.rawValue) == preset.screen)
        }
        #expect(BuiltInScreen.allCases.map(\.rawValue) == Self.effects.presets.map(\.screen.rawValue))
        #expect(BuiltInScreen(rawValue: "shelf") == nil)
    }

    @Test func namesAreDistinctAndLookedUpByKey() {
        // A preset's block may share its layer's key (`snow`): they are read in different places.
        for names in [Self.effects.layerNames, Self.effects.presetNames, Self.effects.screens.map(\.rawValue)] {
            #expect(Set(names).count == names.count, "\(names)")
        }
        for layer in Self.effects.layers { #expect(Self.effects.layer(named: layer.key).map(ObjectIdentifier.init) == ObjectIdentifier(layer)) }
        for preset in Self.effects.presets { #expect(Self.effects.preset(named: preset.key)?.key == preset.key) }
        #expect(Self.effects.layer(named: "drizzle") == nil && Self.effects.preset(named: "snow-globe") == nil)
    }
}
