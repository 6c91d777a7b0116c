import Foundation
import Testing

/// `frolic schema --update-docs` on a copy of Examples/README.md: it rewrites
/// only what is stale, and refuses a file whose marked blocks do not match
/// the tables, leaving it as it was.
@Suite struct SchemaUpdateDocsTests {
    static let readme = CLI.packageRoot + "/Examples/README.md"

    @Test func aStaleTableIsRewrittenAndACurrentFileLeftAlone() throws {
        let folder = try TemporaryFolder()
        let current = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let copy = try folder.write("README.md", current)
        let untouched = try CLI.run(["schema", "--update-docs", copy])
        #expect(untouched.status == 0 && untouched.stderr.isEmpty, "\(untouched.stderr)")
        // The layers' block emptied, as a hand edit might leave it.
        let open = try #require(current.range(of: "<!-- parameters: layers -->"))
        let close = try #require(current.range(of: "<!-- end parameters -->", range: open.upperBound..<current.endIndex))
        try folder.write("README.md", current.replacingCharacters(in: open.upperBound..<close.lowerBound, with: "\n"))
        let rewritten = try CLI.run(["schema", "--update-docs", copy])
        #expect(rewritten.status == 0)
        #expect(rewritten.stderr == "updated \(copy)\n")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == current)
    }

    @Test func aBlockNoTableFillsIsRefusedAndTheFileKept() throws {
        let folder = try TemporaryFolder()
        let stale = try String(contentsOfFile: Self.readme, encoding: .utf8)
            + "\n<!-- parameters: effects: snow -->\n| old |\n<!-- end parameters -->\n"
        let copy = try folder.write("README.md", stale)
        let r = try CLI.run(["schema", "--update-docs", copy])
        #expect(r.status != 0)
        #expect(r.stderr == "error: \(copy): --update-docs: \"<!-- parameters: effects: snow -->\" names no table\n")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == stale)
    }
}
