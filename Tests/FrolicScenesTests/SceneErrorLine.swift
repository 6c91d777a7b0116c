import Testing
import FrolicCore
import FrolicScenes

/// Expects `body` to throw the scene-file error whose line is `expected`:
/// the line a user reads, whatever kind the error is.
func expectLine<T>(_ expected: FrolicError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T) {
    do {
        _ = try body()
        Issue.record("expected \(expected), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as SceneFileError {
        #expect(FrolicError(error) == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected \(expected), got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
    }
}
