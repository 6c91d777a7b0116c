import FrolicCore

/// The pixel-header scene, stepped at 600 Hz. UIKit does its work once per
/// display frame (`displayRate`, 60 Hz): the scroll view moves, its delegate
/// runs (stretch, blur, the `pulled` flag, the continuous block size) and the
/// display link advances CRPixellatedView's animation; between display frames
/// the screen does not change.
struct PixelHeaderSimulation: Simulation {
    let size: Size
    let effect: PixelHeader
    let header: StretchyHeader
    let screen: PixelHeaderScreen
    let displayInterval: Int

    private(set) var scroll: ScrollTrack
    private(set) var blur: HeaderBlur
    private(set) var pixelation: PullPixelation
    /// The offset the last display frame showed.
    private(set) var offset = 0.0
    private var indicators: GestureIndicators

    init(effect: PixelHeader, scene: SceneHeader) {
        size = scene.size
        self.effect = effect
        header = StretchyHeader(screen: size, heightFraction: effect.headerHeightFraction,
                                fadeDistance: effect.blurFadeDistance, mode: effect.scrollMode)
        screen = PixelHeaderScreen(size: size, headerHeight: header.height, title: effect.title,
                                   subtitle: effect.subtitle, tracks: effect.tracks)
        displayInterval = Timeline.tickRate / effect.displayRate
        scroll = ScrollTrack(maxOffset: screen.contentHeight - size.height, bounceDuration: effect.bounceDuration)
        blur = HeaderBlur(maxRadius: effect.blurRadius, fadeDistance: effect.blurFadeDistance,
                          recomputeStep: effect.blurRecomputeStep)
        pixelation = PullPixelation(effect)
        indicators = GestureIndicators(enabled: scene.showGestures)
    }

    /// The block size the picture shows now.
    var pixelBlock: Double { pixelation.block }
    var pulled: Bool { pixelation.pulled }
    var pixels: PixelAnimation { pixelation.animation }

    mutating func step(tick: Int, gestures: [Gesture]) {
        indicators.step(tick: tick)
        for gesture in gestures {
            guard case .scroll(let target, let duration) = gesture else { continue }
            let from = scroll.offset(at: tick)
            scroll.drag(to: target, duration: duration, at: tick)
            // The finger rides on the content: it travels as far as the offset changes.
            let touch = Point(size.width * 0.7, size.height * 0.48)
            indicators.drag(from: touch, to: touch + Point(0, from - target), seconds: duration)
        }
        let now = tick + 1
        if now % displayInterval == 0 { displayFrame(at: now) }
    }

    private mutating func displayFrame(at tick: Int) {
        pixelation.displayFrame(at: tick)
        let o = scroll.offset(at: tick)
        guard o != offset else { return }  // scrollViewDidScroll fires only on a change
        offset = o
        blur.scrolled(to: o)
        pixelation.scrolled(to: o, at: tick)
    }

    func draw() -> DisplayList {
        var list = DisplayList(size: size, commands: [.fill(PixelHeaderScreen.background)])
        let frame = header.pictureFrame(offset: offset)
        list.append(.picture(PictureFill(picture: effect.picture, frame: frame, contentMode: .aspectFill,
                                         clip: frame, pixelBlock: pixelBlock, blurRadius: blur.radius)))
        let tintAlpha = effect.tint.a * blur.tintStrength
        if tintAlpha > 0 { list.append(.rect(frame, style: .fill(effect.tint.withAlpha(tintAlpha)))) }
        let alpha = header.overlayAlpha(offset: offset)
        if alpha > 0 {
            list.append(.layer(Layer(screen.overlay(), transform: .translation(0, header.overlayShift(offset: offset)),
                                     opacity: alpha)))
        }
        list.append(contentsOf: screen.rows(offset: offset))
        list.append(contentsOf: screen.statusBar())
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }
}
