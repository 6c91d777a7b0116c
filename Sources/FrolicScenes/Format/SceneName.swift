import FrolicCore

/// A scene's `name` is also a file name: the default output `<name>.gif`
/// and the folder of the scene's snapshot references, whose `frame-*.png`
/// `snapshot --record` replaces. So it must be one safe path component: it
/// starts with a letter or digit (not `.`, which hides it or climbs with
/// `..`, nor `-`, which reads as an option), then letters, digits, `-`, `_`
/// and `.` only (no `/`, space or control character), at most 100 characters.
enum SceneName {
    static let maxLength = 100
    /// For editors, in the JSON Schema: the path-safety part of the rule
    /// (no leading `.`, `-` or `_`, no slash, backslash or space) in syntax
    /// every regex engine takes; the decoder checks the whole rule.
    static let pattern = #"^[^\s./\\_-][^\s/\\]*$"#

    /// What is wrong with `name`, or nil when it is a safe name.
    static func problem(_ name: String) -> SceneFileError.Problem? {
        guard let first = name.first else { return .notAllowed("must not be empty") }
        let allowed = "letters, digits, '-', '_' and '.' (it names files and folders)"
        if !(first.isLetter || first.isNumber) {
            return .notAllowed("\(FrolicError.quoted(name)) must start with a letter or digit, then hold only \(allowed)")
        }
        if let bad = name.first(where: { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }) {
            return .notAllowed("\(FrolicError.quoted(name)) holds \(FrolicError.quoted(String(bad))); a name holds only \(allowed)")
        }
        if name.count > maxLength { return .outOfRange("must be at most \(maxLength) characters, got \(name.count)") }
        return nil
    }
}
