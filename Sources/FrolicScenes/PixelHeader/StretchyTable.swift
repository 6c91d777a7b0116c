import FrolicCore

/// The profile screen laid out, drawn at the offset the layer that drives it
/// has scrolled it to: the header picture stretched, blurred and pixelated as
/// that layer says, the tint, the overlay, the rows, the layers' drawing, then
/// the status bar and the finger.
struct StretchyTable: LiveScreen {
    let model: StretchyTableScreen
    let header: StretchyHeader
    let screen: PixelHeaderScreen

    init(model: StretchyTableScreen, size: Size) {
        self.model = model
        header = StretchyHeader(screen: size, heightFraction: model.headerHeightFraction,
                                fadeDistance: model.blurFadeDistance, mode: model.scrollMode)
        screen = PixelHeaderScreen(size: size, headerHeight: header.height, title: model.title,
                                   subtitle: model.subtitle, tracks: model.tracks)
    }

    /// The largest offset the table scrolls to.
    var maxOffset: Double { screen.contentHeight - screen.size.height }

    /// The header's blur as the table's pulls remake it.
    var blur: HeaderBlur {
        HeaderBlur(maxRadius: model.blurRadius, fadeDistance: model.blurFadeDistance, recomputeStep: model.blurRecomputeStep)
    }

    func draw(driver: (any RunningLayer)?, between: [DrawCommand]) -> [DrawCommand] {
        let pull = driver as? TablePull
        let offset = pull?.offset ?? 0, blur = pull?.blur ?? self.blur
        var out: [DrawCommand] = [.fill(PixelHeaderScreen.background)]
        let frame = header.pictureFrame(offset: offset)
        out.append(.picture(PictureFill(picture: model.picture, frame: frame, contentMode: .aspectFill,
                                        clip: frame, pixelBlock: pull?.block ?? 0, blurRadius: blur.radius)))
        let tintAlpha = model.tint.a * blur.tintStrength
        if tintAlpha > 0 { out.append(.rect(frame, style: .fill(model.tint.withAlpha(tintAlpha)))) }
        let alpha = header.overlayAlpha(offset: offset)
        if alpha > 0 {
            out.append(.layer(Layer(screen.overlay(), transform: .translation(0, header.overlayShift(offset: offset)),
                                    opacity: alpha)))
        }
        out += screen.rows(offset: offset)
        out += between
        out += screen.statusBar()
        return out + (pull?.touches ?? [])
    }
}

/// A running layer that scrolls a `StretchyTable`: the offset its last
/// display frame showed, the header's blur and pixel block, and the finger.
protocol TablePull {
    var offset: Double { get }
    var blur: HeaderBlur { get }
    var block: Double { get }
    var touches: [DrawCommand] { get }
}
