import FrolicCore

/// CRPixellatedView over any screen: a region of the screenshot (or a
/// picture of your own filling it) pixelates, following a pull as the
/// stretchy header does, or for `hold` seconds after a shake, a tap or a
/// moment. The `pixelHeader` block's pixelation parameters, the same rules.
///
///     { "pixelate": { "region": [0, 164, 393, 220], "stretch": true } }
///
/// A pull is a `scroll` gesture (`to` < 0) or a `drag` (its vertical travel);
/// the screenshot cannot scroll up, so offsets above 0 spring back as an
/// over-scroll does. With `stretch`, the region grows downwards by the pull
/// (aspect fill, as MGSpoty's header) and everything below it moves down.
package struct PixelateLayer: LayerEffect, ScreenDriver {
    package static let key = "pixelate"
    package static let summary = "A region pixelates on a pull, or for a while after a shake, tap or moment (CRPixellatedView, any screen)"

    package var start = Trigger.pull
    package var at = 0.0
    package var hold = 1.0
    package var region: Rect?
    package var picture: String?
    package var stretch = false
    package var pixels = PixelOptions()
    /// Scrolls its backdrop's stretchy table (a `StretchyTable`) on `scroll`
    /// gestures and pixelates its header, as the `pixelHeader` preset does,
    /// instead of a region of a screenshot that cannot scroll.
    var scrollsScreen = false
    var drivesScreen: Bool { scrollsScreen }

    package init() {}

    package static let parameters: [Parameter<PixelateLayer>] = Parameter.start(\.start, at: \.at) + [
        .number("hold", \.hold, 0...SceneLimits.seconds, "without a pull, seconds between pixelating and going back"),
        .rect("region", \.region, absent: "the screen", "the part that pixelates, points"),
        .optional("picture", \.picture, absent: "the backdrop's own pixels", accepts: "text, not empty",
                  schema: [("type", "string"), ("minLength", 1)], json: { .string($0) },
                  decode: { c, k in try c.checked(k) { (s: String) in s.isEmpty ? .notAllowed("must not be empty") : nil } },
                  "a picture filling the region at every frame instead (aspect fill), pixelating as the stretchy header's"),
        .flag("stretch", \.stretch, "on a pull, the region grows down by the pull and what is below moves down"),
    ] + PixelOptions.parameters.mapped(into: \.pixels)

    package var areas: [(field: String, rect: Rect)] { region.map { [("region", $0)] } ?? [] }

    package func pictureUses(field: String) -> [PictureUse] {
        picture.map { [PictureUse(field: "\(field).picture", name: $0)] } ?? []
    }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        Running(layer: self, screen: Rect(origin: .zero, size: context.scene.size), backdrop: context.backdrop,
                table: scrollsScreen ? context.backdrop.live as? StretchyTable : nil, showGestures: context.scene.showGestures)
    }

    struct Running: RunningLayer, TablePull {
        let layer: PixelateLayer
        let screen: Rect
        let region: Rect
        let backdrop: BackdropView
        let displayInterval: Int
        let startTick: Int
        let holdTicks: Int
        /// Reaching up is not possible on a screenshot: the pull springs back to 0.
        var scroll: ScrollTrack
        var pixelation: PullPixelation
        var offset = 0.0
        /// When a shake, tap or time start pixelated: the tick to reverse on.
        var reverseTick: Int?
        /// The stretchy table it scrolls, with the header's blur and the
        /// finger riding on the content; nil over a screenshot.
        let table: StretchyTable?
        var blur: HeaderBlur
        var indicators: GestureIndicators

        init(layer: PixelateLayer, screen: Rect, backdrop: BackdropView, table: StretchyTable?, showGestures: Bool) {
            self.layer = layer
            self.screen = screen
            region = layer.region ?? screen
            self.backdrop = backdrop
            displayInterval = Timeline.tickRate / layer.pixels.displayRate
            startTick = Timeline.ticks(layer.at)
            holdTicks = Timeline.ticks(layer.pixels.pixelDuration + layer.hold)
            scroll = ScrollTrack(maxOffset: table?.maxOffset ?? 0, bounceDuration: layer.pixels.bounceDuration)
            pixelation = PullPixelation(layer.pixels)
            self.table = table
            blur = table?.blur ?? HeaderBlur(maxRadius: 0, fadeDistance: 1, recomputeStep: 0)
            indicators = GestureIndicators(enabled: table != nil && showGestures)
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            indicators.step(tick: tick)
            for g in gestures {
                switch g {
                case .scroll(let to, let duration):
                    let from = scroll.offset(at: tick)
                    scroll.drag(to: to, duration: duration, at: tick)
                    // The finger rides on the content: it travels as far as the offset changes.
                    let touch = Point(screen.width * 0.7, screen.height * 0.48)
                    indicators.drag(from: touch, to: touch + Point(0, from - to), seconds: duration)
                case .drag(let path, let duration) where table == nil:
                    let travel = (path.last?.y ?? 0) - (path.first?.y ?? 0)
                    scroll.drag(to: scroll.offset(at: tick) - travel, duration: duration, at: tick)
                default: break
                }
            }
            if layer.start != .pull, layer.start.fires(tick: tick, startTick: startTick, gestures: gestures) {
                pixelation.start(reverse: false, at: tick)
                reverseTick = tick + holdTicks
            }
            if let r = reverseTick, tick == r {
                pixelation.start(reverse: true, at: tick)
                reverseTick = nil
            }
            let now = tick + 1
            if now % displayInterval == 0 { displayFrame(at: now) }
        }

        /// One display frame, as UIKit has it: the animation
        /// advances, then the scroll delegate runs if the offset changed.
        private mutating func displayFrame(at tick: Int) {
            pixelation.displayFrame(at: tick)
            let o = scroll.offset(at: tick)
            guard o != offset else { return }
            offset = o
            blur.scrolled(to: o)
            if layer.start == .pull { pixelation.scrolled(to: o, at: tick) }
        }

        /// Without a pull start, the timed animation alone.
        var block: Double { layer.start == .pull ? pixelation.block : pixelation.animation.block }

        var touches: [DrawCommand] { indicators.draw(in: screen.size) }

        /// Over a stretchy table, the table draws the header at the pull.
        func draw() -> [DrawCommand] {
            guard table == nil else { return [] }
            let pull = layer.stretch ? max(0, -offset) : 0
            // A picture of its own fills the region at rest too; the backdrop's pixels are already there.
            guard layer.picture != nil || block >= 1 || pull > 0 else { return [] }
            var out: [DrawCommand] = []
            if pull > 0, let below = Rect(x: screen.minX, y: region.maxY, width: screen.width,
                                         height: screen.maxY - region.maxY).intersection(screen) {
                out.append(.layer(Layer([backdrop.part(below)], transform: .translation(0, pull))))
            }
            // Stretched: the region's top stays, its height grows by the pull,
            // its content zooms about the top centre (aspect fill).
            let shown = Rect(x: region.minX, y: region.minY, width: region.width, height: region.height + pull)
            let k = shown.height / region.height
            if let picture = layer.picture {
                out.append(.picture(PictureFill(picture: picture, frame: shown, contentMode: .aspectFill, clip: shown,
                                                pixelBlock: block >= 1 ? block : 0)))
            } else if let picture = backdrop.picture {
                let top = Point(region.center.x, region.minY)
                let frame = picture.frame
                let zoomed = Rect(x: top.x + (frame.minX - top.x) * k, y: top.y + (frame.minY - top.y) * k,
                                  width: frame.width * k, height: frame.height * k)
                out.append(.rect(shown, style: .fill(backdrop.color)))
                out.append(.picture(PictureFill(picture: picture.name, frame: zoomed, contentMode: .stretch, clip: shown,
                                                pixelBlock: block, pixelAnchor: shown.center)))
            }
            return out
        }
    }
}
