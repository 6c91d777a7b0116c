import FrolicCore

/// UIViewXXYBoom over any screen: parts of the screenshot jitter, shrink and
/// burst into discs coloured from the screenshot's own pixels there, one per
/// `boomInterval`, leaving a hole, and each comes back in its place once its
/// fragments have landed (`comeBack`; 0: all together, as the shelf's cells).
///
///     { "boom": { "grid": { "origin": [16, 426], "cellSize": [361, 72], "rows": 6,
///                           "spacing": [0, 8] }, "visibleArea": [0, 0, 393, 769] } }
///
/// The candidates are the `rects` and the grid's cells that lie wholly
/// inside `visibleArea`, as the original takes the fully visible cells. A
/// start picks a random subset of them, as in the original (`distinctSubset`).
package struct BoomLayer: LayerEffect, ScreenDriver {
    package static let key = "boom"
    package static let summary = "Parts of the screen jitter, shrink and burst into discs of their own colours, then fade back (UIViewXXYBoom, any screen)"

    package var start = Trigger.shake
    package var at = 0.0
    package var rects: [Rect] = []
    package var grid = BoomGrid()
    package var visibleArea: Rect?
    package var hole: Color?
    package var look = BoomLook()
    package var boom = BoomLayer.options
    /// Explodes the cells of its backdrop's built-in screen (a `CellScreen`),
    /// which draws them in their states, as the `shelfBoom` preset does,
    /// instead of `rects` and `grid`.
    var explodesScreenCells = false
    var drivesScreen: Bool { explodesScreenCells }

    package init() {}

    /// UIViewXXYBoom's numbers, but each part comes back in its place once
    /// its fragments have landed (the original's `reset`), so a screen never
    /// sits empty while the others explode: 0.35 s to the fragments and at
    /// most 0.75 s of flight.
    static let options: BoomOptions = {
        var o = BoomOptions()
        o.comeBack = 1.1
        return o
    }()

    package static let parameters: [Parameter<BoomLayer>] = Parameter.start(\.start, at: \.at) + [
        .rects("rects", \.rects, count: 0...BoomOptions.maxParts, "regions to explode, points (each always a candidate)"),
        .group("grid", "cells to explode, in rows; those wholly inside `visibleArea` are candidates", [
            .point("origin", \.grid.origin, "the first cell's top-left, points"),
            .size("cellSize", \.grid.cellSize, sides: 1...Double(CanvasSize.maxPixels), "each cell's size, points").beside(),
            .integer("columns", \.grid.columns, 1...50, "cells per row"),
            .integer("rows", \.grid.rows, 0...100, "rows of cells (0: no grid)").beside(),
            .point("spacing", \.grid.spacing, "gaps between columns and between rows, points"),
        ]),
        .rect("visibleArea", \.visibleArea, absent: "the screen", "the area a grid cell must lie wholly inside (e.g. above a tab bar)"),
        .optional("hole", \.hole, absent: "the backdrop's colour", accepts: ParameterSchema.colorWords,
                  schema: ParameterSchema.color, json: JSONValue.color,
                  decode: { c, k in try c.decodeIfPresent(ColorValue.self, forKey: k)?.color },
                  "what shows where an exploded part was"),
        .choice("fragmentColor", \.look.colors,
                "`\"ink\"`: each fragment takes the colour of its part that stands out most from the hole (text shatters into its letters' colour); `\"sampled\"`: the colour at its point, as UIViewXXYBoom"),
        .number("fragmentEdge", \.look.edge, 0...10, "a rim this wide (points) and a glint, in a shade that stands out from the hole; 0: plain discs"),
        .number("fragmentMinSize", \.look.minSize, 0...100, "fragments are drawn at least this wide, points"),
    ] + BoomOptions.parameters.mapped(into: \.boom)

    package static func problem(with layer: BoomLayer) -> (key: String, problem: SceneFileError.Problem)? {
        let regions = layer.rects.count + layer.grid.rows * layer.grid.columns
        if regions == 0 { return ("rects", .notAllowed("nothing to explode: give rects, or a grid with rows")) }
        if let problem = layer.boom.fragmentProblem(parts: regions, named: "regions") { return ("fragmentGrid", problem) }
        return BoomOptions.problem(with: layer.boom)
    }

    /// Colours come from the backdrop, which checks its own picture.
    package var areas: [(field: String, rect: Rect)] { rects.enumerated().map { ("rects[\($0.offset)]", $0.element) } }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        if explodesScreenCells, let cells = context.backdrop.live as? CellScreen {
            let colors = try cells.fragmentColors(grid: boom.fragmentGrid, pictures: context.environment.pictures)
            return Running(start: start, startTick: Timeline.ticks(at), candidates: cells.candidates,
                           hole: nil, look: .original, backdrop: context.backdrop,
                           sequence: BoomSequence(options: boom, frames: cells.cellFrames, colors: colors,
                                                  random: SeededRandom(seed: context.seed)))
        }
        let visible = visibleArea ?? Rect(origin: .zero, size: context.scene.size)
        let cells = grid.cells
        let frames = rects + cells
        let candidates = Array(rects.indices) + cells.indices.filter { visible.contains(cells[$0]) }.map { $0 + rects.count }
        let n = 2 * boom.fragmentGrid
        let hole = hole ?? context.backdrop.color
        let colors = try frames.map { frame in
            if look.colors == .ink {
                return try BoomInk.colors(in: frame, grid: boom.fragmentGrid, hole: hole, backdrop: context.backdrop,
                                          pictures: context.environment.pictures)
            }
            // UIViewXXYBoom's snapshot: the view resized to 2g × 2g, pixel (2i, 2j) for fragment (i, j).
            let px = try context.backdrop.colors(in: frame, width: n, height: n, pictures: context.environment.pictures)
            return (0..<boom.fragmentGrid).flatMap { i in (0..<boom.fragmentGrid).map { j in px[2 * j * n + 2 * i] } }
        }
        return Running(start: start, startTick: Timeline.ticks(at), candidates: candidates,
                       hole: hole, look: look, backdrop: context.backdrop,
                       sequence: BoomSequence(options: boom, frames: frames, colors: colors,
                                              random: SeededRandom(seed: context.seed)))
    }

    struct Running: RunningLayer, CellStateSource {
        let start: Trigger
        let startTick: Int
        let candidates: [Int]
        /// What shows where an exploded part was; nil: the screen draws its
        /// cells in their states itself, and the layer only the fragments.
        let hole: Color?
        let look: BoomLook
        let backdrop: BackdropView
        var sequence: BoomSequence
        var now = 0

        mutating func step(tick: Int, gestures: [Gesture]) {
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) {
                sequence.start(at: tick, candidates: candidates)
            }
            now = tick + 1
        }

        /// Each region that is not at rest: the hole, then its part of the
        /// backdrop jittered, shrunk and faded about its centre; then every
        /// fragment above all of them.
        func cellState(_ cell: Int) -> Boom.CellState { sequence.viewState(cell, at: now) }

        func draw() -> [DrawCommand] {
            guard let hole else { return sequence.discs(at: now) }
            var out: [DrawCommand] = []
            for (view, frame) in sequence.frames.enumerated() {
                let state = sequence.viewState(view, at: now)
                guard state != .resting else { continue }
                out.append(.rect(frame, style: .fill(hole)))
                guard state.opacity > 0 else { continue }
                let transform = Transform.scale(state.scale, about: frame.center)
                    .then(.translation(state.offset.x, state.offset.y))
                out.append(.layer(Layer([backdrop.part(frame)], transform: transform, opacity: state.opacity)))
            }
            return out + look.dress(sequence.discs(at: now), hole: hole)
        }
    }
}
