import Foundation
import FrolicTestSupport
import Testing

/// Mutation fuzzing of the `render` command: every case must keep the
/// contract (`FuzzOutcome`). A fixed seed and a few hundred cases run in
/// `swift test`; Tests/Scripts/fuzz.sh runs as many as asked, with any seed,
/// and keeps the cases that broke it.
///
/// Set by fuzz.sh: FROLIC_FUZZ_CASES, FROLIC_FUZZ_SEED, FROLIC_FUZZ_BINARY,
/// FROLIC_FUZZ_TIME_LIMIT (seconds before a SIGTERM), FROLIC_FUZZ_KEEP
/// (folder for reproducers).
@Suite(.tags(.processes), .tier(.processes)) struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test func mutatedScenesKeepTheContract() throws {
        let count = Int(Self.environment["FROLIC_FUZZ_CASES"] ?? "") ?? 200
        let seed = UInt64(Self.environment["FROLIC_FUZZ_SEED"] ?? "") ?? 10
        let binary = Self.environment["FROLIC_FUZZ_BINARY"] ?? CLI.binary
        let timeLimit = Double(Self.environment["FROLIC_FUZZ_TIME_LIMIT"] ?? "") ?? 4
        let keep = Self.environment["FROLIC_FUZZ_KEEP"]
        let bases = try Self.baseScenes()

        var mutator = SceneMutator(seed: seed)
        var counts: [FuzzOutcome: Int] = [:]
        for n in 0..<count {
            let fuzz = mutator.mutate(bases[n % bases.count])
            let run = try FuzzRun.run(fuzz, binary: binary, timeLimit: timeLimit)
            counts[run.outcome, default: 0] += 1
            #expect(run.outcome.keepsContract,
                    "case \(n) (\(fuzz.mutations.joined(separator: "; "))): \(run.outcome.rawValue), \(run.detail); stderr: \(run.stderr.prefix(300))")
            if let keep, !run.outcome.keepsContract { try Self.keep(fuzz, run, number: n, in: keep) }
        }
        let summary = counts.keys.sorted().map { "\($0.rawValue) \(counts[$0]!)" }.joined(separator: ", ")
        print("fuzz: \(count) cases, seed \(seed): \(summary)")
        // A fuzzer whose every case fails to decode tests only the decoder: enough
        // cases must get past it (rendered, or still rendering at the time limit).
        #expect(counts[.gif, default: 0] + counts[.interrupted, default: 0] >= count / 20, "too few cases render: \(summary)")
    }

    /// The examples, shortened to 0.2 s and a third of their size (in points), so that a
    /// case takes a fraction of a second even with a debug build.
    static func baseScenes() throws -> [[UInt8]] {
        let folder = CLI.packageRoot + "/Examples"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            object["duration"] = min(object["duration"] as? Double ?? 1, 0.2)
            // A scene sized by its backdrop picture (an iPhone capture) gets a third of its points too.
            object["size"] = (object["size"] as? [Double] ?? [393, 852]).map { ($0 / 3).rounded() }
            return [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]))
        }
    }

    /// Writes a reproducer: the scene, the options (one a line) and what was seen.
    static func keep(_ fuzz: FuzzCase, _ run: FuzzRun, number: Int, in folder: String) throws {
        let dir = "\(folder)/\(run.outcome.rawValue)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let stem = "\(dir)/case-\(number)"
        try Data(fuzz.scene).write(to: URL(fileURLWithPath: stem + ".json"))
        try (fuzz.arguments.joined(separator: "\n")).write(toFile: stem + ".args", atomically: true, encoding: .utf8)
        let log = "mutations: \(fuzz.mutations.joined(separator: "; "))\nexit: \(run.status)\ndetail: \(run.detail)\nstderr:\n\(run.stderr)"
        try log.write(toFile: stem + ".txt", atomically: true, encoding: .utf8)
    }
}
