import Testing
@testable import FrolicSnapshot

@Suite struct RecordModeTests {
    @Test func ciNeverRecordsByHandRecordsMissingFlagRecordsAll() {
        #expect(RecordMode.from(record: false, environment: [:]) == .missing)
        #expect(RecordMode.from(record: false, environment: ["CI": "true"]) == .never)
        #expect(RecordMode.from(record: false, environment: ["CI": "1"]) == .never)
        #expect(RecordMode.from(record: false, environment: ["CI": "false"]) == .missing)
        #expect(RecordMode.from(record: true, environment: ["CI": "true"]) == .all)
    }

    @Test func groupedAndFixedNumbers() {
        #expect(SceneResult.grouped(1234) == "1 234")
        #expect(SceneResult.grouped(1234567) == "1 234 567")
        #expect(SceneResult.grouped(12) == "12")
        #expect(SceneResult.fixed(0.4204, 2) == "0.42")
        #expect(SceneResult.fixed(0.05, 3) == "0.050")
    }
}

@Suite struct GitHubAnnotationTests {
    /// GitHub's workflow commands end a message at a new line and a property
    /// at `,` or `:`, so both are escaped as it documents.
    @Test func messagesAndPropertiesAreEscaped() {
        #expect(GitHubAnnotation.data("50%\nnext\r") == "50%25%0Anext%0D")
        #expect(GitHubAnnotation.property("a,b:c") == "a%2Cb%3Ac")
    }
}
