import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LZWSearchTableTests {
    /// The lossy search trusts the trie to learn what libgd's compressor
    /// learns: parsing a stream through it must count the bits `LZWCompressor`
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
        var size = LZWCompressor(codeBits: codeBits, first: stream[0], table: LZWStringTable())
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

    /// The lossy search finds a node's child by `unchanged`, and the strings
    /// of unchanged symbols, in one step: they must be what the sibling
    /// lists hold, as strings are learned, across table resets, in a copy.
    @Test func unchangedChildrenAndRunsAreWhatTheSiblingsHold() {
        let u = LZWSearch.unchanged
        var random = SeededRandom(seed: 3)
        // Stretches of unchanged pixels among a few colours, long enough to fill the table several times.
        let stream = (0..<60_000).map { k in k % 300 < 150 ? u : random.integer(0, 49) }
        let trie = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: u + 1))
        func walked(_ table: LZWSearchTable, _ code: Int, _ symbol: Int) -> Int? {
            var child = table.firstChild(of: code)
            while child >= 0 && table.symbol(of: child) != symbol { child = table.nextSibling(of: child) }
            return child >= 0 ? child : nil
        }
        var mostNodes = 0
        func check(_ table: LZWSearchTable) {
            var run = [u]  // run[k - 1]: the string of k unchanged symbols, through the siblings
            while let next = walked(table, run.last!, u) { run.append(next) }
            #expect(table.runCount == run.count)
            var length: [Int: Int] = [:]
            for (k, code) in run.enumerated() { #expect(table.unchangedRun(k + 1) == code); length[code] = k + 1 }
            var nodes = Array(0...u), checked = 0
            while let code = nodes.popLast() {
                #expect(table.unchangedChild(of: code) == walked(table, code, u))
                #expect(table.unchangedRunLength(of: code) == length[code, default: 0])
                var child = table.firstChild(of: code)
                while child >= 0 { nodes.append(child); child = table.nextSibling(of: child) }
                checked += 1
            }
            mostNodes = max(mostNodes, checked)
        }
        var pending = stream[0], resets = 0
        for (k, symbol) in stream.dropFirst().enumerated() {
            if let child = walked(trie, pending, symbol) { pending = child; continue }
            if !trie.send(pending, then: symbol) { resets += 1 }
            pending = symbol
            if k % 4_999 == 0 { check(trie) }
        }
        #expect(resets >= 2)
        #expect(mostNodes > 3_000)  // the checks saw full tables, not only the one-symbol strings
        check(trie)
        let copy = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: u + 1))
        copy.copy(from: trie)
        check(copy)
    }

    /// The lossy search skips a node through which no string can score above
    /// the best it has found, by the node's height: how far the longest
    /// string known through it goes past it. The heights must be what the
    /// sibling lists hold (up to `heightCap`, past which they stand for "at
    /// least"), as strings are learned, across table resets, in a copy.
    @Test func heightsAreHowFarTheSiblingsGo() {
        let u = LZWSearch.unchanged
        var random = SeededRandom(seed: 9)
        // Long stretches of one symbol make strings longer than the cap; a few colours, bushy ones.
        let stream = (0..<60_000).map { k in k % 400 < 250 ? u : random.integer(0, 29) }
        let trie = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: u + 1))
        var (capped, between) = (0, 0)
        func check(_ table: LZWSearchTable) {
            var order: [Int] = [], nodes = Array(0...u)  // every node, each before its children
            while let code = nodes.popLast() {
                order.append(code)
                var child = table.firstChild(of: code)
                while child >= 0 { nodes.append(child); child = table.nextSibling(of: child) }
            }
            var height: [Int: Int] = [:]
            for code in order.reversed() {
                var (tallest, child) = (0, table.firstChild(of: code))
                while child >= 0 { tallest = max(tallest, height[child]! + 1); child = table.nextSibling(of: child) }
                height[code] = tallest
                let cap = Int(LZWSearchTable.heightCap)
                #expect(table.height(of: code) == (tallest < cap ? tallest : Int(Int32.max)))
                if tallest >= cap { capped += 1 } else if tallest > 1 { between += 1 }
            }
        }
        var pending = stream[0], resets = 0
        for (k, symbol) in stream.dropFirst().enumerated() {
            if let child = trie.child(of: pending, symbol: symbol) { pending = child; continue }
            if !trie.send(pending, then: symbol) { resets += 1 }
            pending = symbol
            if k % 4_999 == 0 { check(trie) }
        }
        #expect(resets >= 2)
        #expect(capped > 0 && between > 0)  // both kinds of height were checked
        check(trie)
        let copy = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: u + 1))
        copy.copy(from: trie)
        check(copy)
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
