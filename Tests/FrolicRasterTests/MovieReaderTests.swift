import Foundation
import FrolicCore
import FrolicTestSupport
import Testing
@testable import FrolicRaster

/// Screen recordings read as the simulator and QuickTime write them (H.264 in
/// MOV, HEVC in MP4 at a variable frame rate, VP9 in WebM, turned by a display
/// matrix), each GIF frame taking the movie frame on screen at its time; and
/// every bad movie refused with one line naming the file.
@Suite struct MovieReaderTests {
    static let book = RepositoryRoot.path + "/Assets/book-install.png"

    /// Mean difference per channel, 0…255, of two pictures of one size.
    static func difference(_ a: TextureLevel, _ b: TextureLevel) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in [16, 8, 0] { sum += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) }
        }
        return Double(sum) / Double(a.pixels.count * 3)
    }

    /// The colour channel that dominates a flat frame's centre pixel.
    static func dominant(_ level: TextureLevel) -> String {
        let p = level.pixels[level.height / 2 * level.width + level.width / 2]
        let (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
        return r > g && r > b ? "red" : g > b ? "green" : "blue"
    }

    @Test func anH264MovieOfAProjectPictureShowsThatPicture() throws {
        let movies = try TestMovies()
        guard let movie = movies.ffmpeg(["-loop", "1", "-i", Self.book, "-t", "0.5", "-r", "10", "-vf", "crop=392:852:0:0", "-pix_fmt", "yuv420p"]
                                        + TestMovies.h264 + ["-crf", "12"], output: "book.mov") else { return }
        let reader = try MovieReader(path: movie)
        #expect(reader.codec == "h264")
        #expect((reader.width, reader.height) == (392, 852), "cropped to even sides, as yuv420p needs")
        let frame = try reader.picture(at: 0, width: 392, height: 852)
        let original = try PictureDecoder.decode(path: Self.book)
        let cropped = TextureLevel(width: 392, height: 852, pixels: (0 ..< 852).flatMap { y in original.pixels[y * 393 ..< y * 393 + 392] })
        #expect(Self.difference(frame, cropped) < 3, "the decoded frame is the picture, colours and rows in place")
        #expect(frame.pixels.allSatisfy { $0 >> 24 == 0xFF }, "opaque")
    }

    /// One frame a part at 0, 0.48 and 0.6 s (whole 25ths of a second, the encoder's clock): each time shows the last frame
    /// that started at or before it, and past the end the last frame holds.
    @Test(arguments: [("hevc.mp4", TestMovies.hevc), ("vp9.webm", TestMovies.vp9), ("h264.mov", TestMovies.h264)])
    func eachTimeShowsTheFrameOnScreenThen(output: String, codec: [String]) throws {
        let movies = try TestMovies()
        guard let movie = movies.variableRate([("red", 0.48), ("green", 0.12), ("blue", 0.88)], output: output, codec: codec) else { return }
        let reader = try MovieReader(path: movie)
        let seen = try [0, 450_000, 550_000, 650_000, 1_400_000, 5_000_000].map {
            Self.dominant(try reader.picture(at: $0, width: 16, height: 16))
        }
        #expect(seen == ["red", "red", "green", "blue", "blue", "blue"])
        #expect(reader.framesDecoded <= 5, "a variable-rate movie decodes its own frames, not one a GIF frame")
    }

    /// Turned by a display matrix as a phone held sideways writes it: shown as
    /// ffmpeg itself shows it.
    @Test func aTurnedMovieIsShownUpright() throws {
        let movies = try TestMovies()
        guard let plain = movies.ffmpeg(["-loop", "1", "-i", Self.book, "-t", "0.2", "-r", "10", "-vf", "crop=392:852:0:0", "-pix_fmt", "yuv420p"]
                                        + TestMovies.h264 + ["-crf", "12"], output: "plain.mov"),
              let turned = movies.ffmpeg(["-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=90"], output: "turned.mov"),
              let upright = movies.ffmpeg(["-i", turned, "-frames:v", "1"], output: "upright.png") else { return }
        let reader = try MovieReader(path: turned)
        #expect(reader.quarterTurns != 0)
        #expect((reader.width, reader.height) == (852, 392))
        let frame = try reader.picture(at: 0, width: 852, height: 392)
        #expect(Self.difference(frame, try PictureDecoder.decode(path: upright)) < 3)
    }

    @Test func twoReadsAreIdentical() throws {
        let movies = try TestMovies()
        guard let movie = movies.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=240x480:rate=30:duration=1", "-pix_fmt", "yuv420p"]
                                        + TestMovies.h264, output: "test.mov") else { return }
        func frames() throws -> [[UInt32]] {
            let reader = try MovieReader(path: movie)
            return try stride(from: Int64(0), to: 1_000_000, by: 40_000).map { try reader.picture(at: $0, width: 80, height: 160).pixels }
        }
        #expect(try frames() == frames())
    }

    /// Each bad movie, as `MovieError` names it.
    @Test func badMoviesAreRefusedByName() throws {
        let movies = try TestMovies()
        guard let good = movies.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=128x256:rate=30:duration=2", "-pix_fmt", "yuv420p"]
                                       + TestMovies.h264 + ["-movflags", "+faststart"], output: "good.mp4"),
              let audio = movies.ffmpeg(["-f", "lavfi", "-i", "sine=duration=1"], output: "audio.m4a"),
              let big = movies.ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=8256x16:d=0.1", "-pix_fmt", "yuv420p"] + TestMovies.h264,
                                      output: "big.mp4") else { return }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        let truncated = movies.folder.file("truncated.mp4"), headless = movies.folder.file("headless.mp4")
        let unknown = movies.folder.file("unknown.mp4"), empty = movies.folder.file("empty.mov")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        try bytes.suffix(bytes.count / 2).write(to: URL(fileURLWithPath: headless))
        try Data().write(to: URL(fileURLWithPath: empty))
        // The sample entry's tag (the last `avc1`, after the brands) made one no decoder knows.
        var tagged = bytes
        let tag = Data("avc1".utf8)
        let at = try #require(tagged.range(of: tag, options: .backwards))
        tagged.replaceSubrange(at, with: Data("zzzz".utf8))
        try tagged.write(to: URL(fileURLWithPath: unknown))

        func error(_ path: String) -> MovieError? {
            do {
                let reader = try MovieReader(path: path)
                var time: Int64 = 0
                while time < 3_000_000 { _ = try reader.picture(at: time, width: 8, height: 8); time += 40_000 }
                return nil
            } catch { return error }
        }
        #expect(error(good) == nil)
        #expect(error(audio) == .noVideo(path: audio))
        #expect(error(big) == .badSize(path: big, width: 8256, height: 16))
        #expect(error(unknown) == .unsupportedCodec(path: unknown, codec: "\"zzzz\""))
        if case .damaged = error(truncated) {} else { Issue.record("truncated: \(String(describing: error(truncated)))") }
        if case .unreadable = error(headless) {} else { Issue.record("headless: \(String(describing: error(headless)))") }
        if case .unreadable = error(empty) {} else { Issue.record("empty: \(String(describing: error(empty)))") }
        for path in [audio, big, unknown, truncated, headless, empty] {
            let line = error(path).map { "\($0)" } ?? ""
            #expect(line.hasPrefix(path + ": ") && !line.contains("\n"), "one line naming the file: \(line)")
        }
    }
}

