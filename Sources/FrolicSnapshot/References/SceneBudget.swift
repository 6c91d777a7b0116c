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
    package static func load(from folder: String) throws(SceneBudgetError) -> SceneBudget? {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let budget: SceneBudget
        do { budget = try JSONDecoder().decode(SceneBudget.self, from: data) } catch { throw SceneBudgetError(file: path, problem: .notABudget) }
        func refuse(_ problem: SceneBudgetError.Problem) -> SceneBudgetError { SceneBudgetError(file: path, problem: problem) }
        if let t = budget.threshold, !(0...1).contains(t) { throw refuse(.threshold) }
        if let n = budget.maxDiffPixels, n < 0 { throw refuse(.maxDiffPixels) }
        if let r = budget.maxDiffPixelRatio, !(0...1).contains(r) { throw refuse(.maxDiffPixelRatio) }
        for (i, m) in (budget.masks ?? []).enumerated() where m.width <= 0 || m.height <= 0 {
            throw refuse(.emptyMask(i))
        }
        return budget
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
