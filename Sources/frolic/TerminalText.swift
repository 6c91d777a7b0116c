/// Text for a terminal with every control character but the line break and
/// the tab written as an escape (`\u{1B}`): a file name, a `--host` or a
/// scene's text echoed in any line Frolic prints, success lines too, can
/// then never move the cursor, retitle the window or clear the screen.
func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        out += needsEscape(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return out
}

/// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != "\n", scalar != "\t" else { return false }
    return scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
}
