/// GitHub Actions workflow commands: printed on standard output when
/// `GITHUB_ACTIONS` is set, each failing scene becomes an annotation on its
/// scene file in the run's summary and the pull request, without a reporter.
public enum GitHubAnnotation {
    /// `::error file=Examples/snow-globe.json,title=snapshot snow-globe::frames 3–9 changed …`
    public static func error(_ r: SceneResult) -> String {
        var message = String(r.summary.dropFirst("✗ \(r.name): ".count))
        let details = JUnitReport.details(r)
        if !details.isEmpty { message += "\n" + details }
        return "::error file=\(property(r.scenePath)),title=\(property("snapshot " + r.name))::\(data(message))"
    }

    /// Escaping GitHub documents for a command's message.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a property value, where `:` and `,` are separators too.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
