import FrolicCore

/// A display list whose size the rasterizer cannot make a canvas of at its
/// scale. A scene's size is checked before any list is drawn, so this is
/// met only by a display list made by hand.
public struct DisplayListSizeError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    public var problem: CanvasSizeProblem

    public init(problem: CanvasSizeProblem) { self.problem = problem }

    public var file: String { "display list" }
    public var field: String { "size" }
    public var message: String { problem.description }
    public var description: String { message }
}
