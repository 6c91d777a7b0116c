import Testing
@testable import frolic

@Suite struct EqualQualityTests {
    typealias Point = EqualQuality.Point

    /// Between two levels, bytes are read off the line through them.
    @Test func bytesLieOnTheLineBetweenTheLevelsAround() {
        let points = [Point(decibels: 40, bytes: 1_000), Point(decibels: 42, bytes: 2_000)]
        #expect(EqualQuality.bytes(at: 41.5, among: points) == 1_750)
        #expect(EqualQuality.bytes(at: 43, among: points) == nil)
    }

    /// A level that another beats on PSNR and bytes is left out, though its
    /// PSNR lies between (pixel-header: the default, which does not search,
    /// between `--lossy 12` and `--lossy 10`).
    @Test func aLevelAnotherBeatsIsLeftOut() throws {
        let twelve = Point(decibels: 42.14, bytes: 2_909_753), ten = Point(decibels: 42.57, bytes: 3_133_644)
        let byDefault = Point(decibels: 42.50, bytes: 3_688_509)
        #expect(EqualQuality.best([twelve, byDefault, ten]).map(\.bytes) == [twelve.bytes, ten.bytes])
        let between = try #require(EqualQuality.bytes(at: 42.22, among: [twelve, byDefault, ten]))
        #expect(abs(between - (2_909_753 + 0.08 / 0.43 * 223_891)) < 1)
    }
}
