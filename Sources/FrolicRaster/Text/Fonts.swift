import Foundation
import FrolicCore

/// The DejaVu faces standing in for UIKit's system font. Looked up once.
enum Fonts {
    static let folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]

    private static let regular = find("DejaVuSans.ttf")
    private static let bold = find("DejaVuSans-Bold.ttf")

    static func path(for weight: TextRun.Weight) throws -> String {
        try (weight == .bold ? bold : regular).get()
    }

    private static func find(_ file: String) -> Result<String, FrolicError> {
        for dir in folders {
            let path = (dir as NSString).appendingPathComponent(file)
            if FileManager.default.isReadableFile(atPath: path) { return .success(path) }
        }
        return .failure(FrolicError(file: file, field: "file",
                                    "font not found in \(folders.joined(separator: ", ")); install fonts-dejavu-core"))
    }
}
