import Foundation

/// The checkout the tests run in, so they can read `Examples/` and the
/// README wherever the repository is: the nearest folder above this file
/// that holds `Package.swift`.
package enum RepositoryRoot {
    /// The folder's path, without a trailing slash.
    package static let path: String = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift in a folder above \(#filePath)")
    }()

    /// The folder as a file URL.
    package static var url: URL { URL(fileURLWithPath: path, isDirectory: true) }
}
