import Foundation
import FrolicRaster
import FrolicTestSupport

/// The package checkout these tests run in.
let packageRoot = RepositoryRoot.path

/// The one temporary-folder helper of every test target (FrolicTestSupport).
typealias TemporaryFolder = FrolicTestSupport.TemporaryFolder

extension TemporaryFolder {
    /// A small, short copy of an example scene (its pictures are found through
    /// the package's Assets folder), edited by `edit`.
    func scene(_ example: String = "pixel-header", name: String = "scene", size: [Double] = [100, 150],
               duration: Double = 1.6, edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Examples/\(example).json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["name"] = name
        object["size"] = size
        object["duration"] = duration
        edit(&object)
        let path = file(name + ".json")
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every file below the folder with its modification date, to prove a run wrote nothing.
    func snapshotOfFiles(_ sub: String) -> [String: Date] {
        let root = file(sub)
        var out: [String: Date] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: "/nonexistent")! {
            let attrs = try? FileManager.default.attributesOfItem(atPath: root + "/" + name)
            guard attrs?[.type] as? FileAttributeType == .typeRegular else { continue }
            out[name] = attrs?[.modificationDate] as? Date
        }
        return out
    }
}

/// A frame of one colour with an optional rectangle of another.
func solidFrame(_ width: Int, _ height: Int, _ color: UInt32, patch: (x: Int, y: Int, w: Int, h: Int, color: UInt32)? = nil) -> Frame {
    var f = Frame(width: width, height: height, fill: color)
    if let p = patch {
        for y in p.y..<(p.y + p.h) { for x in p.x..<(p.x + p.w) { f[x, y] = p.color } }
    }
    return f
}

/// The mean absolute difference per colour channel of two frames of one size
/// (255 when the sizes differ): how close a palette picture is to the truth.
func meanChannelError(_ a: Frame, _ b: Frame) -> Double {
    guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else { return 255 }
    var sum = 0
    for (p, q) in zip(a.pixels, b.pixels) {
        for shift in [16, 8, 0] { sum += abs(Int(p >> UInt32(shift) & 0xFF) - Int(q >> UInt32(shift) & 0xFF)) }
    }
    return Double(sum) / Double(a.pixels.count * 3)
}
