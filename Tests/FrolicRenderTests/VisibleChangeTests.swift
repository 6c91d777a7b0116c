import Foundation
import Synchronization
import FrolicTestSupport
import Testing
import FrolicCore
import FrolicRaster
import FrolicScenes
@testable import FrolicRender

/// One command over a real page of text alone (`book-install`: a light
/// documentation page with no picture), at `--scale 1`: each effect changes
/// enough of the screen, for long enough, that nobody misses it, and boom
/// never leaves the page sitting still and emptied. Every frame of three
/// renders: minutes in a debug build.
@Suite(.tags(.examples), .tier(.examples)) struct VisibleChangeTests {
    static let page = RepositoryRoot.path + "/Assets/book-install.png"
    /// A pixel has changed when a channel moved this many levels (of 255) from the bare screen.
    static let levels: UInt32 = 16

    /// Per frame: the share of the screen changed from the first frame (the
    /// bare page: every effect here waits for its gesture half a second in),
    /// and whether the frame equals the one before.
    func play(_ effect: any LayerEffect.Type) throws -> (shares: [Double], same: [Bool], fps: Int) {
        let file = try PictureSceneFile(picture: Self.page, effects: [effect])
        let renderer = try file.renderer(options: RenderOptions(scale: 1))
        let sink = Changes()
        _ = try renderer.play(gif: nil, sinks: [sink])
        let seen = sink.seen.withLock { $0 }
        return (seen.shares, seen.same, renderer.header.fps)
    }

    /// The frames of the play in order (`order`), each against the first and the one before.
    final class Changes: FrameSink {
        struct Seen {
            var shares: [Double] = [], same: [Bool] = []
            var bare: Frame?, previous: Frame?
        }
        let seen = Mutex(Seen())

        func order(_ played: PlayedFrame) throws -> [FrameSinkJob] {
            seen.withLock { s in
                let base = s.bare ?? played.frame
                s.bare = base
                s.shares.append(VisibleChangeTests.changed(played.frame, from: base))
                s.same.append(s.previous == played.frame)
                s.previous = played.frame
            }
            return []
        }
    }

    static func changed(_ frame: Frame, from bare: Frame) -> Double {
        var count = 0
        for (a, b) in zip(frame.pixels, bare.pixels) where a != b {
            for shift: UInt32 in [0, 8, 16] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                if (x > y ? x - y : y - x) >= levels { count += 1; break }
            }
        }
        return 100 * Double(count) / Double(frame.pixels.count)
    }

    /// Seconds of the longest run of frames each changing at least `share` percent.
    static func longest(_ shares: [Double], over share: Double, fps: Int) -> Double {
        var run = 0, best = 0
        for s in shares { run = s >= share ? run + 1 : 0; best = max(best, run) }
        return Double(best) / Double(fps)
    }

    @Test func pixelateChangesAtLeastEightPercentOfAPageOfText() throws {
        let (shares, _, _) = try play(PixelateLayer.self)
        #expect(shares.max() ?? 0 >= 8, "peak \(shares.max() ?? 0) %")
    }

    @Test func sparklesShowOverOnePointFivePercentAndHalfAPercentForTwoSeconds() throws {
        let (shares, _, fps) = try play(SparklesLayer.self)
        #expect(shares.max() ?? 0 >= 1.5, "peak \(shares.max() ?? 0) %")
        #expect(Self.longest(shares, over: 0.5, fps: fps) >= 2, "over 0.5 % for \(Self.longest(shares, over: 0.5, fps: fps)) s")
    }

    /// At least 6 % at the peak, and no changed frame held still more than 0.6 s.
    @Test func boomShowsAndNeverLeavesThePageSittingEmpty() throws {
        let (shares, same, fps) = try play(BoomLayer.self)
        #expect(shares.max() ?? 0 >= 6, "peak \(shares.max() ?? 0) %")
        var held = 0, longest = 0
        for (s, equal) in zip(shares, same) {
            held = equal && s >= 0.5 ? held + 1 : 1
            longest = max(longest, held)
        }
        #expect(Double(longest) / Double(fps) <= 0.6, "a changed frame held \(Double(longest) / Double(fps)) s")
    }
}
