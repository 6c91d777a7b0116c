import Foundation
import FrolicCore
import Synchronization

/// Pictures by name, decoded once and shared by every frame and thread.
///
/// A name is an absolute path, or a path relative to each of `searchPaths` in
/// turn (a scene's own folder first, then the built-in pictures). Without an
/// extension, `.png`, `.jpg`, `.jpeg` and `.webp` are tried in that order, then
/// the name as it is, so `"snowflake-1"` finds `Assets/snowflake-1.png` and
/// `"pics/logo"` finds `<scene folder>/pics/logo.jpg`.
package final class PictureLibrary: PictureSource, MovieSource, Sendable {
    package let searchPaths: [String]
    /// Looked up by name only, never iterated, so its order cannot reach output.
    private let cache = Mutex<[String: Texture]>([:])
    /// The movies read so far, by path; looked up only, never iterated.
    private let movies = Mutex<[String: MovieFrames]>([:])
    /// The movies' frames decoded at the sizes they are drawn at, by path then size.
    private let drawnMovies = Mutex<[String: [MovieFrames]]>([:])
    /// Sizes kept for one movie: its screen's, and one more (a screen behind a sheet).
    static let drawnSizesPerMovie = 2

    package static let extensions = ["png", "jpg", "jpeg", "webp"]

    package init(searchPaths: [String]) { self.searchPaths = searchPaths }

    /// The first of `names` that takes the distinct pictures past
    /// `PictureLimits.decodedBudget`, with the bytes they come to and its size; nil when
    /// they fit. A picture that cannot be found or whose header says
    /// nothing counts 0 here: decoding it reports it.
    package func firstPastBudget(_ names: [String]) -> (index: Int, bytes: Int, width: Int, height: Int)? {
        var seen: Set<String> = [], bytes = 0
        for (index, name) in names.enumerated() where seen.insert(name).inserted {
            guard let (width, height) = headerSize(of: name) else { continue }
            bytes += width * height * 4
            if bytes > PictureLimits.decodedBudget { return (index, bytes, width, height) }
        }
        return nil
    }

    /// The picture's size from its file's header, or from the picture already held.
    private func headerSize(of name: String) -> (width: Int, height: Int)? {
        let held = cache.withLock { $0[name]?.base }
        if let held { return (held.width, held.height) }
        guard let path = try? path(of: name),
              let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.withUnsafeBytes { PictureHeader.shownSize(of: $0) }
    }

    /// The picture's size in pixels as shown (EXIF orientation applied),
    /// from its file's header alone, or from the picture already held; nil
    /// when the header says nothing (decoding it then says what is wrong).
    package func headerPixelSize(of name: String) -> Size? {
        headerSize(of: name).map { Size(Double($0.width), Double($0.height)) }
    }

    package func pixelSize(of picture: String) throws -> Size {
        let base = try texture(picture).base
        return Size(Double(base.width), Double(base.height))
    }

    package func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
        guard width > 0, height > 0, width <= PictureLimits.maxSide, height <= PictureLimits.maxSide else {
            throw PictureError.badResample(name: picture, width: width, height: height)
        }
        let base = try texture(picture).base
        return AreaResample.resample(base.pixels, base.width, base.height, to: width, height).map(Premultiplied.color)
    }

    package func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
        let base = try texture(picture).base
        let x0 = max(0, Int(region.minX.rounded(.down))), y0 = max(0, Int(region.minY.rounded(.down)))
        let x1 = min(base.width, Int(region.maxX.rounded(.up))), y1 = min(base.height, Int(region.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0, width > 0, height > 0, width <= PictureLimits.maxSide, height <= PictureLimits.maxSide else {
            throw PictureError.badResample(name: picture, width: width, height: height)
        }
        var crop: [UInt32] = []
        crop.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0 ..< y1 { crop.append(contentsOf: base.pixels[(y * base.width + x0) ..< (y * base.width + x1)]) }
        return AreaResample.resample(crop, x1 - x0, y1 - y0, to: width, height).map(Premultiplied.color)
    }

    /// Keeps `frame` as the picture `name` (a captured screen), opaque.
    package func insert(_ name: String, frame: Frame) {
        let level = TextureLevel(width: frame.width, height: frame.height, pixels: frame.pixels.map { $0 | 0xFF00_0000 })
        cache.withLock { $0[name] = Texture(level) }
    }

    /// Decoding happens under the lock: a second thread asking for the same
    /// picture waits instead of decoding it twice. A movie's frame
    /// (`MovieTimeline.pictureName`) comes from its movie's window of frames.
    func texture(_ name: String) throws -> Texture {
        if let (movie, index) = MovieTimeline.movieFrame(name) { return try frames(of: movie).texture(index) }
        // A screen recording named as a picture shows its first frame (its size, its blocks).
        if cache.withLock({ $0[name] }) == nil, try timeline(of: name) != nil { return try frames(of: name).texture(0) }
        return try cache.withLock { cache in
            if let t = cache[name] { return t }
            let t = Texture(try PictureDecoder.decode(path: try path(of: name)))
            cache[name] = t
            return t
        }
    }

    /// The movie `name` (found as a picture is), opened once.
    private func frames(of name: String) throws -> MovieFrames {
        let path = try path(of: name)
        return try movies.withLock { movies in
            if let held = movies[path] { return held }
            let opened = try MovieFrames(path: path)
            movies[path] = opened
            return opened
        }
    }

    /// The recording `name`'s timeline; nil for a picture. A file named as
    /// a recording (`.mov`, `.mp4`, `.webm`) that is none is an error.
    /// The movie frame `name` (`MovieTimeline.pictureName`) decoded at
    /// `width`×`height`, the size it is drawn at, so that a screen's
    /// recording is scaled once by FFmpeg and drawn pixel for pixel; nil for
    /// a picture, a size past the movie's own, or a movie already held at
    /// as many sizes as it may be (it is then drawn from its own size).
    func texture(_ name: String, width: Int, height: Int) throws -> Texture? {
        guard let (movie, index) = MovieTimeline.movieFrame(name) else { return nil }
        let full = try frames(of: movie)
        guard width > 0, height > 0, width <= full.width, height <= full.height else { return nil }
        let sized = try drawnMovies.withLock { held -> MovieFrames? in
            let kept = held[full.path] ?? []
            if let frames = kept.first(where: { $0.width == width && $0.height == height }) { return frames }
            guard kept.count < Self.drawnSizesPerMovie else { return nil }
            let frames = try MovieFrames(full, width: width, height: height)
            held[full.path] = kept + [frames]
            return frames
        }
        return try sized?.texture(index)
    }

    package func timeline(of name: String) throws -> MovieTimeline? {
        let path = try path(of: name)
        if movies.withLock({ $0[path] != nil }) || MovieHeader.isMovie(path: path) { return try frames(of: name).timeline }
        guard MovieHeader.extensions.contains((path as NSString).pathExtension.lowercased()) else { return nil }
        let empty = ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) == 0
        throw MovieError.unreadable(path: path, reason: empty ? "the file is empty" : "no MOV, MP4 or WebM header")
    }

    /// The file `name` is read from (see the lookup above); a name with
    /// another extension or none is also taken as it is, last, so that a
    /// screenshot saved without one is found, and a GIF is told it is not a
    /// picture Frolic reads rather than that it is missing.
    package func path(of name: String) throws -> String {
        let given = (name as NSString).pathExtension.lowercased()
        let candidates = Self.extensions.contains(given) ? [name] : Self.extensions.map { "\(name).\($0)" } + [name]
        let folders = name.hasPrefix("/") ? [""] : searchPaths
        for dir in folders {
            for file in candidates {
                let path = dir.isEmpty ? file : (dir as NSString).appendingPathComponent(file)
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue { return path }
            }
        }
        throw PictureError.notFound(name: name, searched: name.hasPrefix("/") ? [] : searchPaths)
    }
}
