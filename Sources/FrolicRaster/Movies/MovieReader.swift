import CFFmpeg
import FrolicCore

/// A screen recording's video, read forward through FFmpeg's libraries: each
/// GIF frame asks for the movie's picture on screen at its time, so a movie of
/// any frame rate, variable or constant, plays at the scene's. Only the frame
/// on screen and the one after it are held, so memory does not grow with the
/// movie's length. Times never go back; a scene that needs an earlier time
/// opens the movie again.
///
/// Decoding is bit-exact (H.264, HEVC and VP9 specify it), and the scaler is
/// asked for its bit-exact path, so two renders are byte-identical.
package final class MovieReader {
    package let path: String
    /// The video's size in pixels as stored, before `quarterTurns`.
    package let storedWidth: Int, storedHeight: Int
    /// Clockwise quarter turns that show the movie upright (its display matrix).
    package let quarterTurns: Int
    /// How long the movie plays, microseconds; 0 when the container does not say.
    package let duration: Int64
    /// The codec's name as FFmpeg gives it (`h264`, `hevc`, `vp9`).
    package let codec: String

    /// The size in pixels the movie is shown at, upright.
    package var width: Int { quarterTurns % 2 == 1 ? storedHeight : storedWidth }
    package var height: Int { quarterTurns % 2 == 1 ? storedWidth : storedHeight }
    /// Frames decoded so far (the tests' measure of streaming).
    package private(set) var framesDecoded = 0

    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var decoder: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// The frame on screen, and the frame after it once decoded.
    private var shown: UnsafeMutablePointer<AVFrame>?
    private var next: UnsafeMutablePointer<AVFrame>?
    private var shownStart: Int64?
    private var nextStart: Int64?
    private var lastAsked: Int64 = .min
    private var draining = false
    private var scaler: OpaquePointer?
    private let stream: Int32
    private let timeBase: AVRational
    private let startTime: Int64

    /// Opens `path` and finds its video; nothing is decoded yet.
    package init(path: String) throws(MovieError) {
        self.path = path
        av_log_set_level(AV_LOG_QUIET)
        var opened: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_open_input(&opened, path, nil, nil)
        guard status >= 0, let fmt = opened else { throw .unreadable(path: path, reason: Self.message(status)) }
        let found = avformat_find_stream_info(fmt, nil)
        guard found >= 0 else {
            avformat_close_input(&opened)
            throw .unreadable(path: path, reason: Self.message(found))
        }
        var codec: UnsafePointer<AVCodec>?
        let best = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0)
        let streams = (0 ..< Int(fmt.pointee.nb_streams)).compactMap { fmt.pointee.streams[$0] }
        // A video FFmpeg cannot decode is told apart from no video at all.
        guard best >= 0, let st = fmt.pointee.streams[Int(best)], let codec else {
            let video = streams.first { $0.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO }
            let name = video.map { Self.codecName($0.pointee.codecpar) }
            avformat_close_input(&opened)
            throw name.map { .unsupportedCodec(path: path, codec: $0) } ?? .noVideo(path: path)
        }
        let parameters = st.pointee.codecpar!
        self.codec = Self.codecName(parameters)
        storedWidth = Int(parameters.pointee.width)
        storedHeight = Int(parameters.pointee.height)
        guard (1 ... PictureLimits.maxSide).contains(storedWidth), (1 ... PictureLimits.maxSide).contains(storedHeight) else {
            avformat_close_input(&opened)
            throw .badSize(path: path, width: storedWidth, height: storedHeight)
        }
        // The display matrix turns counterclockwise; a screen is shown upright by the opposite turn.
        let counterclockwise = Int(frolic_av_stream_rotation(st).rounded())
        quarterTurns = ((-counterclockwise / 90) % 4 + 4) % 4
        stream = best
        timeBase = st.pointee.time_base
        startTime = st.pointee.start_time == Self.noTime ? 0 : st.pointee.start_time
        let micros = AVRational(num: 1, den: 1_000_000)
        duration = st.pointee.duration > 0 ? av_rescale_q(st.pointee.duration, timeBase, micros) : max(0, fmt.pointee.duration)
        format = fmt
        decoder = avcodec_alloc_context3(codec)
        guard let decoder, avcodec_parameters_to_context(decoder, parameters) >= 0 else {
            release()
            throw .unsupportedCodec(path: path, codec: self.codec)
        }
        // FFmpeg's own thread count: decoding is bit-exact however it is split.
        decoder.pointee.thread_count = 0
        guard avcodec_open2(decoder, codec, nil) >= 0 else {
            release()
            throw .unsupportedCodec(path: path, codec: self.codec)
        }
        packet = av_packet_alloc()
        shown = av_frame_alloc()
        next = av_frame_alloc()
    }

    deinit { release() }

    /// The movie's picture on screen `time` microseconds after its first
    /// frame, upright and scaled to `width`×`height` pixels, premultiplied
    /// ARGB as `TextureLevel` holds them. Before the first frame's time the
    /// first frame shows, after the last the last. `time` must not go back.
    func picture(at time: Int64, width: Int, height: Int) throws(MovieError) -> TextureLevel {
        precondition(time >= lastAsked, "a movie is read forward")
        precondition(width > 0 && height > 0)
        lastAsked = time
        // A movie found damaged stays so: the frames after the damage are not to be trusted.
        if let failure { throw failure }
        do { return try shownPicture(at: time, width: width, height: height) } catch {
            failure = error
            throw error
        }
    }

    private var failure: MovieError?

    /// Goes back to the key frame at or before `time` (microseconds after the
    /// first frame), so that `picture(at:)` may next ask for `time` or later.
    /// A frame decoded from a key frame is the frame decoded from the start
    /// (the codecs specify it), so going back changes no byte.
    package func seek(to time: Int64) throws(MovieError) {
        if let failure { throw failure }
        let stamp = av_rescale_q(max(0, time), AVRational(num: 1, den: 1_000_000), timeBase) + startTime
        guard av_seek_frame(format, stream, stamp, AVSEEK_FLAG_BACKWARD) >= 0 else {
            throw .damaged(path: path, reason: "cannot go back to \(time / 1000) ms")
        }
        avcodec_flush_buffers(decoder)
        (shownStart, nextStart, lastAsked, draining) = (nil, nil, .min, false)
    }

    private func shownPicture(at time: Int64, width: Int, height: Int) throws(MovieError) -> TextureLevel {
        if shownStart == nil {
            guard try decode(into: shown) else { throw .empty(path: path) }
            shownStart = start(of: shown)
            nextStart = try decode(into: next) ? start(of: next) : nil
        }
        while let upcoming = nextStart, upcoming <= time {
            swap(&shown, &next)
            shownStart = upcoming
            nextStart = try decode(into: next) ? start(of: next) : nil
        }
        let turned = quarterTurns % 2 == 1
        let (w, h) = turned ? (height, width) : (width, height)
        guard shown!.pointee.width > 0, shown!.pointee.height > 0, shown!.pointee.format >= 0 else {
            throw .damaged(path: path, reason: "a frame without a picture")
        }
        let pixels = scaled(shown!, width: w, height: h)
        let level = TextureLevel(width: w, height: h, pixels: pixels)
        return quarterTurns == 0 ? level : ExifOrientation.apply(Self.exifOrientation[quarterTurns], to: level)
    }

    /// When each frame of the movie at `path` comes on screen, microseconds
    /// after the video's start (as `picture(at:)` counts), ascending: read from the packets' times, decoding
    /// nothing, so a variable frame rate is known before the first frame is drawn.
    package static func frameStarts(path: String) throws(MovieError) -> [Int64] {
        var opened: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_open_input(&opened, path, nil, nil)
        guard status >= 0, let fmt = opened else { throw .unreadable(path: path, reason: message(status)) }
        defer { avformat_close_input(&opened) }
        guard avformat_find_stream_info(fmt, nil) >= 0 else { throw .unreadable(path: path, reason: "no stream information") }
        let best = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard best >= 0, let st = fmt.pointee.streams[Int(best)] else { throw .noVideo(path: path) }
        let start = st.pointee.start_time == noTime ? 0 : st.pointee.start_time
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        var stamps: [Int64] = []
        while true {
            let read = av_read_frame(fmt, packet)
            if read == frolic_av_eof() { break }
            guard read >= 0 else { throw .damaged(path: path, reason: message(read)) }
            defer { av_packet_unref(packet) }
            guard packet!.pointee.stream_index == best else { continue }
            let stamp = packet!.pointee.pts != noTime ? packet!.pointee.pts : packet!.pointee.dts
            guard stamp != noTime else { continue }
            stamps.append(av_rescale_q(stamp - start, st.pointee.time_base, AVRational(num: 1, den: 1_000_000)))
        }
        // Packets come in decoding order; frames show in time order, once each.
        var starts: [Int64] = []
        for s in stamps.sorted() where starts.last != s { starts.append(s) }
        guard !starts.isEmpty else { throw .empty(path: path) }
        return starts
    }

    /// The EXIF orientation that makes each clockwise quarter turn.
    private static let exifOrientation = [1, 6, 3, 8]
    /// FFmpeg's `AV_NOPTS_VALUE`, a macro Swift does not import.
    private static let noTime = Int64(bitPattern: 0x8000_0000_0000_0000)

    private func start(of frame: UnsafeMutablePointer<AVFrame>?) -> Int64 {
        let stamp = frame!.pointee.best_effort_timestamp
        return stamp == Self.noTime ? 0 : av_rescale_q(stamp - startTime, timeBase, AVRational(num: 1, den: 1_000_000))
    }

    /// Decodes the next frame into `frame`; false at the movie's end.
    private func decode(into frame: UnsafeMutablePointer<AVFrame>?) throws(MovieError) -> Bool {
        av_frame_unref(frame)
        while true {
            let received = avcodec_receive_frame(decoder, frame)
            if received == 0 {
                framesDecoded += 1
                if frame!.pointee.decode_error_flags != 0 { throw .damaged(path: path, reason: "a frame decodes with errors") }
                return true
            }
            if received == frolic_av_eof() { return false }
            guard received == frolic_av_eagain() else { throw .damaged(path: path, reason: Self.message(received)) }
            guard !draining else { return false }
            let read = av_read_frame(format, packet)
            if read == frolic_av_eof() {
                draining = true
                avcodec_send_packet(decoder, nil)
                continue
            }
            guard read >= 0 else { throw .damaged(path: path, reason: Self.message(read)) }
            defer { av_packet_unref(packet) }
            guard packet!.pointee.stream_index == stream else { continue }
            guard packet!.pointee.flags & AV_PKT_FLAG_CORRUPT == 0 else {
                throw .damaged(path: path, reason: "the file ends inside the video (truncated)")
            }
            let sent = avcodec_send_packet(decoder, packet)
            guard sent >= 0 else { throw .damaged(path: path, reason: Self.message(sent)) }
        }
    }

    /// `frame` scaled by area to `width`×`height` as opaque BGRA bytes, which
    /// on a little-endian machine read as `TextureLevel`'s ARGB words.
    private func scaled(_ frame: UnsafeMutablePointer<AVFrame>, width: Int, height: Int) -> [UInt32] {
        scaler = sws_getCachedContext(scaler, frame.pointee.width, frame.pointee.height,
                                      AVPixelFormat(rawValue: frame.pointee.format), Int32(width), Int32(height),
                                      AV_PIX_FMT_BGRA, SWS_AREA | SWS_BITEXACT | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT,
                                      nil, nil, nil)
        var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
        pixels.withUnsafeMutableBytes { raw in
            _ = frolic_sws_scale_frame(scaler, frame, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width * 4))
        }
        return pixels
    }

    private func release() {
        av_frame_free(&shown)
        av_frame_free(&next)
        av_packet_free(&packet)
        avcodec_free_context(&decoder)
        avformat_close_input(&format)
        if let scaler { sws_freeContext(scaler) }
        scaler = nil
    }

    /// FFmpeg's name for the codec, or the file's four-letter tag for one it does not know.
    private static func codecName(_ parameters: UnsafeMutablePointer<AVCodecParameters>) -> String {
        guard parameters.pointee.codec_id == AV_CODEC_ID_NONE else { return String(cString: avcodec_get_name(parameters.pointee.codec_id)) }
        let tag = parameters.pointee.codec_tag
        let letters = (0 ..< 4).map { UInt8(truncatingIfNeeded: tag >> ($0 * 8)) }
        return letters.allSatisfy({ (0x20 ..< 0x7F).contains($0) }) ? FrolicError.quoted(String(decoding: letters, as: UTF8.self)) : "an unknown codec"
    }

    private static func message(_ code: Int32) -> String {
        var text = [CChar](repeating: 0, count: 128)
        av_strerror(code, &text, text.count)
        return String(cString: text)
    }
}
