import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes

/// What the page needs to play a render: the scene's size in points (the
/// pointer's coordinates), its frames and their rate (the scrubber), and its
/// gestures (marked on the timeline), a flow's moves and which of its
/// screens have a thumbnail (`/screens/N`).
enum SceneInfo {
    static func json(_ renderer: SceneRenderer, pixels: (width: Int, height: Int), warnings: [String], thumbnails: [Bool] = []) -> JSONValue {
        let header = renderer.header
        let timeline = renderer.timeline
        let gestures: [JSONValue] = header.script.events.map { event in
            .object([("time", .number(event.time)), ("frame", .number(frame(at: event.time, renderer))),
                     ("label", .string(label(event.gesture)))])
        }
        return .object([
            ("name", .string(header.name)),
            ("points", .array([.number(header.size.width), .number(header.size.height)])),
            ("screen", .array(screenOrigin(renderer).map(JSONValue.number))),
            ("screenSize", .array(screenSize(renderer).map(JSONValue.number))),
            ("pixels", .array([.number(Double(pixels.width)), .number(Double(pixels.height))])),
            ("fps", .number(Double(header.fps))),
            ("frames", .number(Double(timeline.frameCount))),
            ("duration", .number(header.duration)),
            ("gestures", .array(gestures)),
            ("transitions", .array(transitions(renderer))),
            ("thumbnails", .array(thumbnails.map(JSONValue.bool))),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("effective", .object(effective(renderer))),
            ("blocks", .array(blocks(renderer))),
            ("screenBlocks", .array(screenBlocks(renderer))),
        ])
    }

    /// Where the screen lies in the GIF, points: inside a device frame, past
    /// its margin and bezel; else at [0, 0]. Effects and blocks are in the
    /// screen's points, so the page offsets the pointer and outlines by it.
    static func screenOrigin(_ renderer: SceneRenderer) -> [Double] {
        let composition = renderer.file.composition
        guard composition.frame.isVisible else { return [0, 0] }
        let origin = composition.frame.shapes(screen: composition.screenHeader(renderer.header).size).screenOrigin
        return [origin.x, origin.y]
    }

    /// The screen's size, points: the scene's, less a device frame around it
    /// (a flow's thumbnails have its shape).
    static func screenSize(_ renderer: SceneRenderer) -> [Double] {
        let size = renderer.file.composition.screenHeader(renderer.header).size
        return [size.width, size.height]
    }

    /// The frame showing the moment `time`, seconds (the last past the end).
    static func frame(at time: Double, _ renderer: SceneRenderer) -> Double {
        Double(min(renderer.timeline.frameCount - 1, Int((time * Double(renderer.header.fps)).rounded(.down))))
    }

    /// A flow's moves, each from the frame it starts on to the frame it is
    /// done by, for the timeline to mark as a span, and the seconds it takes
    /// (its own or its transition's); none for a scene of one screen.
    static func transitions(_ renderer: SceneRenderer) -> [JSONValue] {
        guard let flow = renderer.file.composition.flow else { return [] }
        return flow.steps.map { step in
            .object([("time", .number(step.at)), ("frame", .number(frame(at: step.at, renderer))),
                     ("end", .number(frame(at: step.at + step.seconds, renderer))),
                     ("seconds", .number(step.seconds)), ("show", .number(Double(step.show))),
                     ("label", .string("\(step.transition.rawValue) to screen \(step.show + 1) in \(FrolicError.number(step.seconds)) s"))])
        }
    }

    /// The blocks content analysis finds on a backdrop picture that gives
    /// the scene its size, in points, for the page to outline so a click
    /// picks one's rectangle; none for any other scene.
    static func blocks(_ renderer: SceneRenderer) -> [JSONValue] {
        guard let backdrop = renderer.file.sizeBackdrop else { return [] }
        return blocks(of: backdrop, renderer)
    }

    /// A flow's screens' blocks, by their place in `screens`, for the page to
    /// outline those of the screen in view: none for a screen whose picture
    /// is not the screen's size (it is fitted, so its blocks lie elsewhere).
    static func screenBlocks(_ renderer: SceneRenderer) -> [JSONValue] {
        guard let flow = renderer.file.composition.flow else { return [] }
        let size = screenSize(renderer)
        return flow.screens.map { screen in
            guard let picture = screen.picture, let pixels = try? renderer.pictures.pixelSize(of: picture) else { return .array([]) }
            let points = screen.sceneSize(picturePixels: pixels)
            guard abs(points.width - size[0]) <= 0.5, abs(points.height - size[1]) <= 0.5, screen.offset == .zero else { return .array([]) }
            return .array(blocks(of: screen, renderer))
        }
    }

    private static func blocks(of backdrop: Backdrop, _ renderer: SceneRenderer) -> [JSONValue] {
        guard let picture = backdrop.picture, let pixels = try? renderer.pictures.pixelSize(of: picture) else { return [] }
        let density = backdrop.density ?? PictureDensity.inferred(pixels: pixels)
        guard let content = try? renderer.pictures.content(of: picture, density: density) else { return [] }
        return content.blocks.map { block in
            let f = block.frame
            return .object([("kind", .string("\(block.kind)")),
                            ("rect", .array([f.minX, f.minY, f.width, f.height].map(JSONValue.number)))])
        }
    }

    /// Values the render works out for keys the scene leaves out, by their
    /// path, so the page's controls show what is in effect: the density of
    /// a backdrop picture that gives the scene its size.
    static func effective(_ renderer: SceneRenderer) -> [(String, JSONValue)] {
        guard let backdrop = renderer.file.sizeBackdrop, backdrop.density == nil, let picture = backdrop.picture,
              let pixels = try? renderer.pictures.pixelSize(of: picture) else { return [] }
        return [("backdrop.density", .number(PictureDensity.inferred(pixels: pixels)))]
    }

    /// A gesture in a few words, for the timeline mark's tooltip.
    static func label(_ gesture: Gesture) -> String {
        func n(_ v: Double) -> String { FrolicError.number(v) }
        switch gesture {
        case .shake: return "shake"
        case .tap(let p): return "tap [\(n(p.x)), \(n(p.y))]"
        case .tapTarget(let target): return "tap target \(target)"
        case .scroll(let offset, let duration): return "scroll to \(n(offset)) over \(n(duration)) s"
        case .drag(let path, let duration): return "drag through \(path.count) points over \(n(duration)) s"
        }
    }
}
