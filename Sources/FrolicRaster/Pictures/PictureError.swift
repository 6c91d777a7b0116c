import FrolicCore

/// Why a picture a scene names could not be used: not found, not a picture,
/// or of a size a scene cannot take. The library does not know which scene
/// field named the picture, so it reports only what it tried; the renderer
/// adds the scene file and the field (`pigBurst.picture`) in a
/// `SceneRenderError`. A caller switches on it to tell a missing picture
/// (ask the user for it) from a broken one.
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file for `name` in any of the folders `searched`, in lookup order.
    case notFound(name: String, searched: [String])
    /// The file at `path` is no PNG, JPEG or WebP, whatever its name says
    /// (a GIF, a HEIC, a text file).
    case notAPicture(path: String)
    /// The file at `path` is not a picture libgd can decode as `format`.
    case unreadable(path: String, format: String)
    /// The file at `path` is a `format` picture with parts missing or
    /// broken (`reason`, in the decoder's words): truncated, or corrupt. It
    /// would decode with grey or garbage where the damage is, so it is refused.
    case damaged(path: String, format: String, reason: String)
    /// The picture at `path` is larger (or smaller) than a scene can use.
    case badSize(path: String, width: Int, height: Int)
    /// A caller asked for a resampled copy of an impossible size.
    case badResample(name: String, width: Int, height: Int)

    /// What is wrong, as the error line after the field says it.
    public var description: String {
        switch self {
        case let .notFound(name, searched) where searched.isEmpty:
            return "no picture file \(FrolicError.quoted(name)) (without an extension, .png, .jpg, .jpeg and .webp are tried)"
        case let .notFound(name, searched):
            return "no picture \(FrolicError.quoted(name)) (looked in \(searched.joined(separator: ", ")))"
        case let .notAPicture(path):
            return "\(path): not a PNG, JPEG or WebP picture"
        case let .unreadable(path, format):
            return "\(path): not a readable \(format) picture"
        case let .damaged(path, format, reason):
            return "\(path): damaged \(format) picture: \(reason); export or capture it again"
        case let .badSize(path, width, height):
            return "\(path): picture is \(width)×\(height) pixels; sides must be 1…\(PictureLimits.maxSide)"
        case let .badResample(name, width, height):
            return "\(FrolicError.quoted(name)): cannot resample to \(width)×\(height) pixels"
        }
    }
}
