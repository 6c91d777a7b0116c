import Foundation
import FrolicTestSupport
import Testing
import FrolicCore
@testable import FrolicScenes

/// Each class of problem in a scene file is a kind a caller can switch on,
/// and its line reads as a user has always read it.
@Suite struct SceneFileErrorTests {
    /// A valid pig-burst scene on one line, with `extra` keys after `fps`.
    static func scene(fps: String = #""fps": 10"#, size: String = "[100, 100]", extra: String = "") -> String {
        #"{ "name": "t", "size": \#(size), \#(fps),\#(extra) "duration": 1, "pigBurst": {} }"#
    }

    static func error(_ text: String) -> SceneFileError? {
        do {
            _ = try SceneFile.decode(Data(text.utf8), path: "t.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aBreakInTheGrammarIsSyntaxAtItsLineAndColumn() throws {
        let error = try #require(Self.error(#"{ "name": "t" "fps": 10 }"#))
        #expect(error.problem == .syntax(line: 1, column: 15, words: #"expected ',' or '}', found '"'"#))
        #expect(error.description == #"error: t.json: line 1, column 15: expected ',' or '}', found '"'"#)
    }

    @Test func aDuplicateKeyAndANullAreTheirOwnKinds() throws {
        let twice = try #require(Self.error(Self.scene(extra: #" "fps": 12,"#)))
        guard case .duplicateKey = twice.problem else { Issue.record("\(twice.problem)"); return }
        #expect(twice.description == "error: t.json: fps: given twice in one object, at line 1, column 36 and line 1, column 47 "
                + "(JSON readers differ on which one counts)")
        let null = try #require(Self.error(Self.scene(extra: #" "seed": null,"#)))
        guard case .null = null.problem else { Issue.record("\(null.problem)"); return }
        #expect(null.description == "error: t.json: seed: null at line 1, column 55 "
                + "(leave an optional key out to get its default; null is not read as a value)")
    }

    @Test func aValueOfAnotherTypeIsWrongType() throws {
        let error = try #require(Self.error(Self.scene(fps: #""fps": "ten""#)))
        #expect(error.problem == .wrongType(expected: "a number"))
        // Where, and what was found there.
        #expect(error.position == SceneFileError.Position(line: 1, column: 43))
        #expect(error.description == #"error: t.json: fps: line 1, column 43: expected a number, got a string "ten""#)
    }

    @Test func anAbsentRequiredKeyIsMissing() throws {
        let error = try #require(Self.error(#"{ "name": "t", "size": [100, 100], "duration": 1, "pigBurst": {} }"#))
        #expect(error.problem == .missing)
        #expect(error.description == "error: t.json: fps: missing")
        let none = try #require(Self.error(#"{ "name": "t", "size": [100, 100], "fps": 10, "duration": 1 }"#))
        guard case .missingEffect(let choices) = none.problem else { Issue.record("\(none.problem)"); return }
        #expect(choices.contains("pigBurst") && choices.contains("snow"))
        #expect(none.field == "file" && none.message.hasPrefix("missing the effect block (one of: "))
    }

    @Test func aMisspeltKeyIsUnknownAtItsValue() throws {
        let error = try #require(Self.error(Self.scene(extra: #" "sede": 3,"#)))
        guard case .unknownKey(let expected) = error.problem else { Issue.record("\(error.problem)"); return }
        #expect(expected.contains("seed") && !expected.contains("sede"))
        #expect(error.field == "sede")
        #expect(error.position == SceneFileError.Position(line: 1, column: 55))
        #expect(error.description.hasPrefix(#"error: t.json: sede: line 1, column 55: unknown key "sede"; did you mean seed? (expected one of: name, "#))
    }

    @Test func aNumberBeyondTheFieldIsOutOfRange() throws {
        let error = try #require(Self.error(Self.scene(fps: #""fps": 0"#)))
        #expect(error.problem == .outOfRange("must be between 1 and 100, got 0"))
        #expect(error.position == SceneFileError.Position(line: 1, column: 43))
        #expect(error.description == "error: t.json: fps: line 1, column 43: must be between 1 and 100, got 0")
        let fraction = try #require(Self.error(Self.scene(fps: #""fps": 29.97"#)))
        #expect(fraction.problem == .outOfRange("expected a whole number 1…100, got 29.97"))
        let choice = try #require(Self.error(Self.scene().replacingOccurrences(of: #""pigBurst": {}"#, with: #""pigBurst": { "elasticity": 2 }"#)))
        #expect(choice.problem == .outOfRange("must be between 0 and 1, got 2"))
        #expect(choice.field == "pigBurst.elasticity")
    }

    @Test func aSizeNoScaleRendersHoldsItsCanvasProblem() throws {
        let error = try #require(Self.error(Self.scene(size: "[100000, 100]")))
        #expect(error.problem == .size(.tooManyPixels(side: .width, points: 100_000, scale: 1, checked: CanvasSize.scales)))
        #expect(error.description == "error: t.json: size: line 1, column 24: width 100000 at scale 1, the smallest scale a render takes, "
                + "is 100000 pixels; a side must come to 1…4096 pixels (points × scale, rounded to the nearest pixel)")
    }

    @Test func aFileThatIsNotThereOrCannotBeReadSaysSo() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        #expect(throws: SceneFileError(file: folder + "/none.json", field: "file", problem: .noSuchFile)) {
            try SceneFile.load(path: folder + "/none.json")
        }
        #expect(throws: SceneFileError(file: folder, field: "file", problem: .unreadable)) { try SceneFile.load(path: folder) }
        #expect(SceneFileError(file: folder, field: "file", problem: .unreadable).description == "error: \(folder): file: cannot read the file")
    }

    /// The day is the caller's to give; the module's line names no option.
    @Test func aSeasonWithoutTodayNeedsToday() throws {
        let text = ##"{ "name": "t", "size": [100, 100], "fps": 10, "duration": 1, "backdrop": { "color": "#000000" }, "##
            + #""effects": [{ "snow": { "season": { "from": "12-01", "to": "12-31" } } }] }"#
        let file = try SceneFile.decode(Data(text.utf8), path: "t.json")
        do {
            _ = try file.makeSimulation(environment: SceneEnvironment(pictures: SnowGlobeTests.NoPictures()))
            Issue.record("a season without today was accepted")
        } catch let error as SceneFileError {
            #expect(error.problem == .needsToday)
            #expect(error.description == "error: t.json: effects[0].snow.today: missing: give the day as YYYY-MM-DD here")
            #expect(!error.description.contains("--"))
        }
    }
}
