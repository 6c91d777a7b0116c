import Foundation
import Testing
@testable import FrolicSnapshot

@Suite struct ShardTests {
    static let names = ["snow-globe", "pig-burst", "passcode", "pixel-header", "shelf-boom", "pixel-header-continuous", "a", "Z"]

    /// Every scene in exactly one shard, for N = 1 … 5, and shares differ by at most one.
    @Test(arguments: 1...5) func disjointAndCovering(n: Int) throws {
        var seen: [String: Int] = [:]
        var sizes: [Int] = []
        for i in 1...n {
            let share = try Shard(index: i, count: n).select(Self.names)
            sizes.append(share.count)
            for name in share { seen[name, default: 0] += 1 }
        }
        #expect(seen.count == Self.names.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    /// The split depends on the names only, not on the order they are listed in.
    @Test func orderOfInputDoesNotMatter() throws {
        let s = try Shard("2/3")
        #expect(s.select(Self.names) == s.select(Self.names.reversed()))
    }

    @Test func sceneFilesFromAFolderAreSharded() throws {
        let folder = try TemporaryFolder()
        for name in Self.names { try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.file(name + ".json"))) }
        for n in 1...5 {
            var all: [String] = []
            for i in 1...n { all += try SnapshotSuite.sceneFiles([folder.path], shard: Shard(index: i, count: n)) }
            #expect(all.sorted() == Self.names.map { folder.file($0 + ".json") }.sorted())
        }
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "x", "1/2/3", "-1/2"]) func badShardIsAnError(text: String) {
        #expect(throws: Shard.Invalid.self) { try Shard(text) }
    }

    @Test func aBadShardSaysWhetherItIsNoFractionOrOutOfRange() {
        #expect(throws: Shard.Invalid.notAFraction("2of4")) { try Shard("2of4") }
        #expect(throws: Shard.Invalid.outOfRange(index: 5, count: 4)) { try Shard("5/4") }
    }
}
