import Foundation
import FrolicCore

/// Pictures by name, decoded once and shared by every frame and thread. A name
/// like `"snowflake-1"` is the first `<dir>/snowflake-1.png` (or .jpg, .jpeg,
/// .webp) in `searchPaths`.
public final class PictureLibrary: PictureSource, @unchecked Sendable {
    public let searchPaths: [String]
    private let lock = NSLock()
    /// Looked up by name only, never iterated, so its order cannot reach output.
    private var cache: [String: Texture] = [:]

    static let extensions = ["png", "jpg", "jpeg", "webp"]

    public init(searchPaths: [String]) { self.searchPaths = searchPaths }

    /// Loads every picture now, so a bad name fails a render before its first
    /// frame with one clear line.
    public func preload(_ names: [String]) throws {
        for name in names { _ = try texture(name) }
    }

    public func pixelSize(of picture: String) throws -> Size {
        let base = try texture(picture).base
        return Size(Double(base.width), Double(base.height))
    }

    public func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
        guard width > 0, height > 0, width <= PictureDecoder.maxSide, height <= PictureDecoder.maxSide else {
            throw FrolicError(file: picture, field: "-", "cannot resample to \(width)×\(height) pixels")
        }
        let base = try texture(picture).base
        return AreaResample.resample(base.pixels, base.width, base.height, to: width, height).map(Premultiplied.color)
    }

    /// Decoding happens under the lock: a second thread asking for the same
    /// picture waits instead of decoding it twice.
    func texture(_ name: String) throws -> Texture {
        lock.lock(); defer { lock.unlock() }
        if let t = cache[name] { return t }
        let t = Texture(try PictureDecoder.decode(path: try path(of: name)))
        cache[name] = t
        return t
    }

    func path(of name: String) throws -> String {
        let given = (name as NSString).pathExtension.lowercased()
        let candidates = Self.extensions.contains(given) ? [name] : Self.extensions.map { "\(name).\($0)" }
        for dir in searchPaths {
            for file in candidates {
                let path = (dir as NSString).appendingPathComponent(file)
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue { return path }
            }
        }
        let dirs = searchPaths.isEmpty ? "(no picture folders)" : searchPaths.joined(separator: ", ")
        throw FrolicError(file: name, field: "-", "no picture named \(name) in \(dirs)")
    }
}
