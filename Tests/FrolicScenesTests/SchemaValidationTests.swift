import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

/// `frolic schema` says what the decoder does: every example passes it, and a
/// misspelled key at any depth fails both, the decoder at the key's field
/// with its line and column.
@Suite struct SchemaValidationTests {
    static let schema = try! JSON.parse(Data(SceneSchema.json.pretty.utf8))
    @Test func everyExamplePassesTheSchema() throws {
        #expect(ExampleScenes.names.count >= 10)
        for name in ExampleScenes.names {
            let scene = try JSON.parse(Data(contentsOf: URL(fileURLWithPath: ExampleScenes.scene(name))))
            #expect(SchemaValidator.problems(scene, Self.schema).isEmpty, "\(name): \(SchemaValidator.problems(scene, Self.schema))")
        }
    }

    static let scene = ##"""
    { "name": "t", "size": [100, 100], "fps": 10, "duration": 1,
      "script": [{ "at": 0.5, "gesture": "tap", "point": [1, 2] }, { "at": 0.6, "gesture": "scroll", "to": -50 }],
      "backdrop": { "color": "#FFFFFF" },
      "effects": [{ "snow": { "emitter": { "shape": "line" }, "flakes": { "birthRate": 3 } } }, { "bounce": { "start": "shake" } }] }
    """##

    @Test func theSceneThatTheMisspellingsStartFromIsValid() throws {
        #expect(SchemaValidator.problems(try JSON.parse(Data(Self.scene.utf8)), Self.schema).isEmpty)
        _ = try SceneFile.decode(Data(Self.scene.utf8), path: "t.json")
    }

    /// One misspelling at each depth: the scene's keys, a script entry, the
    /// backdrop, a layer, a layer's nested object, and a preset block's.
    @Test(arguments: [
        (#""fps": 10"#, #""fsp": 10"#, "fsp", 1, 43),
        (#""point": [1, 2]"#, #""pont": [1, 2]"#, "script[0].pont", 2, 53),
        (#""to": -50"#, #""too": -50"#, "script[1].too", 2, 105),
        (##""color": "#FFFFFF""##, ##""colour": "#FFFFFF""##, "backdrop.colour", 3, 27),
        (#""start": "shake""#, #""strat": "shake""#, "effects[1].bounce.strat", 4, 116),
        (#""flakes": {"#, #""flake": {"#, "effects[0].snow.flake", 4, 68),
        (#""birthRate": 3"#, #""birthrate": 3"#, "effects[0].snow.flakes.birthrate", 4, 84),
    ])
    func aMisspelledKeyFailsTheSchemaAndTheDecoderAtItsField(right: String, wrong: String, field: String, line: Int, column: Int) throws {
        let text = Self.scene.replacingOccurrences(of: right, with: wrong)
        #expect(text != Self.scene)
        #expect(!SchemaValidator.problems(try JSON.parse(Data(text.utf8)), Self.schema).isEmpty, "the schema takes \(wrong)")
        let error = #expect(throws: SceneFileError.self) { try SceneFile.decode(Data(text.utf8), path: "t.json") }
        #expect(error?.field == field)
        let key = field.split(separator: ".").last.map(String.init) ?? field
        #expect(error?.message.hasPrefix("line \(line), column \(column): unknown key \"\(key)\"") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("(expected one of: ") == true, "\(error?.message ?? "")")
    }

    @Test func aMisspelledKeyInAPresetBlockFailsBoth() throws {
        let text = #"{ "name": "t", "size": [100, 100], "fps": 10, "duration": 1, "snow": { "flakes": { "birthrate": 3 } } }"#
        #expect(!SchemaValidator.problems(try JSON.parse(Data(text.utf8)), Self.schema).isEmpty)
        let error = #expect(throws: SceneFileError.self) { try SceneFile.decode(Data(text.utf8), path: "t.json") }
        #expect(error?.field == "snow.flakes.birthrate" && error?.message.contains("unknown key") == true)
    }

    /// The schema's bounds on a `size` side are the decoder's: the least and
    /// the most it states are read, one step past either is refused by both.
    @Test func theSchemaSizeBoundsAreTheDecoders() throws {
        guard case .object(let top) = Self.schema, case .object(let properties)? = top["properties"],
              case .object(let size)? = properties["size"], case .object(let items)? = size["items"],
              case .number(let least)? = items["minimum"], case .number(let most)? = items["maximum"] else {
            Issue.record("no size bounds in the schema"); return
        }
        #expect(least < 0.4 && most > 4096)   // 0.4 pt is a pixel at scale 3; 4096.4 pt rounds to 4096 at scale 1
        func decodes(_ side: Double) -> Bool {
            let text = #"{ "name": "t", "size": [\#(side), 100], "fps": 10, "duration": 1, "pigBurst": {} }"#
            return (try? SceneFile.decode(Data(text.utf8), path: "t.json")) != nil
        }
        func schemaTakes(_ side: Double) -> Bool {
            SchemaValidator.problems(.array([.number(side), .number(100)]), .object(size)).isEmpty
        }
        for side in [least, most, 0.4, 1, 4096] { #expect(decodes(side) && schemaTakes(side), "\(side)") }
        for side in [least.nextDown, most.nextUp, 0, 5000] { #expect(!decodes(side) && !schemaTakes(side), "\(side)") }
    }

    /// Every object the schema describes forbids keys it does not list.
    @Test func everyObjectInTheSchemaIsClosed() {
        var open: [String] = []
        func walk(_ v: JSON, _ path: String) {
            switch v {
            case .object(let s):
                let describesObject = s["type"] == .string("object") || s["properties"] != nil
                if describesObject, s["oneOf"] == nil, s["additionalProperties"] != .bool(false) { open.append(path) }
                for (k, child) in s where !["default", "enum", "const"].contains(k) { walk(child, path + "/" + k) }
            case .array(let items): for (i, item) in items.enumerated() { walk(item, "\(path)[\(i)]") }
            default: break
            }
        }
        walk(Self.schema, "")
        #expect(open.isEmpty, "\(open)")
    }
}
