import Testing
@testable import FrolicRaster

@Suite struct LZWStringTableTests {
    /// A full GIF string table (every code 258…4095 over every 12-bit prefix
    /// and 8-bit pixel the encoders use) finds each entry and nothing else.
    @Test func aFullTableFindsEveryEntryAndForgetsThemAllOnReset() {
        let table = LZWStringTable()
        let entries = (258..<4096).map { code in (prefix: (code * 7919) % 4096, pixel: code % 256, code: code) }
        for e in entries { table.insert(e.prefix, e.pixel, code: e.code) }
        #expect(entries.allSatisfy { table.code($0.prefix, $0.pixel) == $0.code })
        #expect(table.code(4095, 255) == nil)
        #expect(table.code(entries[0].prefix, (entries[0].pixel + 1) % 256) == nil)
        table.removeAll()
        #expect(entries.allSatisfy { table.code($0.prefix, $0.pixel) == nil })
        table.insert(entries[5].prefix, entries[5].pixel, code: 300)
        #expect(table.code(entries[5].prefix, entries[5].pixel) == 300)
    }
}
