import FrolicCore

/// A display list whose size the rasterizer cannot make a canvas of at its
/// scale. A scene's size is checked before any list is drawn, so this is
/// met only by a display list made by hand.
package struct DisplayListSizeError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    package var problem: CanvasSizeProblem

    package init(problem: CanvasSizeProblem) { self.problem = problem }

    package var file: String { "display list" }
    package var field: String { "size" }
    package var message: String { problem.description }
    package var description: String { message }
}
