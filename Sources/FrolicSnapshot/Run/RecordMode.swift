import Foundation

/// When references are written, after swift-snapshot-testing's record modes.
/// Nothing is ever rewritten silently: every file written is listed in the result.
public enum RecordMode: String, Sendable {
    /// A scene with no references yet is recorded whole; one that has
    /// references is only compared, and nothing is written into its folder,
    /// even when a key frame, `gif.json` or `frames.json` is missing (a run by hand).
    case missing
    /// Every reference whose content differs is rewritten, and unused ones removed (`--record`).
    case all
    /// Only scenes that fail are re-recorded, whole (`--record-failing`):
    /// a scene that passes within its budget keeps its references.
    case failing
    /// Nothing is written; a missing reference is a failure (CI, and `--review` until Accept).
    case never

    /// `--record` wins; otherwise CI (the `CI` environment variable, which
    /// GitHub Actions, GitLab, Buildkite, CircleCI and others set) never records.
    public static func from(record: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if record { return .all }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}
