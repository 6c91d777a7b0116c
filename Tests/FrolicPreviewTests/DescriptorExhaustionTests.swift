import Foundation
import FrolicTestSupport
import Testing

/// The servers outlive running out of file descriptors: each run of
/// Tests/Scripts/descriptor-exhaustion.py starts `frolic preview` (or
/// `frolic snapshot --review`) with `ulimit -n 1024`, opens 1,500 idle
/// connections, saves the scene meanwhile, closes them, and checks that the
/// server never died and answers again. The script runs it 50 times by
/// default, about 9 minutes for the preview on two busy cores (a debug
/// build; before `ConnectionBudget`, 6 runs in 12 died); here a few runs of
/// each server keep the tier short.
@Suite(.serialized, .tags(.processes), .tier(.processes)) struct DescriptorExhaustionTests {
    /// Runs the script; its summary line, or the line that says what failed.
    func script(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runToEnd("/usr/bin/python3", [RepositoryRoot.path + "/Tests/Scripts/descriptor-exhaustion.py", "--binary", frolicBinary] + arguments)
    }

    @Test func thePreviewOfAFlowOutlivesAFloodOfIdleConnections() throws {
        let r = try script(["--runs", "5"])
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("5 runs, no trap, the server answered after each"), "\(r.output)")
        #expect(r.output.contains("logged: warning: server:"), "the server says once that it waits: \(r.output)")
    }

    @Test func theReviewOutlivesAFloodOfIdleConnections() throws {
        let r = try script(["--runs", "2", "--review", "--scene", RepositoryRoot.path + "/Examples/pixelate.json"])
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("2 runs, no trap, the server answered after each"), "\(r.output)")
    }
}
