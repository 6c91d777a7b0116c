import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct LZWEncoderTests {
    /// Pixels in runs broken by noise: from flat (long runs, run strings
    /// past the table's) to random (table resets at 4096 codes).
    static func pixels(count: Int, entries: Int, noise: Double, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var value = 0
        return (0..<count).map { _ -> UInt8 in
            if random.unit() < noise { value = random.integer(0, entries - 1) }
            return UInt8(value)
        }
    }

    @Test(arguments: [(2, 0.0), (3, 0.05), (4, 0.3), (16, 0.9), (17, 0.02), (200, 0.5), (255, 1.0), (256, 1.0)])
    func framesAreWhatLibgdWrites(entries: Int, noise: Double) throws {
        let palette = Palette(colors: (0..<entries).map { UInt32($0) &* 0x010203 })
        for (width, height) in [(64, 200), (1, 1), (1, 37), (300, 1), (37, 29)] {
            let pixels = Self.pixels(count: width * height, entries: entries, noise: noise, seed: UInt64(entries * 1000 + width))
            let place = LibgdGIF.Placement(left: 3, top: 260, width: width, height: height)
            for (transparent, disposal) in [(nil, Disposal.keep), (UInt8(entries - 1), .restore)] as [(UInt8?, Disposal)] {
                let ours = LibgdGIF.encode(pixels, at: place, entries: entries, transparent: transparent, delay: 300,
                                               disposal: disposal, table: LZWStringTable())
                let libgd = try LibgdGIF.libgdImage(pixels, at: place, palette: palette, entries: entries,
                                                        transparent: transparent, delay: 300, disposal: disposal)
                #expect(ours == libgd, "\(entries) colours, \(width)×\(height), transparent \(String(describing: transparent))")
            }
        }
    }

    /// Long runs of few values: whole table strings at once, code widths
    /// growing to 12 bits and the table cleared, as libgd does pixel by pixel.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func runsAreWhatLibgdWrites(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let runs = (0..<400).map { _ in (value: random.integer(0, 5), length: random.integer(1, 600)) }
        let all = runs.flatMap { [UInt8](repeating: UInt8($0.value), count: $0.length) }
        let width = 100, pixels = [UInt8](all.prefix(all.count / width * width))
        let place = LibgdGIF.Placement(left: 0, top: 0, width: width, height: pixels.count / width)
        let palette = Palette(colors: (0..<6).map { UInt32($0) })
        let ours = LibgdGIF.encode(pixels, at: place, entries: 6, transparent: 5, delay: 4, table: LZWStringTable())
        #expect(ours == (try LibgdGIF.libgdImage(pixels, at: place, palette: palette, entries: 6, transparent: 5, delay: 4)))
    }

    /// A string keyed to libgd's slot 0 before the string of two 0 pixels
    /// (16 then 1: (1 << 4) ^ 16 = 0) sends the latter further along, where
    /// libgd's probes stop at it: libgd then misses strings it holds, and
    /// the frame is still what it writes.
    @Test(arguments: [4, 5, 6] as [UInt64])
    func framesWhereLibgdMissesStringsAreWhatItWrites(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let pixels: [UInt8] = [16, 1, 16, 1, 0, 0, 0] + (0..<(120 * 90)).map { _ in
            random.unit() < 0.5 ? 0 : UInt8(random.integer(0, 40))
        }
        let place = LibgdGIF.Placement(left: 0, top: 0, width: 120, height: 90)
        let palette = Palette(colors: (0..<256).map { UInt32($0) })
        let frame = [UInt8](pixels.prefix(120 * 90))
        var codes = LZWWriter(codeBits: 8, first: Int(frame[0]), table: LZWStringTable())
        frame.withUnsafeBufferPointer { codes.add(row: $0.baseAddress!, from: 1, to: frame.count) }
        #expect(codes.strayed)
        let ours = LibgdGIF.encode(frame, at: place, entries: 256, transparent: 0, delay: 4, table: LZWStringTable())
        #expect(ours == (try LibgdGIF.libgdImage(frame, at: place, palette: palette, entries: 256, transparent: 0, delay: 4)))
    }
}
