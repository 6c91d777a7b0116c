import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LZWSearchTests {
    /// Noisy pixels over a shown frame: a third unchanged, the rest a few
    /// palette steps from their truecolor, so the search has choices to make.
    static func search(seed: UInt64)
        -> (LZWSearch, palette: Palette, own: [UInt8], old: [UInt8], truth: [UInt32]) {
        // (One row of pixels whose truecolor all moved since the frame before.)
        var random = SeededRandom(seed: seed)
        let palette = Palette(colors: (0..<200).map { UInt32($0) << 16 | UInt32(255 - $0) << 8 | UInt32($0 / 2) })
        let neighbours = palette.colors.indices.map { a in
            palette.colors.indices.filter { $0 != a && abs($0 - a) <= 6 }.sorted { abs($0 - a) < abs($1 - a) }.map { UInt8($0) }
        }
        let count = 5_000
        let search = LZWSearch(distance: PaletteDistance(palette), neighbours: neighbours, capacity: count)
        var own: [UInt8] = [], old: [UInt8] = [], truth: [UInt32] = []
        var level = 100
        for k in 0..<count {
            level = min(199, max(0, level + random.integer(-2, 2)))
            let shown = UInt8(min(199, max(0, level + random.integer(-1, 1))))
            let mine = k % 3 == 0 ? shown : UInt8(level)
            let pixel = palette.colors[level] ^ UInt32(random.integer(0, 3))  // a little off the palette colour
            own.append(mine); old.append(shown); truth.append(pixel)
        }
        return (search, palette, own, old, truth)
    }

    static func send(_ search: LZWSearch, _ own: [UInt8], _ old: [UInt8], _ truth: [UInt32], tolerance: Int,
                     previous: [UInt32]? = nil) -> [UInt8] {
        plan(search, own, old, truth, tolerance: tolerance, previous: previous).sent
    }

    /// The pixels sent over the canvas `old` (the GIF showed `shown`, by
    /// default the canvas), and which of them that look unchanged go as their colour.
    static func plan(_ search: LZWSearch, _ own: [UInt8], _ old: [UInt8], _ truth: [UInt32], tolerance: Int,
                     shown: [UInt8]? = nil, previous: [UInt32]? = nil, next: [UInt32]? = nil,
                     everySettles: Bool = false) -> (sent: [UInt8], asColour: [Bool]) {
        var pixels = own
        var asColour = [Bool](repeating: false, count: own.count)
        let previous = previous ?? truth.map { $0 | 0xFF00_0000 }
        pixels.withUnsafeMutableBufferPointer { p in
        asColour.withUnsafeMutableBufferPointer { a in
        (next ?? []).withUnsafeBufferPointer { n in
            search.send(p.baseAddress!, unchangedAsColour: a.baseAddress!, over: old, shown: shown ?? old, truecolor: truth,
                        previous: previous, next: next == nil ? nil : n.baseAddress!,
                        limits: FrameLimits(search: tolerance * tolerance, keep: tolerance * tolerance, everySettles: everySettles),
                        width: own.count,
                        in: ChangedRect(x: 0, y: 0, width: own.count, height: 1))
        }}}
        return (pixels, asColour)
    }

    /// The symbols the encoder sees: an unchanged pixel is transparent unless planned as its colour.
    static func symbols(_ sent: [UInt8], _ asColour: [Bool], over old: [UInt8]) -> [Int] {
        sent.indices.map { sent[$0] == old[$0] && !asColour[$0] ? LZWSearch.unchanged : Int(sent[$0]) }
    }

    /// The search plans with the encoder's own parse, so the strings it
    /// counted are the strings an LZW encoder finds in what it chose: what
    /// `LZWCompressor` (checked against libgd's bytes) counts for the chosen
    /// symbols, an unchanged pixel being the transparent symbol unless the
    /// plan sends it as its colour.
    @Test(arguments: [0, 6, 20])
    func itsPlanIsWhatTheEncoderSends(tolerance: Int) {
        let (search, _, own, old, truth) = Self.search(seed: 7)
        let (sent, asColour) = Self.plan(search, own, old, truth, tolerance: tolerance)
        #expect(search.plannedBits == Self.bits(Self.symbols(sent, asColour, over: old)))
    }

    /// Where a string of its own pays more, the search ends the pending
    /// string although a colour within tolerance would have gone on with
    /// it, and the encoder's greedy parse ends it there too (the plan's
    /// bits are the encoder's).
    @Test func thePendingStringMayEndWhereItCouldGoOn() {
        let tolerance = 20
        let (search, palette, own, old, truth) = Self.search(seed: 7)
        let (sent, asColour) = Self.plan(search, own, old, truth, tolerance: tolerance)
        let symbols = Self.symbols(sent, asColour, over: old)
        #expect(search.plannedBits == Self.bits(symbols))
        func allowed(_ k: Int) -> [Int] {  // as `cost` allows them (no pixel here stays or settles)
            let exact = LossyPlannerTests.distance2(palette.colors[Int(own[k])], truth[k]) == 0
            let near = exact ? [] : palette.colors.indices.filter {
                LossyPlannerTests.distance2(palette.colors[$0], truth[k]) <= tolerance * tolerance
            }
            return near + [Int(own[k])] + (old[k] == own[k] || near.contains(Int(old[k])) ? [LZWSearch.unchanged] : [])
        }
        // The encoder's parse of the chosen symbols, counting the strings that end where an allowed symbol goes on.
        let trie = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: LZWSearch.unchanged + 1))
        trie.removeAll()
        var (node, endedEarly) = (symbols[0], 0)
        for k in symbols.indices.dropFirst() {
            if let child = trie.child(of: node, symbol: symbols[k]) { node = child; continue }
            if allowed(k).contains(where: { trie.child(of: node, symbol: $0) != nil }) { endedEarly += 1 }
            trie.send(node, then: symbols[k])
            node = symbols[k]
        }
        #expect(endedEarly > 0)
    }

    /// A long still stretch (each pixel its own colour over a canvas of that
    /// very colour, its truecolor as before) is sent unchanged without a
    /// search, but for its last `stillMargin` pixels, where the search picks
    /// how the string after it starts; and the plan's bits stay the encoder's.
    @Test func aLongStillStretchIsSentUnchanged() {
        let (search, _, own, _, truth) = Self.search(seed: 5)
        let (period, still) = (120, 100)
        // Every pixel moved, but for stretches of 100 in every 120.
        let previous = truth.indices.map { $0 % period < still ? truth[$0] : truth[$0] ^ 0x40_0000 }
        let (sent, asColour) = Self.plan(search, own, own, truth, tolerance: 20, previous: previous)
        #expect(search.plannedBits == Self.bits(Self.symbols(sent, asColour, over: own)))
        let inside = own.indices.filter { $0 % period >= still / 2 && $0 % period < still - LZWBandSearch.stillMargin }
        #expect(inside.allSatisfy { sent[$0] == own[$0] && !asColour[$0] })
        #expect(search.unsearchedPixels >= inside.count)
        #expect(search.unsearchedPixels < own.indices.filter { $0 % period < still }.count)
    }

    static func bits(_ symbols: [Int]) -> Int {
        var size = LZWCompressor(codeBits: 8, first: symbols[0], table: LZWStringTable())
        for s in symbols.dropFirst() { size.add(s) }
        return size.total
    }

    /// Runs of one truecolor (a pixelated row) over a canvas of other colours:
    /// the search keeps each run one colour rather than mixing transparent
    /// stretches and colours along it, which the rows below would send again.
    @Test func aFlatRunShowsFewSeams() {
        let (search, palette, _, _, _) = Self.search(seed: 3)
        var random = SeededRandom(seed: 11)
        var own: [UInt8] = [], old: [UInt8] = [], truth: [UInt32] = []
        while own.count < search.capacity - 12 {
            let level = random.integer(20, 180), run = random.integer(6, 12)
            for _ in 0..<run {
                own.append(UInt8(level)); truth.append(palette.colors[level] ^ 1)
                old.append(UInt8(level + random.integer(-2, 2)))
            }
        }
        let sent = Self.send(search, own, old, truth, tolerance: 20)
        var seams = 0, runs = 1
        for i in 1..<sent.count {
            if truth[i] != truth[i - 1] { runs += 1 } else if sent[i] != sent[i - 1] { seams += 1 }
        }
        // 109 seams in 561 runs; without the seam's cost in the search, 2 297.
        #expect(seams * 2 < runs, "\(seams) seams in \(runs) runs")
    }

    /// Over a canvas the frame before was taken back to, a pixel that stays
    /// (its truecolor as before, its own colour what the GIF showed) is sent
    /// as that colour, not as the canvas's, though that is within tolerance.
    @Test func aStillPixelOverAnotherCanvasShowsWhatItShowed() {
        let (search, _, own, _, truth) = Self.search(seed: 13)
        let canvas = own.map { $0 ^ 1 }  // a neighbouring colour of the palette
        let (sent, asColour) = Self.plan(search, own, canvas, truth, tolerance: 20, shown: own, previous: truth)
        #expect(sent == own)
        #expect(!asColour.contains(true))
    }

    /// Where pixels stay (their truecolor as before, their colour as shown),
    /// sending some as their colour rather than transparent lines up longer
    /// strings: the plan does, and sending the same pixels all transparent
    /// would take more bits.
    @Test func unchangedPixelsGoAsTheirColourWhereThatIsShorter() {
        let (search, _, own, _, truth) = Self.search(seed: 11)
        // Every other run of five pixels is unchanged (it shows its own colour, same truecolor as before).
        let old = own.indices.map { ($0 / 5) % 2 == 0 ? own[$0] : own[$0] ^ 1 }
        let (sent, asColour) = Self.plan(search, own, old, truth, tolerance: 12, previous: truth)
        #expect(asColour.contains(true))
        let holey = sent.indices.map { sent[$0] == old[$0] ? LZWSearch.unchanged : Int(sent[$0]) }
        #expect(search.plannedBits < Self.bits(holey))
    }

    /// Every pixel is its own colour, what the GIF showed (when that is within
    /// tolerance or is its own colour), or a colour within tolerance; and
    /// allowing any error plans fewer bits than allowing none.
    @Test func choicesStayWithinToleranceAndAnyErrorCostsLess() {
        var bits: [Int] = []
        for tolerance in [0, 6, 20] {
            let (search, palette, own, old, truth) = Self.search(seed: 9)
            for (i, value) in Self.send(search, own, old, truth, tolerance: tolerance).enumerated() {
                let d = LossyPlannerTests.distance2(palette.colors[Int(value)], truth[i])
                #expect(value == own[i] || d <= tolerance * tolerance, "pixel \(i)")
                if value == old[i] && value != own[i] { #expect(d <= tolerance * tolerance) }
            }
            bits.append(search.plannedBits)
        }
        #expect(bits[1] < bits[0] && bits[2] < bits[0], "\(bits)")
    }

    /// A pixel that settles (its truecolor moved, and is the same in the
    /// next frame) takes another colour, or keeps the canvas's, only within
    /// half the tolerance: what it shows now stays on screen. Where the next
    /// frame repeats this one, every pixel settles.
    @Test func aSettlingPixelIsHeldToHalfTheTolerance() {
        let (search, palette, own, old, truth) = Self.search(seed: 9)
        func farthest(next: [UInt32]?, everySettles: Bool = false) -> Int {
            let sent = Self.plan(search, own, old, truth, tolerance: 20, next: next, everySettles: everySettles).sent
            return sent.indices.filter { sent[$0] != own[$0] }
                .map { LossyPlannerTests.distance2(palette.colors[Int(sent[$0])], truth[$0]) }.max() ?? 0
        }
        #expect(farthest(next: truth) <= FrameLimits.settled(20 * 20))
        #expect(farthest(next: nil) > FrameLimits.settled(20 * 20))
        // A pixel whose next truecolor differs again does not settle.
        #expect(farthest(next: truth.map { $0 ^ 0x10 }) > FrameLimits.settled(20 * 20))
        // Not told the next frame, but that it repeats this one: every pixel settles.
        #expect(farthest(next: nil, everySettles: true) <= FrameLimits.settled(20 * 20))
    }
}
