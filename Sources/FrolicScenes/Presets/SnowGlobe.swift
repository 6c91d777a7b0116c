import FrolicCore

/// Shake for snow — Takeaway's holiday easter egg: a food-delivery app's
/// restaurant list where a shake in the holiday season lets snow fall over
/// the whole window for ten seconds. The `snow` block: the delivery app's
/// screen (`title`) and a seasonal snow layer (`today`, `season`, `duration`,
/// `emitter`, `flakes`), started by a shake; the screen wobbles on a shake.
///
///     "snow": { "today": "2025-12-20", "season": { "from": "12-01", "to": "01-15" } }
///
/// `today` is needed unless `--date` gives it; `--config` replaces the season
/// and the duration (see `SnowLayer`).
struct SnowGlobe: PresetModel {
    static let key = "snow"
    static let summary = "Shake for snow: a food-delivery app where a shake in the holiday season lets snow fall over the window"
    static let screenName = "snow-globe"

    var screen = DeliveryAppScreen()
    var snow: SnowLayer = {
        var layer = SnowLayer()
        layer.season = .holidays
        return layer
    }()

    init() {}

    static let parameters: [Parameter<SnowGlobe>] =
        SnowLayer.parameters.mapped(["today", "season", "duration"], into: \.snow)
        + DeliveryAppScreen.parameters.mapped(into: \.screen)
        + SnowLayer.parameters.mapped(["emitter", "flakes"], into: \.snow)

    static func problem(with preset: SnowGlobe) -> (key: String, problem: SceneFileError.Problem)? {
        SnowLayer.problem(with: preset.snow)
    }

    var composition: Composition {
        var backdrop = Backdrop()
        backdrop.screen = Self.screen
        backdrop.look = screen
        backdrop.color = .black
        backdrop.wobble = true
        return Composition(preset: self, backdrop: backdrop, layer: snow, indicated: .shake)
    }
}
