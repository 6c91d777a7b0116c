import FrolicCore

/// A scene's `budget.json` (its own tolerance, beside its references) that
/// cannot be used, and the field at fault. The file is written by hand and
/// reviewed like code, so a snapshot refuses it rather than ignore it: the
/// scene fails with this error inside a `SceneLoadError`.
public struct SceneBudgetError: Error, Hashable, Sendable, LocatedError {
    /// The `budget.json` at fault.
    public package(set) var file: String
    /// What is wrong with it.
    public package(set) var problem: Problem

    /// What is wrong with the budget.
    public enum Problem: Hashable, Sendable {
        /// Not JSON, or not the budget's keys and types.
        case notABudget
        /// `threshold` is outside 0…1.
        case threshold
        /// `maxDiffPixels` is negative.
        case maxDiffPixels
        /// `maxDiffPixelRatio` is outside 0…1.
        case maxDiffPixelRatio
        /// The mask at this index has no area.
        case emptyMask(Int)
    }

    package init(file: String, problem: Problem) { self.file = file; self.problem = problem }

    /// The key at fault, or `budget` for the file as a whole.
    public var field: String {
        switch problem {
        case .notABudget: return "budget"
        case .threshold: return "threshold"
        case .maxDiffPixels: return "maxDiffPixels"
        case .maxDiffPixelRatio: return "maxDiffPixelRatio"
        case let .emptyMask(i): return "masks[\(i)]"
        }
    }

    /// What is wrong, for the error line.
    public var message: String {
        switch problem {
        case .notABudget:
            return "not a budget: expected { \"maxDiffPixels\": N, \"maxDiffPixelRatio\": R, \"threshold\": T, \"masks\": [...] }"
        case .threshold, .maxDiffPixelRatio: return "must be between 0 and 1"
        case .maxDiffPixels: return "must not be negative"
        case .emptyMask: return "width and height must be positive"
        }
    }
}
