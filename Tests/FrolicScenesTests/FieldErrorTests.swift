import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// A mistake in a scene file is reported at the exact field, with what the
/// field takes and what the file has there; a misspelt key or effect gets
/// the name it most likely meant; colours take the forms designers write.
@Suite struct FieldErrorTests {
    /// A composed scene on one line with `effect` as its one layer and `color` as its backdrop's colour.
    static func scene(effect: String = #""snow": {}"#, color: String = ##""#203040""##, duration: String = "1") -> String {
        #"{ "name": "t", "size": [100, 100], "fps": 10, "duration": \#(duration), "backdrop": { "color": \#(color) }, "effects": [{ \#(effect) }] }"#
    }

    static func line(_ text: String) -> String {
        do {
            _ = try SceneFile.decode(Data(text.utf8), path: "t.json")
            return "decoded"
        } catch {
            return error.description
        }
    }

    static func color(_ written: String) throws -> Color {
        let file = try SceneFile.decode(Data(scene(color: written).utf8), path: "t.json")
        return file.composition.backdrop.color
    }

    @Test func aListOfTheWrongLengthIsAnErrorAtTheListSayingBothCounts() {
        #expect(Self.line(Self.scene(effect: #""boom": { "rects": [[0, 0, 10, 10, 5]] }"#))
                == "error: t.json: effects[0].boom.rects[0]: line 1, column 132: expected 4 numbers [x, y, width, height], got 5")
        #expect(Self.line(Self.scene(effect: #""boom": { "rects": [[10, 10, 20, 20], [0, 0, 10]] }"#))
                .hasPrefix("error: t.json: effects[0].boom.rects[1]: line 1, column 150: expected 4 numbers [x, y, width, height], got 3"))
        #expect(Self.line(Self.scene(color: "[1, 0, 0, 1, 0]"))
                .hasPrefix("error: t.json: backdrop.color: line 1, column 85: expected 3 or 4 numbers [r, g, b(, a)] in 0…1"))
        #expect(Self.line(#"{ "name": "t", "size": [100, 100, 3], "fps": 10, "duration": 1, "pigBurst": {} }"#)
                == "error: t.json: size: line 1, column 24: expected 2 numbers [width, height], got 3")
    }

    @Test func aStringWhereANumberBelongsSaysWhereAndWhatItIs() {
        #expect(Self.line(Self.scene(duration: #""0.6""#))
                == #"error: t.json: duration: line 1, column 59: expected a number, got a string "0.6""#)
        #expect(Self.line(Self.scene(duration: "[1]")) == "error: t.json: duration: line 1, column 59: expected a number, got an array")
        #expect(Self.line(Self.scene(effect: #""snow": { "duration": true }"#))
                == "error: t.json: effects[0].snow.duration: line 1, column 134: expected a number, got true or false")
    }

    @Test func aMisspeltEffectOrKeyGetsTheNameItMeant() {
        let effect = Self.line(Self.scene(effect: #""booom": {}"#))
        #expect(effect.hasPrefix(#"error: t.json: effects[0].booom: line 1, column 121: unknown effect "booom"; did you mean boom? (expected one of: snow, "#), "\(effect)")
        let key = Self.line(Self.scene(effect: #""snow": { "durration": 2 }"#))
        #expect(key.hasPrefix(#"error: t.json: effects[0].snow.durration: line 1, column 135: unknown key "durration"; did you mean duration? (expected one of: "#), "\(key)")
        // Nothing near: the list alone.
        let far = Self.line(Self.scene(effect: #""xyzzy": {}"#))
        #expect(far.contains(#"unknown effect "xyzzy" (expected one of: "#), "\(far)")
    }

    @Test func coloursTakeTheThreeHexFormsAndListsInZeroToOne() throws {
        #expect(try Self.color(##""#FFF""##) == Color(1, 1, 1))
        #expect(try Self.color(##""#abc""##) == Color(hex: 0xAABBCC))
        #expect(try Self.color(##""#FF8000""##) == Color(hex: 0xFF8000))
        #expect(try Self.color(##""#FF800080""##) == Color(hex: 0xFF8000, alpha: Double(0x80) / 255))
        #expect(try Self.color("[1, 0.5, 0, 0.25]") == Color(1, 0.5, 0, 0.25))
        for bad in [##""#FF80""##, ##""FFFFFF""##, ##""#GGGGGG""##, ##""#+FFFFF""##, ##""#FFFFFFF""##] {
            #expect(Self.line(Self.scene(color: bad)).hasPrefix(##"error: t.json: backdrop.color: expected a colour "#RRGGBB", "#RGB", "#RRGGBBAA" or [r, g, b(, a)] in 0…1, got "##), "\(bad)")
        }
    }

    /// `[255, 128, 0]` is not read as 0…255 (`[1, 1, 1]` would be two colours): the error gives the hex form.
    @Test func aListInZeroTo255IsRefusedAtItsChannelWithTheHexForm() {
        #expect(Self.line(Self.scene(color: "[255, 128, 0]"))
                == ##"error: t.json: backdrop.color[0]: line 1, column 86: colour channels must be between 0 and 1, got 255; for channels in 0…255 write "#FF8000" instead"##)
        #expect(Self.line(Self.scene(color: "[0.5, 1.5, 0]"))
                == "error: t.json: backdrop.color[1]: line 1, column 91: colour channels must be between 0 and 1, got 1.5")
    }

    @Test func theSchemaTakesTheSameColours() throws {
        let schema = try JSON.parse(Data(SceneSchema.json.pretty.utf8))
        for good in [##""#FFF""##, ##""#FF8000""##, ##""#FF800080""##] {
            #expect(SchemaValidator.problems(try JSON.parse(Data(Self.scene(color: good).utf8)), schema).isEmpty, "\(good)")
        }
        #expect(!SchemaValidator.problems(try JSON.parse(Data(Self.scene(color: ##""#FF80""##).utf8)), schema).isEmpty)
    }
}