/// A movie's frames through the picture library, as the rasterizer's workers
/// ask for them: out of order, again after they left the window, and named
/// by the frame the timeline says is on screen.
@Suite struct MovieFramesTests {
    @Test func framesAreFoundByTheirStartsInAnyOrder() throws {
        let movies = try TestMovies()
        guard let movie = movies.variableRate([("red", 0.48), ("green", 0.12), ("blue", 0.88)], output: "parts.mp4",
                                              codec: TestMovies.h264) else { return }
        let library = PictureLibrary(searchPaths: [])
        let timeline = try #require(try library.timeline(of: movie))
        #expect(timeline.starts.count == 4, "the three parts and the closing frame")
        #expect(timeline.starts.prefix(3).map { ($0 + 5_000) / 10_000 } == [0, 48, 60], "starts in hundredths of a second")
        #expect([0, 479_999, 480_000, 650_000, 9_000_000].map(timeline.frame(at:)) == [0, 0, 1, 2, 3])
        func color(_ index: Int) throws -> String {
            MovieReaderTests.dominant(try library.texture(MovieTimeline.pictureName(movie: movie, frame: index)).base)
        }
        #expect(try [2, 0, 1, 2, 0].map(color) == ["blue", "red", "green", "blue", "red"])
    }

    /// A frame asked for long after the window moved on is decoded again, the same.
    @Test func aFrameLeftBehindIsDecodedAgainAlike() throws {
        let movies = try TestMovies()
        guard let movie = movies.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=96x160:rate=30:duration=1", "-pix_fmt", "yuv420p"]
                                        + TestMovies.h264, output: "test.mov") else { return }
        let frames = try MovieFrames(path: movie)
        let first = try frames.texture(0).base.pixels
        _ = try frames.texture(MovieFrames.window + 10)
        #expect(try frames.texture(0).base.pixels == first)
        #expect(try frames.texture(1).base.pixels != first)
    }
}
