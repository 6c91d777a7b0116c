import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes

/// What a person would see wrong in a scene's frames, rendered at `--scale 1`:
///
/// - a **blank frame**: the screen (inside a device frame, below its island
///   and above its bottom corners) one flat colour, in a scene whose first
///   frame shows a picture there: in any frame where the scene without its
///   effects is blank too, else (the effects cleared it) for longer than
///   `longestCleared`;
/// - an **effect no one sees**: an effect of an `effects` list (the scene's
///   or a screen's) whose frames, drawn alone over the scene, never change
///   more than `leastChange` of the screen against the scene drawn without
///   effects, a pixel counting as changed when a channel moves by more than
///   `seenStep`.
///
/// Each problem is one line naming the scene, the frame's number and its
/// time. The originals' blocks (`snow`, `pigBurst`, …) drive their own screen
/// and have no bare screen to measure against: they get the blank check only.
package enum SightCheck {
    /// The share of the screen's pixels one colour must cover for the screen to read as blank.
    package static let flatShare = 0.995
    /// The share of the screen an effect must change in at least one frame.
    package static let leastChange = 0.005
    /// Seconds the effects may leave the screen blank (a boom clears the page before it comes back).
    package static let longestCleared = 0.6
    /// How far (of 255) a channel must move for a person to see the pixel change.
    package static let seenStep = 12

    /// Which frames are looked at.
    package enum Frames: Sendable {
        /// Every frame.
        case all
        /// Every `sampleStep`-th frame, and every frame of a flow's moves
        /// and the one either side of each, where a screen can go missing.
        case sampled
    }

    /// A rectangle of whole pixels, half-open.
    struct Region {
        var x0, y0, x1, y1: Int
        var pixelCount: Int { max(0, x1 - x0) * max(0, y1 - y0) }
    }

    /// Scene files (named without `.json`; a one-command scene is named
    /// after its effect) whose effects are seen too little, or clear the
    /// screen too long, until their looks are reworked: the check still runs
    /// on them and must still find only their effects' problems, so each name
    /// is taken off as its effect is fixed.
    package static let effectsAwaitingTheirLooks: [String] = []

    /// Whether every problem found is an effect's (seen too little, or the
    /// screen cleared too long), none the scene's own.
    package static func onlyEffects(_ problems: [String]) -> Bool {
        !problems.isEmpty && problems.allSatisfy { $0.contains("no one sees") || $0.contains("the effects leave") }
    }

    /// Frames apart in `.sampled`.
    package static let sampleStep = 10

    /// The problems found in the scene at `scenePath`, one line each; empty when none.
    package static func problems(scenePath: String, frames: Frames) throws -> [String] {
        let name = (scenePath as NSString).lastPathComponent
        let renderer = try SceneRenderer(scenePath: scenePath, options: RenderOptions(scale: 1))
        let composition = renderer.file.composition
        let indices = self.indices(renderer: renderer, composition: composition, frames: frames)
        let shown = try renderer.playFrames(at: indices).frames
        guard let first = shown.first else { return [] }
        let region = screenRegion(renderer: renderer, composition: composition, width: first.width, height: first.height)
        let timeline = renderer.timeline
        func when(_ k: Int) -> String {
            "frame \(k) (\(String(format: "%.2f", Double(timeline.tick(forFrame: k)) / Double(Timeline.tickRate))) s)"
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: scenePath))
        let effects = try effectFields(data)
        let bare = effects.isEmpty ? shown : try SceneRenderer(scenePath: scenePath, contents: try scene(data, keeping: nil),
                                                                options: RenderOptions(scale: 1)).playFrames(at: indices).frames
        var problems: [String] = []
        if flatShare(of: bare[0], in: region) < flatShare {
            // A screen the scene itself leaves blank is wrong in any frame; one
            // an effect clears (a boom's blown page) only for longer than `longestCleared`.
            var cleared: [Int] = []
            func endRun() {
                guard let first = cleared.first, let last = cleared.last else { return }
                let seconds = Double(timeline.tick(forFrame: last) - timeline.tick(forFrame: first)) / Double(Timeline.tickRate)
                    + 1 / Double(timeline.fps)
                if seconds > longestCleared {
                    problems.append("\(name): \(when(first)) is blank: the effects leave the screen one flat colour for "
                                    + "\(String(format: "%.2f", seconds)) s (at most \(String(format: "%.1f", longestCleared)) s)")
                }
                cleared = []
            }
            for (n, k) in indices.enumerated() {
                guard flatShare(of: shown[n], in: region) >= flatShare else { endRun(); continue }
                if flatShare(of: bare[n], in: region) >= flatShare {
                    problems.append("\(name): \(when(k)) is blank: the screen is one flat colour")
                } else {
                    cleared.append(k)
                }
            }
            endRun()
        }
        guard !effects.isEmpty else { return problems }
        for field in effects {
            let alone = effects.count == 1 ? shown : try SceneRenderer(scenePath: scenePath, contents: try scene(data, keeping: field),
                                                                        options: RenderOptions(scale: 1)).playFrames(at: indices).frames
            var peak = (share: 0.0, frame: indices[0])
            for (k, (a, b)) in zip(indices, zip(alone, bare)) {
                let share = changedShare(a, b, in: region)
                if share > peak.share { peak = (share, k) }
            }
            if peak.share <= leastChange {
                problems.append("\(name): \(field) is an effect no one sees: at most \(String(format: "%.2f", peak.share * 100)) % "
                                + "of the screen changes, at \(when(peak.frame)) (at least \(String(format: "%.1f", leastChange * 100)) % must)")
            }
        }
        return problems
    }

    /// The frames `frames` asks for, ascending.
    static func indices(renderer: SceneRenderer, composition: Composition, frames: Frames) -> [Int] {
        let n = renderer.timeline.frameCount
        guard case .sampled = frames else { return Array(0 ..< n) }
        var picked = Set(stride(from: 0, to: n, by: sampleStep)).union([n - 1])
        let fps = Double(renderer.timeline.fps)
        for step in composition.flow?.steps ?? [] {
            let from = Int((step.at * fps).rounded(.down)) - 1, to = Int(((step.at + step.seconds) * fps).rounded(.up)) + 1
            picked.formUnion((max(0, from) ... max(0, min(n - 1, to))).filter { $0 < n })
        }
        return picked.sorted()
    }

    /// The screen's pixels in the frame: inside a device frame, the rows
    /// between its corners (the island sits in the top ones).
    static func screenRegion(renderer: SceneRenderer, composition: Composition, width: Int, height: Int) -> Region {
        guard composition.frame.isVisible else { return Region(x0: 0, y0: 0, x1: width, y1: height) }
        let shapes = composition.frame.shapes(screen: composition.screenHeader(renderer.header).size)
        let r = shapes.screenRect, corner = shapes.screenCorner
        return Region(x0: Int(r.minX.rounded(.up)), y0: Int((r.minY + corner).rounded(.up)),
                         x1: Int(r.maxX.rounded(.down)), y1: Int((r.maxY - corner).rounded(.down)))
    }

    /// The share of `region` its most frequent colour covers, when over
    /// half (else at most a half): the majority vote finds the colour that
    /// covers over half, and one more pass counts it.
    static func flatShare(of frame: Frame, in region: Region) -> Double {
        var candidate: UInt32 = 0, votes = 0
        frame.pixels.withUnsafeBufferPointer { px in
            for y in region.y0 ..< region.y1 {
                for x in region.x0 ..< region.x1 {
                    let p = px[y * frame.width + x] & 0xFF_FFFF
                    if votes == 0 { candidate = p; votes = 1 } else if p == candidate { votes += 1 } else { votes -= 1 }
                }
            }
        }
        var count = 0
        frame.pixels.withUnsafeBufferPointer { px in
            for y in region.y0 ..< region.y1 {
                for x in region.x0 ..< region.x1 where px[y * frame.width + x] & 0xFF_FFFF == candidate { count += 1 }
            }
        }
        return Double(count) / Double(max(1, region.pixelCount))
    }

    /// The share of `region` where `a` and `b` differ by more than `seenStep` in a channel.
    static func changedShare(_ a: Frame, _ b: Frame, in region: Region) -> Double {
        var changed = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in region.y0 ..< region.y1 {
                    for x in region.x0 ..< region.x1 {
                        let p = Int(pa[y * a.width + x]), q = Int(pb[y * b.width + x])
                        guard p != q else { continue }
                        if abs(p & 0xFF - q & 0xFF) > seenStep || abs((p >> 8) & 0xFF - (q >> 8) & 0xFF) > seenStep
                            || abs((p >> 16) & 0xFF - (q >> 16) & 0xFF) > seenStep { changed += 1 }
                    }
                }
            }
        }
        return Double(changed) / Double(max(1, region.pixelCount))
    }

    /// Each effect of the scene file by its field: `effects[0].confetti`, `screens[1].effects[0].snow`.
    static func effectFields(_ data: Data) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        func fields(_ list: Any?, _ prefix: String) -> [String] {
            ((list as? [[String: Any]]) ?? []).enumerated().map { i, entry in "\(prefix)effects[\(i)].\(entry.keys.sorted().first ?? "")" }
        }
        let screens = (object["screens"] as? [[String: Any]]) ?? []
        return fields(object["effects"], "") + screens.indices.flatMap { fields(screens[$0]["effects"], "screens[\($0)].") }
    }

    /// The scene file with only the effect at `keeping` (none: nil); a
    /// backdrop left without effects becomes a flow of one screen, the same screen.
    static func scene(_ data: Data, keeping: String?) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        func kept(_ list: Any?, _ prefix: String) -> [Any]? {
            let entries = ((list as? [[String: Any]]) ?? []).enumerated().filter { i, entry in
                "\(prefix)effects[\(i)].\(entry.keys.sorted().first ?? "")" == keeping
            }.map(\.element)
            return entries.isEmpty ? nil : entries
        }
        object["effects"] = kept(object["effects"], "")
        if var screens = object["screens"] as? [[String: Any]] {
            for i in screens.indices { screens[i]["effects"] = kept(screens[i]["effects"], "screens[\(i)].") }
            object["screens"] = screens
        } else if object["effects"] == nil, let backdrop = object.removeValue(forKey: "backdrop") {
            object["screens"] = [backdrop]
        }
        return try JSONSerialization.data(withJSONObject: object)
    }
}
