import Foundation

/// The example scenes of `Examples/`, the one list every test that goes over
/// the examples takes them from, so that a new example is checked without
/// editing a test.
package enum ExampleScenes {
    /// The folder, without a trailing slash.
    package static let folder = RepositoryRoot.path + "/Examples"

    /// Each example's name (`snow-globe`), sorted: its scene file is
    /// `<name>.json`, its GIF `<name>.gif`.
    package static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The scene file of example `name`.
    package static func scene(_ name: String) -> String { folder + "/" + name + ".json" }
}
