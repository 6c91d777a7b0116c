import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// A report folder for reviewing a run: `index.html` with CSS and script
/// inline, and the pictures as PNG files beside it (`<scene>/frame-NNNN.*.png`),
/// referenced by relative paths. Nothing is fetched, so the folder opens
/// offline from a CI artifact; files instead of data URIs keep it a third the
/// size and let a browser load only what is on screen.
package enum HTMLReport {
    /// Writes the report and returns the path of `index.html`.
    @discardableResult
    package static func write(_ results: [SceneResult], problems: [RunProblem] = [], to directory: String,
                              options: SnapshotOptions) throws -> String {
        let files = try ReportFolder(directory, referencesRoots: results.map { ($0.referencePath as NSString).deletingLastPathComponent })
        try files.claim(ReportFolder.indexName)
        for r in results where r.failed && r.error == nil { try files.claim(slug(r.name) + "/") }
        var body = ""
        let failing = results.filter(\.failed)
        let passing = results.filter { !$0.failed }
        let failures = problems.filter { $0.severity != .warning }
        body += "<header><h1>Frolic snapshots</h1><p class=\"totals\">"
        if !failures.isEmpty {
            body += "<span class=\"bad\">run failed: \(failures.count) problem\(failures.count == 1 ? "" : "s") of the run</span> · "
        }
        body += "<span class=\"bad\">\(failing.count) failed</span> · <span class=\"good\">\(passing.count) passed</span>"
        body += " · threshold \(SceneResult.fixed(options.diff.threshold, 3))"
        body += " · budget \(options.diff.maxDiffPixels) pixels / \(SceneResult.fixed(options.diff.maxDiffPixelRatio * 100, 2)) %"
        body += options.diff.includeAntiAliased ? " · anti-aliased pixels counted" : " · anti-aliased pixels ignored"
        body += "</p>"
        if !failing.isEmpty {
            body += "<nav>Failed: " + failing.map { "<a href=\"#\(slug($0.name))\">\(escape($0.name))</a>" }.joined(separator: " · ") + "</nav>"
        }
        body += "</header>\n"
        body += problemsSection(problems, unloaded: failing.filter { $0.error != nil })
        for r in failing { body += try failedScene(r, files: files) }
        if !passing.isEmpty {
            body += "<section class=\"passed\"><h2>Passed</h2><ul>"
            for r in passing {
                body += "<li><span class=\"good\">✓</span> <b>\(escape(r.name))</b> — \(r.frames.count) key frames of \(r.frameCount)"
                body += r.gif.map { $0.status == .recorded ? ", GIF recorded" : $0.status == .notJudged ? "" : ", GIF identical" } ?? ""
                if !r.written.isEmpty { body += " · recorded \(r.written.count) files" }
                if let note = r.content?.passingNote, r.content?.recorded == false { body += " · " + escape(note) }
                body += masksNote(r)
                body += "</li>"
            }
            body += "</ul></section>"
        }
        let html = page(body: body)
        try files.write(Data(html.utf8), ReportFolder.indexName)
        try files.finish()
        return directory + "/" + ReportFolder.indexName
    }

    /// What is wrong with the run as a whole, first: reference folders
    /// without a scene, scenes that are not there, scenes that cannot be
    /// loaded (a bad `budget.json`, a broken reference file), so a red run
    /// never opens on a page of green.
    static func problemsSection(_ problems: [RunProblem], unloaded: [SceneResult]) -> String {
        guard !problems.isEmpty || !unloaded.isEmpty else { return "" }
        var s = "<section class=\"problems\"><h2>Problems of the run</h2><ul>"
        for p in problems {
            let label = p.severity == .warning ? "<span class=\"warn\">warning</span>" : "<span class=\"bad\">\(p.severity.rawValue)</span>"
            s += "<li>\(label) <code>\(escape(p.path.isEmpty ? p.name : p.path))</code>: \(escape(p.message))</li>"
        }
        for r in unloaded {
            s += "<li><span class=\"bad\">error</span> <a href=\"#\(slug(r.name))\">\(escape(r.name))</a>: \(escape(r.error ?? ""))</li>"
        }
        return s + "</ul></section>\n"
    }

    private static func failedScene(_ r: SceneResult, files: ReportFolder) throws -> String {
        let id = slug(r.name)
        var s = "<section class=\"scene failed\" id=\"\(id)\"><h2><span class=\"bad\">✗</span> \(escape(r.name))</h2>"
        s += "<p class=\"meta\">\(escape(r.scenePath)) · \(r.width)×\(r.height) · \(r.frameCount) frames at \(r.fps) fps · references in \(escape(r.referencePath))</p>"
        if let error = r.error {
            return s + "<p class=\"error\">\(escape(error))</p></section>\n"
        }
        try files.makeFolder(id)
        let images = Images(files: files, id: id, accept: r.accept)
        s += "<p class=\"summary\">\(escape(String(r.summary.dropFirst(2))))</p>"
        s += masksNote(r)
        s += "<p class=\"accept\">If the change is intended, accept it: <code>\(escape(r.accept.description))</code> and commit \(escape(r.referencePath)).</p>"
        let content = r.content.flatMap { $0.failed && !$0.missing ? $0 : nil }
        if let c = content, !c.causes.isEmpty {
            s += "<ul class=\"causes\">" + c.causes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        if r.indexNamedFrames > 0 { s += "<p class=\"meta\">\(escape(r.indexNamedNote))</p>" }
        let moved = r.frames.compactMap { f in f.otherFrameNote(fps: r.fps).map { "key frame \(f.keyFrame.index): " + $0 } }
        if !moved.isEmpty { s += "<ul class=\"meta\">" + moved.map { "<li>\(escape($0))</li>" }.joined() + "</ul>" }
        // The frame that fails most comes first, and the animation opens on it.
        let worst = content.flatMap { $0.worst ?? $0.first } ?? r.worstFrame
        if let w = worst { s += try frameSection(w, images: images, fps: r.fps, budget: r.diffOptions, title: "Fails most: frame") }
        if let a = r.animation {
            // Key frames with a PNG of their own: the strip says their expected picture is that PNG.
            s += try animation(a, keyFrames: Set(r.frames.filter { $0.expected != nil }.map(\.keyFrame.index)), images: images, content: content,
                               budget: r.diffOptions, start: worst?.keyFrame.index ?? 0)
        }
        if let c = content {
            s += try contentSection(c, images: images, budget: r.diffOptions, shown: worst?.keyFrame.index)
            if !c.sceneChanges.isEmpty { s += sceneDiffSection(c.sceneChanges) }
        }
        let contentFailed = r.content?.failed == true
        if let gif = r.gif, gif.failed { s += try gifSection(gif, images: images, fps: r.fps) }
        for f in r.frames where (f.failed || f.status == .withinBudget) && !(contentFailed && f.status == .changed)
            && f.keyFrame.index != worst?.keyFrame.index {
            s += try frameSection(f, images: images, fps: r.fps, budget: r.diffOptions)
        }
        return s + "</section>\n"
    }

    /// Pictures are shown at most this many times their size: a small scene
    /// is not blown up to the page's width.
    static let largestZoom = 2

    /// A grid's `max-width` for `columns` pictures `width` pixels wide.
    static func widthLimit(_ width: Int, columns: Int) -> String {
        "max-width:\(columns * (width * largestZoom + 2) + (columns - 1) * 12)px"
    }

    /// The scene file's fields against the recorded `scene.json`, one row each.
    private static func sceneDiffSection(_ changes: [SceneChange]) -> String {
        var s = "<div class=\"scenediff\"><h3>Scene file <small>against the recorded scene.json · \(changes.count) field\(changes.count == 1 ? "" : "s") changed</small></h3>"
        s += "<table><tr><th>field</th><th>recorded</th><th>now</th></tr>"
        for c in changes {
            s += "<tr><td><code>\(escape(c.field))</code></td><td class=\"old\">\(escape(c.recorded ?? "—"))</td><td class=\"new\">\(escape(c.now ?? "—"))</td></tr>"
        }
        return s + "</table></div>"
    }

    /// Whether a changed frame fails, passes (below the threshold or within
    /// the budget), or could not be measured: how the strip and table mark it.
    static func mark(_ c: ContentResult, _ i: Int, budget: DiffOptions) -> String {
        guard let f = c.figures[i] else { return c.recordedPlatform == nil ? "u" : "p" }
        return f.changedPixels > budget.allowedChanges(pixelCount: f.pixelCount) ? "f" : "p"
    }

    /// The masks of `budget.json`, which the diff images show in violet.
    private static func masksNote(_ r: SceneResult) -> String {
        guard !r.masks.isEmpty else { return "" }
        var s = "<p class=\"masks\">Not compared (masks in budget.json, violet in the diffs): "
        s += r.masks.map { escape($0.text) }.joined(separator: "; ")
        if let n = r.content?.maskedOnly, n > 0 { s += " · \(n) frame\(n == 1 ? "" : "s") differ only under them" }
        return s + "</p>"
    }

    /// The changed frames of the animation: the range, the first changed frame
    /// and the worst, and every changed frame's figures in a table.
    private static func contentSection(_ c: ContentResult, images: Images, budget: DiffOptions, shown: Int?) throws -> String {
        var s = "<div class=\"content\"><h3>Content <small>every frame, against frames.json</small></h3>"
        s += "<p class=\"figures\">\(escape(c.rangePhrase))</p>"
        if let reason = c.unmeasuredReason, !c.unmeasured.isEmpty {
            s += "<p class=\"figures\">\(c.unmeasured.count) changed frame\(c.unmeasured.count == 1 ? "" : "s") could not be compared pixel by pixel: \(escape(reason)).</p>"
        }
        if let f = c.first, f.keyFrame.index != shown {
            s += try frameSection(f, images: images, fps: c.fps, budget: budget, title: "First changed frame")
        }
        s += "<details><summary>All \(c.changedFrames.count) changed frames</summary><table><tr><th>frame</th><th>time</th><th>changed</th><th>below threshold</th><th>worst distance</th></tr>"
        for i in c.changedFrames {
            s += "<tr class=\"\(mark(c, i, budget: budget))\"><td>\(i)\(c.keyFrames.contains(i) ? " (key)" : "")</td><td>\(time(i, c.fps))</td>"
            if let f = c.figures[i] {
                s += "<td>\(SceneResult.grouped(f.changedPixels))</td><td>\(SceneResult.grouped(f.belowThresholdPixels))</td>"
                s += "<td>\(SceneResult.fixed(max(f.worstDistance, f.worstBelowThreshold), 3))</td></tr>"
            } else {
                s += "<td colspan=\"3\">not measured</td></tr>"
            }
        }
        return s + "</table></details></div>"
    }

    /// Writes a frame's pictures into the scene's folder of the report and
    /// names them by relative path.
    struct Images {
        let files: ReportFolder
        let id: String
        /// The command that accepts this scene, for the hints beside its pictures.
        let accept: AcceptCommand

        func name(_ index: Int, _ kind: String) -> String { id + "/" + FrameFileName.stem(index) + "." + kind + ".png" }

        @discardableResult
        func put(_ frame: Frame?, _ index: Int, _ kind: String) throws -> String? {
            guard let frame else { return nil }
            let n = name(index, kind)
            if !files.has(n) { try files.writePNG(frame, n) }
            return n
        }

        /// Expected, actual, diff and, for a small change, enlarged crops of it.
        @discardableResult
        func write(_ f: FrameResult) throws -> (expected: String?, actual: String) {
            let i = f.keyFrame.index
            let actual = try put(f.actual, i, "actual")!
            let expected = try put(f.expected, i, "expected")
            if let d = f.diff, d.anyDifference {
                try put(d.image, i, "diff")
                if let b = d.changedBounds, let e = f.expected, Self.zoomSide(b, f.actual) != nil {
                    // Small changes vanish at page size: a crop around them, shown enlarged.
                    let side = Self.zoomSide(b, f.actual)!
                    let x = b.x + b.width / 2 - side / 2, y = b.y + b.height / 2 - side / 2
                    for (kind, frame) in [("expected", e), ("actual", f.actual), ("diff", d.image)] {
                        try put(frame.cropped(x: x, y: y, width: side, height: side), i, "zoom-" + kind)
                    }
                }
            }
            return (expected, actual)
        }

        /// The side of the enlarged crop around a change, nil when the change
        /// covers so much of the frame that the full pictures show it already.
        static func zoomSide(_ b: (x: Int, y: Int, width: Int, height: Int), _ frame: Frame) -> Int? {
            let side = max(40, max(b.width, b.height) + 16)
            return side <= min(frame.width, frame.height) / 2 ? side : nil
        }
    }

    private static func frameSection(_ f: FrameResult, images: Images, fps: Int, budget: DiffOptions, title: String = "Frame") throws -> String {
        try images.write(f)
        let i = f.keyFrame.index
        let e = images.name(i, "expected"), a = images.name(i, "actual"), d = images.name(i, "diff")
        var s = "<div class=\"frame\"><h3>\(title) \(i) <small>\(time(i, fps)) · \(escape(f.keyFrame.reason))</small></h3>"
        switch f.status {
        case .missing:
            s += "<p class=\"figures\">No reference: record it with <code>\(escape(images.accept.description))</code>.</p>"
            s += "<div class=\"trio\"><figure><figcaption>Actual</figcaption><img src=\"\(a)\"></figure></div>"
            return s + "</div>"
        case .sizeMismatch(let w, let h):
            s += "<p class=\"figures\">Size changed: reference \(w)×\(h), actual \(f.actual.width)×\(f.actual.height).</p>"
        default:
            if let diff = f.diff {
                let pct = SceneResult.fixed(diff.changedRatio * 100, 3)
                s += "<p class=\"figures\"><b>\(SceneResult.grouped(diff.changedPixels))</b> pixels changed (\(pct) %)"
                s += " · worst distance <b>\(SceneResult.fixed(diff.worstDistance, 3))</b>"
                s += " · \(SceneResult.grouped(diff.belowThresholdPixels)) pixels moved below the threshold (worst \(SceneResult.fixed(diff.worstBelowThreshold, 3)))"
                s += " · \(SceneResult.grouped(diff.antiAliasedPixels)) anti-aliased pixels not counted"
                if let b = diff.changedBounds { s += " · changed area \(b.width)×\(b.height) at (\(b.x), \(b.y))" }
                s += " · budget \(SceneResult.grouped(budget.allowedChanges(pixelCount: diff.pixelCount))) pixels"
                if f.status == .withinBudget { s += " · <span class=\"good\">within the budget</span>" }
                s += "</p>"
            } else if f.expected == nil {
                s += "<p class=\"figures\">Expected picture: unknown. No PNG of this frame is stored, and it cannot be rendered again "
                s += "from the reference (see above). Only the frame as it is now:</p>"
                s += "<div class=\"trio\"><figure><figcaption>Actual</figcaption><img src=\"\(a)\"></figure></div>"
                return s + "</div>"
            }
        }
        s += "<p class=\"source\">Expected picture: \(escape(f.expectedSource.text))</p>"
        // Three columns that shrink with the page: side by side on a phone too.
        let trio = "<div class=\"trio\" style=\"\(widthLimit(f.actual.width, columns: 3))\">"
        s += trio
        s += "<figure><figcaption>Expected</figcaption><img src=\"\(e)\"></figure>"
        s += "<figure><figcaption>Actual</figcaption><img src=\"\(a)\"></figure>"
        if f.diff?.anyDifference == true {
            s += "<figure><figcaption>Diff</figcaption><img src=\"\(d)\"></figure>"
        }
        s += "</div>"
        if f.diff?.anyDifference == true {
            s += "<p class=\"key\"><i class=\"red\"></i>changed <i class=\"yellow\"></i>anti-aliasing <i class=\"blue\"></i>below the threshold</p>"
        }
        if let b = f.diff?.changedBounds, Images.zoomSide(b, f.actual) != nil {
            s += trio
            for kind in ["expected", "actual", "diff"] {
                s += "<figure class=\"zoom\"><figcaption>\(kind.capitalized), enlarged around the change</figcaption><img src=\"\(images.name(i, "zoom-" + kind))\"></figure>"
            }
            s += "</div>"
        }
        if case .sizeMismatch = f.status {} else {
            s += "<div class=\"pair\" style=\"\(widthLimit(f.actual.width, columns: 2))\">"
            s += "<figure class=\"slider\"><div class=\"stack\"><img src=\"\(e)\"><img class=\"over\" src=\"\(a)\"><div class=\"handle\"></div></div>"
            s += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected to actual\"><figcaption>Slider: expected ◀ ▶ actual</figcaption></figure>"
            s += "<figure class=\"onion\"><div class=\"stack\"><img src=\"\(e)\"><img class=\"over\" src=\"\(a)\"></div>"
            s += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"actual over expected\"><figcaption>Onion skin: actual over expected, opacity</figcaption></figure>"
            s += "</div>"
        }
        return s + "</div>"
    }

    /// Every frame, expected / actual / diff in step under one scrubber
    /// (`Filmstrip`): three PNG sheets beside `index.html`, each frame shown
    /// by moving the sheet behind a frame-sized box.
    private static func animation(_ a: Filmstrip, keyFrames: Set<Int>, images: Images, content: ContentResult?,
                                  budget: DiffOptions, start: Int) throws -> String {
        var sheets: [String] = []
        for (kind, data) in [("actual", a.actual), ("expected", a.expected), ("diff", a.diff)] {
            guard let data else { sheets.append(""); continue }
            let name = images.id + "/animation." + kind + ".png"
            try images.files.write(data, name)
            sheets.append(name)
        }
        func list(_ xs: [Int]) -> String { "[" + xs.map(String.init).joined(separator: ",") + "]" }
        func columns(_ count: Int) -> Int { max(1, min(Filmstrip.columns, count)) }
        let expectedCount = a.expectedSlots.filter { $0 >= 0 }.count, diffCount = a.diffSlots.filter { $0 >= 0 }.count
        let changed = a.expectedSlots.indices.filter { a.expectedSlots[$0] != Filmstrip.same }
        // Per frame: f fails, p changed but passes, u changed and not measured, k key frame, empty otherwise.
        let marks = a.expectedSlots.indices.map { i in
            a.expectedSlots[i] != Filmstrip.same ? content.map { mark($0, i, budget: budget) } ?? "f" : keyFrames.contains(i) ? "k" : ""
        }
        let start = min(max(0, start), max(0, a.frameCount - 1))
        var s = "<div class=\"anim\" data-w=\"\(a.frameWidth)\" data-h=\"\(a.frameHeight)\" data-fps=\"\(a.fps)\" data-start=\"\(start)\""
        s += " data-sheets='[\"\(sheets[0])\",\"\(sheets[1])\",\"\(sheets[2])\"]'"
        s += " data-cols='[\(columns(a.frameCount)),\(columns(expectedCount)),\(columns(diffCount))]'"
        s += " data-counts='[\(a.frameCount),\(expectedCount),\(diffCount)]'"
        s += " data-eslots='\(list(a.expectedSlots))' data-dslots='\(list(a.diffSlots))' data-keys='\(list(keyFrames.sorted()))'>"
        s += "<h3>Animation <small>every frame (\(a.frameCount)), a third the size: expected, actual and diff in step, one scrubber"
        s += " · \(changed.count) changed · opens on frame \(start)</small></h3>"
        s += "<div class=\"trio\" style=\"\(widthLimit(a.frameWidth, columns: 3))\"><figure><figcaption>Expected</figcaption><div class=\"cell e\"></div></figure>"
        s += "<figure><figcaption>Actual</figcaption><div class=\"cell a\"></div></figure>"
        s += "<figure><figcaption>Diff</figcaption><div class=\"cell d\"></div></figure></div>"
        s += "<div class=\"marks\" title=\"click a frame to go there\">"
        s += marks.map { "<i class=\"\($0)\"></i>" }.joined() + "</div>"
        s += "<p class=\"legend\"><i class=\"f\"></i>fails <i class=\"p\"></i>changed, passes (below the threshold or within the budget)"
        s += " <i class=\"u\"></i>changed, not measured <i class=\"k\"></i>key frame</p>"
        s += "<input class=\"scrub\" type=\"range\" min=\"0\" max=\"\(max(0, a.frameCount - 1))\" value=\"\(start)\" aria-label=\"frame\">"
        s += "<p class=\"controls\"><button class=\"play\">Play</button> <button class=\"prev\" title=\"previous frame\">◀</button>"
        s += " <button class=\"next\" title=\"next frame\">▶</button> <span class=\"label\"></span></p>"
        if let reason = a.unknownReason {
            let n = a.expectedSlots.filter { $0 == Filmstrip.unknown }.count
            s += "<p class=\"figures\">The expected picture of \(n) changed frame\(n == 1 ? "" : "s") is not shown: \(escape(reason)). "
            s += "Those frames say “expected unknown”; only the frame as it is now can be seen.</p>"
        }
        return s + "</div>"
    }

    private static func gifSection(_ gif: GIFResult, images: Images, fps: Int) throws -> String {
        var s = "<details class=\"gif\" open><summary>GIF encoding (palette, colour mapping, frame optimisation) — every frame's content is identical</summary><ul>"
        if gif.status == .missing {
            s += "<li>No <code>gif.json</code> reference: record it with <code>\(escape(images.accept.description))</code>.</li>"
        }
        for d in gif.differences { s += "<li>\(escape(d))</li>" }
        if let e = gif.expected, e.palette != gif.actual.palette {
            s += "<li>palette, expected: " + swatches(e.palette) + "</li><li>palette, actual: " + swatches(gif.actual.palette) + "</li>"
        }
        s += "</ul>"
        let quiet = gif.paletteFrames.filter { $0.status == .matched }.map { String($0.keyFrame.index) }
        if !quiet.isEmpty {
            s += "<p>Frames \(quiet.joined(separator: ", ")) map to other palette entries, but no pixel moves beyond the threshold.</p>"
        }
        for f in gif.paletteFrames where f.status != .matched {
            let i = f.keyFrame.index
            s += "<h3>Frame \(i) in GIF colours <small>\(time(i, fps)) · palette indices changed"
            if let d = f.diff { s += " · \(SceneResult.grouped(d.changedPixels)) pixels beyond the threshold, worst distance \(SceneResult.fixed(d.worstDistance, 3))" }
            s += "</small></h3><div class=\"trio\">"
            for (kind, caption, frame) in [("gif-expected", "Recorded palette", f.expected), ("gif-actual", "New palette", f.actual), ("gif-diff", "Diff", f.diff?.image)] {
                if let n = try images.put(frame, i, kind) { s += "<figure><figcaption>\(caption)</figcaption><img src=\"\(n)\"></figure>" }
            }
            s += "</div>"
        }
        return s + "</details>"
    }

    private static func swatches(_ colors: [String]) -> String {
        "<span class=\"swatches\">" + colors.map { "<i style=\"background:\($0)\" title=\"\($0)\"></i>" }.joined() + "</span>"
    }

    private static func page(body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Frolic snapshots</title>
        <style>\(css)</style></head>
        <body>
        \(body)
        <script>
        \(script)
        </script>
        </body></html>

        """
    }

    static let css = """
    body{font:14px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:0;padding:12px;background:#f4f4f6;color:#1d1d1f}
    h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 4px;overflow-wrap:anywhere}h3{font-size:15px;margin:16px 0 6px}
    small{color:#6e6e73;font-weight:normal}.meta{color:#6e6e73;margin:0 0 8px;font-size:12px;overflow-wrap:anywhere}
    .bad{color:#d70015;font-weight:bold}.good{color:#248a3d;font-weight:bold}.warn{color:#b25000;font-weight:bold}
    section.problems{border-left:4px solid #d70015}section.problems li{overflow-wrap:anywhere}
    section{background:#fff;border-radius:10px;padding:12px;margin:12px 0;box-shadow:0 1px 3px #0002;max-width:1100px}
    .summary{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:12px;background:#fff1f0;padding:6px 8px;border-radius:6px;overflow-wrap:anywhere}
    .causes{font-weight:bold;overflow-wrap:anywhere}.source{font-size:12px;color:#6e6e73;margin:2px 0 6px}
    .error{color:#d70015;font-family:ui-monospace,monospace;overflow-wrap:anywhere}
    .trio{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;align-items:start;margin-bottom:8px;max-width:960px}
    .pair{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;align-items:start;margin-bottom:8px;max-width:640px}
    figure{margin:0;min-width:0}figcaption{font-size:12px;color:#6e6e73;text-align:center}
    .trio img{max-height:48vh;object-fit:contain}
    img{display:block;width:100%;height:auto;max-width:100%;box-sizing:border-box;image-rendering:pixelated;border:1px solid #d2d2d7;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .stack{position:relative}.stack .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
    .handle{position:absolute;top:0;bottom:0;left:50%;width:2px;background:#0071e3;pointer-events:none}
    .slider input,.onion input{width:100%}
    .key{font-size:12px;margin:0 0 8px}.key i,.legend i{display:inline-block;width:10px;height:10px;margin:0 3px 0 8px;vertical-align:middle}
    .red{background:red}.yellow{background:#fc0}.blue{background:#8cc8ff}
    .swatches i{display:inline-block;width:10px;height:14px}
    .anim .cell{position:relative;width:100%;box-sizing:border-box;border:1px solid #d2d2d7;background-repeat:no-repeat;image-rendering:pixelated;background-color:#fafafa}
    .anim .cell.none::after{content:attr(data-none);position:absolute;inset:0;display:flex;align-items:center;justify-content:center;text-align:center;color:#6e6e73;font-size:12px;padding:8px}
    .marks{display:flex;height:12px;max-width:960px;cursor:pointer;border:1px solid #d2d2d7}.marks i{flex:1}
    .marks i.f,.legend i.f,tr.f td:first-child{background:#d70015}.marks i.p,.legend i.p{background:#ffb340}
    .marks i.u,.legend i.u{background:repeating-linear-gradient(45deg,#d70015 0 2px,#fff 2px 4px)}
    .marks i.k,.legend i.k{background:#c7c7cc}.marks i.at{outline:2px solid #0071e3}
    tr.f td:first-child{color:#fff}tr.p td:first-child{background:#ffe2b3}
    .legend{font-size:12px;color:#6e6e73;margin:4px 0}
    .anim .scrub{display:block;width:100%;max-width:964px;margin:4px 0}
    .controls .label{font-family:ui-monospace,monospace;font-size:12px}.controls .label.changed{color:#d70015;font-weight:bold}
    nav{margin-top:6px}nav a{color:#d70015}.accept{font-size:13px;overflow-wrap:anywhere}
    details.gif{margin-top:16px}details.gif summary{font-weight:bold;cursor:pointer}
    .scenediff table{font-family:ui-monospace,"DejaVu Sans Mono",monospace}.scenediff td,.scenediff th{text-align:left;overflow-wrap:anywhere}
    .scenediff .old{background:#fff1f0}.scenediff .new{background:#eaf8ee}
    table{border-collapse:collapse;font-size:12px;max-width:100%}td,th{padding:2px 8px;border-bottom:1px solid #e5e5ea;text-align:right}
    ul{margin:4px 0;padding-left:20px}code{background:#f0f0f3;padding:1px 4px;border-radius:4px;overflow-wrap:anywhere}
    @media (min-width:700px){body{padding:16px 24px}section{padding:16px}.trio{gap:12px}}
    """

    static let script = """
    for (const fig of document.querySelectorAll('.onion')) {
      const range = fig.querySelector('input'), over = fig.querySelector('.over');
      over.style.clipPath = 'none'; over.style.opacity = 0.5;
      range.addEventListener('input', () => { over.style.opacity = range.value / 100; });
    }
    for (const fig of document.querySelectorAll('.slider')) {
      const range = fig.querySelector('input'), over = fig.querySelector('.over'), handle = fig.querySelector('.handle');
      range.addEventListener('input', () => { over.style.clipPath = `inset(0 0 0 ${range.value}%)`; handle.style.left = range.value + '%'; });
    }
    for (const anim of document.querySelectorAll('.anim')) {
      const d = anim.dataset, w = +d.w, h = +d.h, fps = +d.fps || 1;
      const sheets = JSON.parse(d.sheets), cols = JSON.parse(d.cols), counts = JSON.parse(d.counts);
      const es = JSON.parse(d.eslots), ds = JSON.parse(d.dslots), keys = new Set(JSON.parse(d.keys)), n = es.length;
      const [eEl, aEl, dEl] = ['e', 'a', 'd'].map(c => anim.querySelector('.cell.' + c));
      const marks = anim.querySelectorAll('.marks i'), label = anim.querySelector('.label');
      const kinds = [...marks].map(m => m.className);
      const scrub = anim.querySelector('.scrub'), play = anim.querySelector('.play');
      // Cells take their column's width; the sheet is placed in percentages, so it scales with them.
      for (const el of [eEl, aEl, dEl]) el.style.aspectRatio = `${w} / ${h}`;
      // Shows slot k of sheet s (0 actual, 1 expected, 2 diff) in el, or the text none.
      const cell = (el, s, k, none) => {
        el.classList.toggle('none', k < 0); el.dataset.none = none || '';
        if (k < 0) { el.style.backgroundImage = 'none'; return; }
        const c = cols[s], rows = Math.ceil(counts[s] / c), col = k % c, row = Math.floor(k / c);
        el.style.backgroundImage = `url("${sheets[s]}")`; el.style.backgroundSize = `${c * 100}% auto`;
        el.style.backgroundPosition = `${c > 1 ? col / (c - 1) * 100 : 0}% ${rows > 1 ? row / (rows - 1) * 100 : 0}%`;
      };
      let i = 0, timer = null;
      const show = k => {
        marks[i] && marks[i].classList.remove('at'); i = k; marks[i] && marks[i].classList.add('at'); scrub.value = k;
        const e = es[k];
        cell(aEl, 0, k);
        if (e === -1) cell(eEl, 0, k); else cell(eEl, 1, e, 'expected unknown (see below)');
        cell(dEl, 2, ds[k], e === -1 ? 'unchanged' : e === -2 ? 'no diff: expected unknown' : 'no pixel beyond the threshold');
        label.textContent = `frame ${k} · ${(k / fps).toFixed(2)} s` + (keys.has(k) ? ' · key frame' : '')
          + (e === -1 ? '' : ' · ' + (kinds[k] === 'f' ? 'fails' : kinds[k] === 'p' ? 'changed, passes' : 'changed')
             + (e === -2 ? ' · expected unknown' : keys.has(k) ? ' · expected: recorded key frame PNG' : ' · expected: rendered from the recorded scene'));
        label.classList.toggle('changed', e !== -1);
      };
      const start = () => { timer = setInterval(() => show((i + 1) % n), 1000 / fps); play.textContent = 'Pause'; };
      const stop = () => { clearInterval(timer); timer = null; play.textContent = 'Play'; };
      play.addEventListener('click', () => timer ? stop() : start());
      scrub.addEventListener('input', () => { stop(); show(+scrub.value); });
      anim.querySelector('.prev').addEventListener('click', () => { stop(); show((i + n - 1) % n); });
      anim.querySelector('.next').addEventListener('click', () => { stop(); show((i + 1) % n); });
      marks.forEach((m, k) => m.addEventListener('click', () => { stop(); show(k); }));
      // Opens paused on the frame that fails most.
      show(Math.min(n - 1, +d.start || 0)); stop();
    }
    """

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    static func slug(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    static func time(_ frame: Int, _ fps: Int) -> String {
        SceneResult.fixed(Double(frame) / Double(max(fps, 1)), 2) + " s"
    }
}
