import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// Numbers a field cannot take are errors at the field with a line and
/// column: the syntax scan refuses what no `Double` holds, whole-number
/// fields say what they got, and a decoding error at a number finds its place.
@Suite struct NumberFieldTests {
    static func decode(_ text: String) throws -> SceneFile {
        try SceneFile.decode(Data(text.utf8), path: "t.json")
    }

    static func scene(fps: String = "10", seed: String = "1", pig: String = "{}") -> String {
        "{ \"name\": \"t\",\n  \"size\": [100, 100],\n  \"fps\": \(fps),\n  \"duration\": 1,\n  \"seed\": \(seed),\n  \"pigBurst\": \(pig) }"
    }

    @Test func aNumberNoDoubleHoldsIsRefusedByTheScanAtItsPath() {
        let cases: [(String, String, Int)] = [("1e309", "out of range", 1), ("-1e309", "out of range", 1),
                                              ("1e-400", "too close to 0", 1), ("0.000e-999999", "", 0),
                                              ("4.9e-324", "", 0), (String(repeating: "7", count: 400), "out of range", 1)]
        for (number, problem, errors) in cases {
            let json = Array("{\"a\": [1, {\"b\": \(number)}]}".utf8)
            let error = JSONSyntax.firstError(in: json)
            #expect((error == nil ? 0 : 1) == errors, "\(number)")
            if let error {
                #expect(error.path == "a[1].b" && error.message.hasPrefix("line 1, column 17: ") && error.message.contains(problem), "\(error)")
            }
        }
    }

    @Test func aDecodingErrorAtANumberOrAListOfNumbersHasItsPlace() throws {
        let json = Array("{\n  \"a\": [1, {\"b\": -2}],\n  \"size\": [ 3, 4],\n  \"name\": 5 }".utf8)
        #expect(JSONSyntax.numberPosition(at: "a[1].b", in: json)! == (2, 18))
        #expect(JSONSyntax.numberPosition(at: "size", in: json)! == (3, 11))
        #expect(JSONSyntax.numberPosition(at: "a[1]", in: json) == nil)   // an object
        #expect(JSONSyntax.numberPosition(at: "a[2]", in: json) == nil)   // not there
    }

    @Test func wholeNumberFieldsSayWhatTheyGot() {
        let cases: [(String, String, String)] = [
            (Self.scene(fps: "29.97"), "fps", "line 3, column 10: expected a whole number 1…100, got 29.97"),
            (Self.scene(fps: "101"), "fps", "line 3, column 10: must be between 1 and 100, got 101"),
            (Self.scene(seed: "9223372036854775808"), "seed", "line 5, column 11: expected a whole number 0…2⁶³−1, got 9223372036854775808"),
            (Self.scene(seed: "-1"), "seed", "line 5, column 11: must be between 0 and 9223372036854775807, got -1"),
            (Self.scene(pig: "{ \"itemsPerTap\": 1e300 }"), "pigBurst.itemsPerTap", "line 6, column 32: expected a whole number 1…50, got 1e+300"),
            (Self.scene(fps: "\"25\""), "fps", "line 3, column 10: expected a number, got a string \"25\""),
        ]
        for (text, field, message) in cases {
            expectLine(FrolicError(file: "t.json", field: field, message)) { try Self.decode(text) }
        }
        // A whole number written as a fraction or an exponent is that number.
        #expect((try? Self.decode(Self.scene(fps: "2.5e1", seed: "7.0")))?.header.fps == 25)
    }

    /// The taps cap and the burst-items cap, at the script entry that passes each.
    @Test func tapsAndBurstItemsAreCountedFromTheScript() throws {
        func scene(taps: Int, drags: Int = 0, items: Int, attach: Bool = false) -> String {
            let entries = (0..<taps).map { _ in #"{ "at": 0, "gesture": "tap", "point": [1, 1] }"# }
                + (0..<drags).map { _ in #"{ "at": 0, "gesture": "drag", "path": [[1, 1], [2, 2]] }"# }
            return #"{ "name": "t", "size": [100, 100], "fps": 10, "duration": 1, "script": [\#(entries.joined(separator: ","))], "#
                + #""pigBurst": { "itemsPerTap": \#(items), "attachOnDrag": \#(attach) } }"#
        }
        #expect(ScriptEventValue.maxTaps == 200 && BurstLayer.maxItems == 500)
        _ = try Self.decode(scene(taps: 200, items: 2))
        _ = try Self.decode(scene(taps: 10, drags: 100, items: 50))   // drags burst only in the drag variant
        expectLine(FrolicError(file: "t.json", field: "script[200]", "tap 201 of the script; a scene takes at most 200 taps")) {
            try Self.decode(scene(taps: 201, items: 1))
        }
        expectLine(FrolicError(file: "t.json", field: "script[10]",
                                    "this gesture bursts 50 items, 550 in the scene so far; a scene bursts at most 500 items in all (taps × itemsPerTap)")) {
            try Self.decode(scene(taps: 5, drags: 6, items: 50, attach: true))
        }
        var twoLayers = Composition(backdrop: Backdrop(), layers: [BurstLayer(), SnowLayer(), BurstLayer()])
        #expect(twoLayers.burstItems(for: .tap(Point(0, 0))) == 6)
        twoLayers.layers = [SnowLayer()]
        #expect(twoLayers.burstItems(for: .tap(Point(0, 0))) == 0)
    }

    /// The remote configuration's numbers are placed too.
    @Test func theRemoteConfigsNumbersHaveTheirPlace() {
        let config = Array(#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 1e999 }"#.utf8)
        expectLine(FrolicError(file: "c.json", field: "duration",
                                    "line 1, column 87: 1e999 is out of range for a number (at most about ±1.8e308)")) {
            try SnowConfig.remote(config, path: "c.json")
        }
    }
}
