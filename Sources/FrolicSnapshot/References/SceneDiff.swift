import Foundation

/// The fields in which the scene file differs from the `scene.json` recorded
/// with the references — `script[0].at 0.4 → 0.44` — so a changed frame is
/// traced to the edit that made it. Compared as JSON values, not text:
/// reformatting a scene file changes nothing here.
package struct SceneChange: Hashable, Sendable {
    /// `script[0].at`, or `file` for the whole value.
    package var field: String
    /// The values as JSON text; nil on the side where the field is absent.
    package var recorded: String?
    package var now: String?

    /// `script[0].at 0.4 → 0.44`, `snow.wind added (3)`, `title removed (was "Hi")`.
    package var text: String {
        switch (recorded, now) {
        case let (old?, new?): return "\(field) \(old) → \(new)"
        case let (nil, new?): return "\(field) added (\(new))"
        case let (old?, nil): return "\(field) removed (was \(old))"
        case (nil, nil): return field
        }
    }
}

enum SceneDiff {
    /// Longest value shown; a longer one is clipped with `…`.
    static let maxValue = 60

    /// The changes from `recorded` to `now`, objects' keys in byte order; nil when either is not JSON.
    static func changes(recorded: Data, now: Data) -> [SceneChange]? {
        guard let a = try? JSONSerialization.jsonObject(with: recorded, options: [.fragmentsAllowed]),
              let b = try? JSONSerialization.jsonObject(with: now, options: [.fragmentsAllowed]) else { return nil }
        var out: [SceneChange] = []
        walk(a, b, "", &out)
        return out
    }

    private static func walk(_ a: Any?, _ b: Any?, _ path: String, _ out: inout [SceneChange]) {
        let field = path.isEmpty ? "file" : path
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            let keys = SnapshotSuite.sortedBytes(Array(Set(x.keys).union(y.keys)))
            for k in keys { walk(x[k], y[k], path.isEmpty ? k : path + "." + k, &out) }
        case let (x as [Any], y as [Any]):
            for i in 0..<max(x.count, y.count) {
                walk(i < x.count ? x[i] : nil, i < y.count ? y[i] : nil, path + "[\(i)]", &out)
            }
        default:
            let old = a.map(text), new = b.map(text)
            if old != new { out.append(SceneChange(field: field, recorded: old, now: new)) }
        }
    }

    /// A value as compact JSON, keys sorted, clipped to `maxValue` characters.
    static func text(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        let s = data.flatMap { String(data: $0, encoding: .utf8) } ?? "\(value)"
        return s.count <= maxValue ? s : s.prefix(maxValue - 1) + "…"
    }
}
