import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LZWTrieTests {
    /// The lossy search trusts the trie to learn what libgd's compressor
    /// learns: parsing a stream through it must count the bits `LZWSize`
    /// counts (which the LZW tests check against libgd's own bytes), across
    /// table resets and code widths.
    @Test(arguments: [2, 8, 9])
    func parsingCountsWhatLZWSizeCounts(codeBits: Int) {
        var random = SeededRandom(seed: UInt64(codeBits))
        let top = (1 << codeBits) - 1
        let stream = (0..<60_000).map { k in k % 700 < 300 ? top : random.integer(0, min(top, 5)) }
        let trie = LZWTrie(codeBits: codeBits)
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
        var size = LZWSize(codeBits: codeBits, first: stream[0], dictionary: LZWDictionary())
        for symbol in stream.dropFirst() { size.add(symbol) }
        #expect(trie.total == size.total)
    }

    @Test func removingAllForgetsTheStringsAndCountsAgain() {
        let trie = LZWTrie(codeBits: 2)
        trie.send(1, then: 2)
        #expect(trie.firstChild(of: 1) >= 0)
        trie.removeAll()
        #expect(trie.firstChild(of: 1) == -1)
        #expect(trie.bits == 3)  // the opening clear code
    }
}
