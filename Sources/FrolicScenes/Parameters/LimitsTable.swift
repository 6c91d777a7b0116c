import FrolicCore

/// The "Limits" table of Examples/README.md, written from the constants that
/// the decoder and the renderer check, so the docs state the figures the
/// code holds a scene to.
enum LimitsTable {
    static var markdown: String {
        let seconds = SceneLimits.secondsText
        let rows: [(String, String, String)] = [
            ("time", "`duration` more than 0 and at most \(seconds) s; every moment and span in a scene (`at`, a scroll's or drag's `duration`, `hold`, snowfall) at most \(seconds) s",
             "the field"),
            ("`size`", "each side × `--scale`, rounded to the nearest pixel, comes to 1…\(CanvasSize.maxPixels) pixels; "
                + "checked as read against every `--scale` (\(CanvasSize.scales.lowerBound)…\(CanvasSize.scales.upperBound))",
             "`size` (the line says the pixels it computed)"),
            ("`name`", "at most \(SceneName.maxLength) characters", "`name`"),
            ("`description`", "one line, at most \(SceneHeader.maxDescription) characters", "`description`"),
            ("taps", "at most \(ScriptEventValue.maxTaps) in a script (a point or a target)", "the script entry of tap \(ScriptEventValue.maxTaps + 1)"),
            ("drag path", "\(ScriptEntry.pathPoints.lowerBound)…\(ScriptEntry.pathPoints.upperBound) points", "the entry's `path`"),
            ("burst items", "at most \(BurstLayer.maxItems) a scene: each tap bursts `itemsPerTap` (and lifting a drag with `attachOnDrag`); "
                + "all of them may still be live at the end", "the script entry whose burst passes \(BurstLayer.maxItems)"),
            ("flakes", "at most \(FrolicError.number(EmitterParameters.maxLive)) alive at once (pictures × birthRate × lifetime, with the emitter's factors)",
             "`flakes`"),
            ("boom parts", "at most \(BoomOptions.maxParts) (a shelf's `products`, a layer's `rects`), and parts × `fragmentGrid`² at most \(BoomOptions.maxFragments)",
             "`products` or `rects`; `fragmentGrid`"),
            ("pictures", "distinct pictures at most \(PictureLimits.decodedBudget >> 20) MiB decoded, counted as width × height × 4 bytes "
                + "from each file's header before any is decoded; at most \(PictureLimits.maxSide) pixels a side", "the picture that passes it"),
            ("numbers", "a number no 64-bit float holds (beyond ±1.8e308, or so close to 0 it would read as 0) is refused; "
                + "a whole-number field (`fps`, `seed`, `itemsPerTap` …) takes no fraction", "the number, with its line and column"),
        ]
        return "| limit | value | error at |\n|---|---|---|\n" + rows.map { "| \($0.0) | \($0.1) | \($0.2) |" }.joined(separator: "\n") + "\n"
    }
}
