import Foundation
import FrolicCore

/// A scene's own tolerance, in `budget.json` beside its references, for the
/// one effect that is noisier than the rest without loosening every scene:
///
///     { "maxDiffPixels": 40, "maxDiffPixelRatio": 0.001, "threshold": 0.12 }
///
/// Each key is optional and replaces the run's value for this scene only;
/// `masks` (see `SnapshotMask`) hide rectangles from the comparison.
/// It is reviewed like code, since it lives in the repository.
package struct SceneBudget: Codable, Hashable, Sendable {
    package var threshold: Double?
    package var maxDiffPixels: Int?
    package var maxDiffPixelRatio: Double?
    package var includeAntiAliased: Bool?
    /// Rectangles not compared (`SnapshotMask`).
    package var masks: [SnapshotMask]?

    package static let fileName = "budget.json"

    /// The budget in `folder`, nil when there is none; a malformed file is an error, not ignored.
    package static func load(from folder: String) throws(Invalid) -> SceneBudget? {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let budget: SceneBudget
        do { budget = try JSONDecoder().decode(SceneBudget.self, from: data) } catch { throw Invalid(file: path, problem: .notABudget) }
        func refuse(_ problem: Invalid.Problem) -> Invalid { Invalid(file: path, problem: problem) }
        if let t = budget.threshold, !(0...1).contains(t) { throw refuse(.threshold) }
        if let n = budget.maxDiffPixels, n < 0 { throw refuse(.maxDiffPixels) }
        if let r = budget.maxDiffPixelRatio, !(0...1).contains(r) { throw refuse(.maxDiffPixelRatio) }
        for (i, m) in (budget.masks ?? []).enumerated() where m.width <= 0 || m.height <= 0 {
            throw refuse(.emptyMask(i))
        }
        return budget
    }

    /// A `budget.json` that cannot be used, and the field at fault.
    package struct Invalid: Error, Hashable, Sendable, LocatedError {
        package var file: String
        package var problem: Problem

        package enum Problem: Hashable, Sendable {
            /// Not JSON, or not the budget's keys and types.
            case notABudget
            /// Outside 0…1.
            case threshold
            /// Negative.
            case maxDiffPixels
            /// Outside 0…1.
            case maxDiffPixelRatio
            /// The mask at this index has no area.
            case emptyMask(Int)
        }

        package var field: String {
            switch problem {
            case .notABudget: return "budget"
            case .threshold: return "threshold"
            case .maxDiffPixels: return "maxDiffPixels"
            case .maxDiffPixelRatio: return "maxDiffPixelRatio"
            case let .emptyMask(i): return "masks[\(i)]"
            }
        }

        package var message: String {
            switch problem {
            case .notABudget:
                return "not a budget: expected { \"maxDiffPixels\": N, \"maxDiffPixelRatio\": R, \"threshold\": T, \"masks\": [...] }"
            case .threshold, .maxDiffPixelRatio: return "must be between 0 and 1"
            case .maxDiffPixels: return "must not be negative"
            case .emptyMask: return "width and height must be positive"
            }
        }
    }

    package func applied(to options: DiffOptions) -> DiffOptions {
        var o = options
        if let threshold { o.threshold = threshold }
        if let maxDiffPixels { o.maxDiffPixels = maxDiffPixels }
        if let maxDiffPixelRatio { o.maxDiffPixelRatio = maxDiffPixelRatio }
        if let includeAntiAliased { o.includeAntiAliased = includeAntiAliased }
        return o
    }
}
