import Foundation
import FrolicCore

/// The DejaVu faces standing in for UIKit's system font. Looked up once.
enum Fonts {
    static let folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]

    private static let regular = find("DejaVuSans.ttf")
    private static let bold = find("DejaVuSans-Bold.ttf")

    static func path(for weight: TextRun.Weight) throws(FontError) -> String {
        try (weight == .bold ? bold : regular).get()
    }

    private static func find(_ file: String) -> Result<String, FontError> {
        for dir in folders {
            let path = (dir as NSString).appendingPathComponent(file)
            if FileManager.default.isReadableFile(atPath: path) { return .success(path) }
        }
        return .failure(.notFound(file: file, folders: folders))
    }
}

/// Why text cannot be drawn: its font is missing or FreeType cannot use it.
/// Thrown while a scene with text renders; on a machine without the DejaVu
/// fonts (a bare CI image) it is the error to catch, as it names the
/// package to install rather than a fault in the scene.
public enum FontError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// No `file` in any of `folders`.
    case notFound(file: String, folders: [String])
    /// FreeType would not start (`path` is the font it was started for).
    case freeTypeUnavailable(path: String)
    /// FreeType cannot read the font at `path`.
    case unreadable(path: String)

    /// The font file at fault (its name, when it was not found).
    public var file: String {
        switch self {
        case let .notFound(file, _): return file
        case let .freeTypeUnavailable(path), let .unreadable(path): return path
        }
    }

    /// Always `file`: the font as a whole.
    public var field: String { "file" }

    /// What is wrong, for the error line.
    public var message: String {
        switch self {
        case let .notFound(_, folders): return "font not found in \(folders.joined(separator: ", ")); install fonts-dejavu-core"
        case .freeTypeUnavailable: return "cannot start FreeType"
        case .unreadable: return "cannot read the font"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
