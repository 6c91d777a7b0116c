import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LZWSearchTableTests {
    /// The lossy search trusts the trie to learn what libgd's compressor
    /// learns: parsing a stream through it must count the bits `LZWSizer`
    /// counts (which the LZW tests check against libgd's own bytes), across
    /// table resets and code widths.
    @Test(arguments: [2, 8, 9])
    func parsingCountsWhatLZWSizeCounts(codeBits: Int) {
        var random = SeededRandom(seed: UInt64(codeBits))
        let top = (1 << codeBits) - 1
        let stream = (0..<60_000).map { k in k % 700 < 300 ? top : random.integer(0, min(top, 5)) }
        let trie = LZWSearchTable(codeBits: codeBits)
        var pending = stream[0]
        for symbol in stream.dropFirst() {
            var child = trie.firstChild(of: pending)
            while child >= 0 && trie.symbol(of: child) != symbol { child = trie.nextSibling(of: child) }
            if child >= 0 {
                #expect(trie.parent(of: child) == pending)
                pending = child
            } else {
                trie.send(pending, then: symbol)
                pending = symbol
            }
        }
        var size = LZWSizer(codeBits: codeBits, first: stream[0], table: LZWStringTable())
        for symbol in stream.dropFirst() { size.add(symbol) }
        #expect(trie.total == size.total)
    }

    /// A search starts from a copy of a table (`LZWBandSearch.band`): a
    /// copy, into a table that held other strings, must go on exactly as
    /// the original does, across table resets.
    @Test func aCopyGoesOnAsTheOriginalDoes() {
        var random = SeededRandom(seed: 5)
        let stream = (0..<30_000).map { k in k % 500 < 200 ? 7 : random.integer(0, 9) }
        func parse(_ symbols: ArraySlice<Int>, into trie: LZWSearchTable, after pending: Int) -> Int {
            var pending = pending
            for symbol in symbols {
                var child = trie.firstChild(of: pending)
                while child >= 0 && trie.symbol(of: child) != symbol { child = trie.nextSibling(of: child) }
                if child >= 0 { pending = child } else { trie.send(pending, then: symbol); pending = symbol }
            }
            return pending
        }
        for cut in [1_000, 12_000, 25_000] {
            let original = LZWSearchTable(codeBits: 4), copy = LZWSearchTable(codeBits: 4)
            _ = parse(stream.shuffled(using: &random)[...], into: copy, after: 3)  // strings of its own first
            let pending = parse(stream[1..<cut], into: original, after: stream[0])
            copy.copy(from: original)
            #expect(copy.bits == original.bits)
            let a = parse(stream[cut...], into: original, after: pending)
            let b = parse(stream[cut...], into: copy, after: pending)
            #expect(a == b)
            #expect(copy.total == original.total)
        }
    }

    @Test func removingAllForgetsTheStringsAndCountsAgain() {
        let trie = LZWSearchTable(codeBits: 2)
        trie.send(1, then: 2)
        #expect(trie.firstChild(of: 1) >= 0)
        trie.removeAll()
        #expect(trie.firstChild(of: 1) == -1)
        #expect(trie.bits == 3)  // the opening clear code
    }
}
