import Testing
@testable import FrolicCore

/// A GIF frame shows the movie frame that started last, and names it so that
/// the picture library can tell a movie's frame from a picture.
@Suite struct MovieTimelineTests {
    let timeline = MovieTimeline(pixels: Size(1179, 2556), starts: [33_000, 66_000, 500_000, 516_000], duration: 600_000)

    @Test func theFrameOnScreenIsTheLastToStart() {
        #expect([0, 32_999, 33_000, 65_999, 66_000, 499_999, 500_000, 516_000, 10_000_000].map(timeline.frame(at:))
                == [0, 0, 0, 0, 1, 1, 2, 3, 3])
    }

    @Test func aFramesNameComesBackApart() {
        let name = MovieTimeline.pictureName(movie: "shots/rec #2.mov", frame: 17)
        #expect(MovieTimeline.movieFrame(name)! == ("shots/rec #2.mov", 17))
        #expect(MovieTimeline.movieFrame("shots/home.png") == nil)
        #expect(MovieTimeline.movieFrame("a#frame=-1") == nil)
    }
}
