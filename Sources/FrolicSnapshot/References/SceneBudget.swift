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
public struct SceneBudget: Codable, Hashable, Sendable {
    public var threshold: Double?
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    public var includeAntiAliased: Bool?
    /// Rectangles not compared (`SnapshotMask`).
    public var masks: [SnapshotMask]?

    public static let fileName = "budget.json"

    /// The budget in `folder`, nil when there is none; a malformed file is an error, not ignored.
    public static func load(from folder: String) throws -> SceneBudget? {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let budget: SceneBudget
        do { budget = try JSONDecoder().decode(SceneBudget.self, from: data) } catch {
            throw FrolicError(file: path, field: "budget", "not a budget: expected { \"maxDiffPixels\": N, \"maxDiffPixelRatio\": R, \"threshold\": T, \"masks\": [...] }")
        }
        if let t = budget.threshold, !(0...1).contains(t) { throw FrolicError(file: path, field: "threshold", "must be between 0 and 1") }
        if let n = budget.maxDiffPixels, n < 0 { throw FrolicError(file: path, field: "maxDiffPixels", "must not be negative") }
        if let r = budget.maxDiffPixelRatio, !(0...1).contains(r) { throw FrolicError(file: path, field: "maxDiffPixelRatio", "must be between 0 and 1") }
        for (i, m) in (budget.masks ?? []).enumerated() where m.width <= 0 || m.height <= 0 {
            throw FrolicError(file: path, field: "masks[\(i)]", "width and height must be positive")
        }
        return budget
    }

    public func applied(to options: DiffOptions) -> DiffOptions {
        var o = options
        if let threshold { o.threshold = threshold }
        if let maxDiffPixels { o.maxDiffPixels = maxDiffPixels }
        if let maxDiffPixelRatio { o.maxDiffPixelRatio = maxDiffPixelRatio }
        if let includeAntiAliased { o.includeAntiAliased = includeAntiAliased }
        return o
    }
}
